// The gallery and location carousels: controls, autoplay, reduced motion, lazy Swiper.
import type { Locator } from "@playwright/test";
import { carouselSettings } from "../lib/content/carousel";
import { carouselLabels } from "../lib/i18n/en/ui";
import { gallerySection } from "../lib/i18n/en/sections/buying";
import { galleryImages, locationImages } from "../lib/content/images";
import { illustrationLabels } from "../lib/i18n/en/pages";
import {
  expect,
  test,
  arriveOffline,
  box,
  carousel,
  gotoHydrated,
  plainOrigin,
} from "./support/site";

/** Brings a carousel near the viewport and waits until Swiper has taken it over. */
async function initialise(root: Locator) {
  await root.scrollIntoViewIfNeeded();
  await expect(root).toHaveClass(/swiper-initialized/);
}

/** How many slides lie entirely inside the carousel's visible box. */
async function visibleSlides(root: Locator): Promise<number> {
  return root.evaluate((el) => {
    const box = el.getBoundingClientRect();
    return Array.from(el.querySelectorAll(".swiper-slide")).filter((slide) => {
      const r = slide.getBoundingClientRect();
      return r.width > 0 && r.left >= box.left - 1 && r.right <= box.right + 1;
    }).length;
  });
}

/** The real (content) index of the active slide; Swiper's loop mode reorders the DOM. */
async function activeSlide(root: Locator): Promise<string | null> {
  return root.locator(".swiper-slide-active").getAttribute("data-swiper-slide-index");
}

test.describe("carousels", () => {
  test("the gallery shows 3, 2 or 1 slides by width, the location slider one, before and after Swiper, loaded near the viewport; captions", async ({
    page,
  }) => {
    const { narrowMax, mediumMax, narrow, medium, wide } = carouselSettings.gallery.breakpoints;
    const swiperScripts: string[] = [];
    page.on("response", async (response) => {
      if (!response.url().endsWith(".js")) return;
      const body = await response.text().catch(() => "");
      if (body.includes("Swiper Loop Warning")) swiperScripts.push(response.url());
    });
    const gallery = carousel(page, gallerySection.carouselLabel);
    const location = carousel(page, "Location images");
    for (const [width, perView] of [
      [1280, wide],
      [mediumMax, medium],
      [narrowMax, narrow],
      [390, narrow],
    ] as const) {
      await page.setViewportSize({ width, height: 800 });
      const fetched = swiperScripts.length;
      await page.goto("/", { waitUntil: "networkidle" });
      expect(swiperScripts, `${width} px`).toHaveLength(fetched);
      await expect(gallery.locator(".swiper-slide")).toHaveCount(7);
      await expect(location.locator(".swiper-slide")).toHaveCount(2);
      // The hero's "artist's impression" caption sits on the hero picture.
      const hero = page.locator("section[aria-labelledby='hero-heading']");
      const impression = hero.getByText(illustrationLabels.impression, { exact: true });
      await expect(impression).toBeVisible();
      const caption = await box(impression);
      const picture = await box(hero.getByRole("img").first());
      expect(caption.y, `${width} px`).toBeGreaterThanOrEqual(picture.y);
      expect(caption.y + caption.height, `${width} px`).toBeLessThanOrEqual(
        picture.y + picture.height,
      );
      expect(caption.x + caption.width, `${width} px`).toBeLessThanOrEqual(
        picture.x + picture.width,
      );
      for (const [root, shown] of [
        [location, carouselSettings.location.slidesPerView],
        [gallery, perView],
      ] as const) {
        await expect(root).not.toHaveClass(/swiper-initialized/);
        expect(await visibleSlides(root), `${width} px`).toBe(shown);
      }
      for (const [root, shown] of [
        [location, 1],
        [gallery, perView],
      ] as const) {
        await initialise(root);
        expect(await visibleSlides(root), `${width} px, loaded`).toBe(shown);
      }
      if (width === 1280) await expect.poll(() => swiperScripts.length).toBe(1);
    }
    // Every gallery picture says it is an artist's impression; the location ones and the map preview, not to scale.
    const impressions = gallery.getByRole("figure", { name: illustrationLabels.impression });
    await expect(impressions).toHaveCount(galleryImages.length);
    await impressions.first().scrollIntoViewIfNeeded();
    await expect(impressions.first().getByText(illustrationLabels.impression)).toBeVisible();
    const maps = location.getByRole("figure", { name: /Not to scale/ });
    await expect(maps).toHaveCount(locationImages.length);
    await maps.first().scrollIntoViewIfNeeded();
    await expect(maps.first().getByText(illustrationLabels.map)).toBeVisible();
    const preview = page.locator("#contact").getByRole("figure", { name: illustrationLabels.map });
    await preview.scrollIntoViewIfNeeded();
    await expect(preview.getByText(illustrationLabels.map)).toBeVisible();
  });
});

test.describe("carousels' autoplay and controls", () => {
  test("gallery autoplay advances, pauses on hover, stops and restarts by its control; location autoplay stops while focus is inside", async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto("/");
    const gallery = carousel(page, gallerySection.carouselLabel);
    await initialise(gallery);
    await expect(gallery).toHaveAttribute("data-autoplay", "running");
    const delay = carouselSettings.gallery.autoplayDelay;
    /** The slide stays put while the clock runs three delays. */
    const expectHeld = async () => {
      const held = await activeSlide(gallery);
      await page.clock.runFor(delay * 3);
      expect(await activeSlide(gallery)).toBe(held);
      return held;
    };

    const start = await activeSlide(gallery);
    await page.clock.runFor(delay + 50);
    await expect.poll(() => activeSlide(gallery)).not.toBe(start);
    await expect(gallery).toHaveAttribute("data-autoplay", "running");

    await gallery.locator(".swiper-slide-active").hover();
    await expect(gallery).toHaveAttribute("data-autoplay", "paused");
    const held = await expectHeld();
    await page.mouse.move(5, 5);
    await expect(gallery).toHaveAttribute("data-autoplay", "running");
    await page.clock.runFor(delay + 50);
    await expect.poll(() => activeSlide(gallery)).not.toBe(held);

    await gallery.getByRole("button", { name: carouselLabels.pause }).click();
    await expect(gallery.getByRole("button", { name: carouselLabels.play })).toBeVisible();
    await page.mouse.move(5, 5);
    await expect(gallery).toHaveAttribute("data-autoplay", "stopped");
    await expectHeld();
    await gallery.getByRole("button", { name: carouselLabels.play }).click();
    await expect(gallery.getByRole("button", { name: carouselLabels.pause })).toBeVisible();
    await page.mouse.move(5, 5);
    await expect(gallery).toHaveAttribute("data-autoplay", "running");

    const location = carousel(page, "Location images");
    const locationDelay = carouselSettings.location.autoplayDelay;
    await initialise(location);
    await expect(location).toHaveAttribute("data-autoplay", "running");
    await location.getByRole("button", { name: carouselLabels.previous }).focus();
    await page.keyboard.press("Tab");
    await expect(location.getByRole("button", { name: carouselLabels.next })).toBeFocused();
    await expect(location).toHaveAttribute("data-autoplay", "stopped");
    const still = await activeSlide(location);
    await page.clock.runFor(locationDelay * 3);
    expect(await activeSlide(location)).toBe(still);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await expect(location).toHaveAttribute("data-autoplay", "running");
    await page.clock.runFor(locationDelay + 50);
    await expect.poll(() => activeSlide(location)).not.toBe(still);
  });

  test("an arrow pressed before Swiper loads loads it and moves one slide; no autoplay under reduced motion; arrows and dots move the gallery", async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    // Swiper's chunk arrives late, as on a slow phone, so the press lands before it runs.
    await page.route("**/_next/static/**/*.js", async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      if (body.includes("Swiper Loop Warning")) await new Promise((done) => setTimeout(done, 1500));
      await route.fulfill({ response, body });
    });
    await gotoHydrated(page, "/");
    const gallery = carousel(page, gallerySection.carouselLabel);
    const next = gallery.getByRole("button", { name: carouselLabels.next });
    await next.focus();
    await expect(gallery).not.toHaveClass(/swiper-initialized/);
    await page.keyboard.press("Enter");
    await expect(gallery).toHaveClass(/swiper-initialized/);
    await expect.poll(() => activeSlide(gallery)).toBe("1");
    await expect(page.locator("[aria-disabled]")).toHaveCount(0);
    // Reduced motion: no autoplay, the control offers Play; the arrows and dots are labelled buttons.
    await expect(gallery).toHaveAttribute("data-autoplay", "stopped");
    await expect(gallery.getByRole("button", { name: carouselLabels.play })).toBeVisible();
    await gallery.getByRole("button", { name: carouselLabels.previous }).click();
    await expect.poll(() => activeSlide(gallery)).toBe("0");
    await next.click();
    await expect.poll(() => activeSlide(gallery)).toBe("1");
    const dot = gallery.getByRole("button", {
      name: carouselLabels.goToSlide.replace("{{index}}", "4"),
    });
    await dot.focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => activeSlide(gallery)).toBe("3");
  });
});

test("offline once the page has arrived, Swiper cannot load: the gallery scrolls under the finger, one slide at a time, without arrows", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const offline = await arriveOffline(page, `${plainOrigin}/`);
  const gallery = carousel(page, gallerySection.carouselLabel);
  await gallery.scrollIntoViewIfNeeded();
  expect(await offline.settledErrors()).toEqual([]);
  await expect(gallery.getByRole("button")).toHaveCount(0);
  const slides = gallery.locator(".swiper-slide");
  await expect(slides.first()).toBeInViewport({ ratio: 0.9 });
  const { x, y, width, height } = await box(gallery);
  await page.mouse.move(x + width / 2, y + height / 4);
  for (let i = 1; i < galleryImages.length; i++) await page.mouse.wheel(width, 0);
  await expect(slides.last()).toBeInViewport({ ratio: 0.9 });
});
