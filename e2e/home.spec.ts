import { expect, test, type Locator, type Page } from "@playwright/test";
import {
  about,
  amenities,
  amenitiesSection,
  atAGlanceSection,
  brochureSection,
  carouselLabels,
  carouselSettings,
  contactSection,
  enquirySection,
  faqSection,
  gallerySection,
  hero,
  heroImages,
  highways,
  highwaysSection,
  locationSection,
  map,
  mapLoader,
  project,
  rera,
  whyInvest,
} from "../lib/content";
import { AWAITING_HYDRATION, stubThirdParties, waitForHydration } from "./support/site";

const desktop = { width: 1280, height: 800 };
const phone = { width: 390, height: 844 };

test.beforeEach(async ({ page }) => {
  await stubThirdParties(page);
});

/** Headings that name the home page's sections, top to bottom. */
const sectionHeadings = [
  hero.heading,
  about.heading,
  atAGlanceSection.heading,
  amenitiesSection.heading,
  whyInvest.heading,
  highwaysSection.heading,
  locationSection.heading,
  gallerySection.heading,
  brochureSection.heading,
  enquirySection.heading,
  faqSection.heading,
  contactSection.heading,
];

function carousel(page: Page, label: string): Locator {
  return page.getByRole("region", { name: label });
}

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

test.describe("sections", () => {
  test("every section is present, named by its heading, in the documented order", async ({
    page,
  }) => {
    await page.goto("/");
    const names = await page.locator("main > section").evaluateAll((sections) =>
      sections.map((section) => {
        const id = section.getAttribute("aria-labelledby");
        return id ? (document.getElementById(id)?.textContent?.trim() ?? null) : null;
      }),
    );
    expect(names).toEqual(sectionHeadings);
    for (const heading of sectionHeadings.slice(1)) {
      await expect(page.getByRole("region", { name: heading, exact: true })).toHaveCount(1);
    }

    // The anchors the nav and the footer link to, in page order.
    const anchors = await page
      .locator("main > section[id]")
      .evaluateAll((sections) => sections.map((section) => section.id));
    expect(anchors).toEqual(["about", "amenities", "gallery", "contact"]);
    await expect(page.locator("#about")).toContainText(about.heading);
    await expect(page.locator("#amenities")).toContainText(amenitiesSection.heading);
    await expect(page.locator("#gallery")).toContainText(gallerySection.heading);
    await expect(page.locator("#contact")).toContainText(contactSection.heading);
  });

  test("the at-a-glance strip gives price, completion, location and the RERA id with the authority's site", async ({
    page,
  }) => {
    await page.goto("/");
    const glance = page.getByRole("region", { name: atAGlanceSection.heading });
    await expect(glance).toContainText("₹65 L – ₹1.2 Cr");
    await expect(glance).toContainText("April 2030");
    await expect(glance).toContainText(project.locationLine);
    await expect(glance).toContainText(rera.projectId);
    const link = glance.getByRole("link", { name: atAGlanceSection.reraLinkLabel });
    await expect(link).toHaveAttribute("href", rera.authorityUrl);
    await expect(link).toHaveAttribute("target", "_blank");
  });

  test("the 8 amenities and the 4 highways with their figures", async ({ page }) => {
    await page.goto("/");
    const amenitiesRegion = page.locator("#amenities");
    await expect(amenitiesRegion.getByRole("listitem")).toHaveCount(8);
    for (const amenity of amenities) {
      const item = amenitiesRegion
        .getByRole("listitem")
        .filter({ has: page.getByRole("heading", { level: 3, name: amenity.name, exact: true }) });
      await expect(item).toContainText(amenity.description);
      await expect(item.locator("svg")).toHaveCount(1);
    }
    expect(amenities.map((a) => a.name)).toEqual([
      "Fine Dining Restaurants",
      "Double Height Lobby for Studio Apartments",
      "Dedicated Restaurant for Studio Apartments",
      "Anchor Stores",
      "Reception and Security (24x7)",
      "Ample Parking Space",
      "High Visibility of Shops",
      "Professional Maintenance",
    ]);

    const highwaysRegion = page.getByRole("region", { name: highwaysSection.heading });
    await expect(highwaysRegion.getByRole("listitem")).toHaveCount(4);
    const expected = [
      ["FNG Expressway", "11 km", "16 min"],
      ["National Highway 24", "13 km", "24 min"],
      ["Greater Noida Expressway", "16.8 km", "28 min"],
      ["Yamuna Expressway", "19.4 km", "27 min"],
    ] as const;
    for (const [index, [name, km, minutes]] of expected.entries()) {
      const item = highwaysRegion.getByRole("listitem").nth(index);
      await expect(item.getByRole("heading", { level: 3 })).toHaveText(name);
      await expect(item).toContainText(km);
      await expect(item).toContainText(minutes);
      await expect(item).toContainText(highways[index]?.description ?? "missing");
    }
  });

  test("the FAQ opens and closes without script", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/");
    const faq = page.getByRole("region", { name: faqSection.heading });
    const first = faq.locator("details").first();
    await expect(first).not.toHaveAttribute("open", "");
    await first.locator("summary").click();
    await expect(first).toHaveAttribute("open", "");
    await context.close();
  });

  test("section buttons open the brochure and contact dialogs", async ({ page }) => {
    await page.goto("/");
    // The buttons are React's: they act once the chunks, started after the first paint, hydrate.
    await waitForHydration(page);
    const opens = [
      [brochureSection.heading, brochureSection.cta, "Download Brochure"],
      [enquirySection.heading, enquirySection.cta, "Contact Us"],
      [contactSection.heading, contactSection.cta, "Contact Us"],
    ] as const;
    for (const [section, button, dialog] of opens) {
      await page
        .getByRole("region", { name: section, exact: true })
        .getByRole("button", { name: button, exact: true })
        .click();
      await expect(page.getByRole("dialog", { name: dialog })).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(page.getByRole("dialog")).toHaveCount(0);
    }
  });
});

test.describe("navigation", () => {
  async function expectLandedOn(page: Page, sectionId: string) {
    const header = page.locator("header").first();
    const headerHeight = await header.evaluate((el) => el.getBoundingClientRect().height);
    const section = page.locator(`#${sectionId}`);
    // Smooth scrolling: wait until the section's top rests on the header's bottom edge.
    await expect
      .poll(async () => Math.round(await section.evaluate((el) => el.getBoundingClientRect().top)))
      .toBe(Math.round(headerHeight));
    const heading = section.getByRole("heading", { level: 2 });
    await expect(heading).toBeInViewport();
    const headingTop = await heading.evaluate((el) => el.getBoundingClientRect().top);
    expect(headingTop).toBeGreaterThanOrEqual(headerHeight);
  }

  test("desktop: About and Amenities scroll below the header and are highlighted; Home returns to the top", async ({
    page,
  }) => {
    await page.setViewportSize(desktop);
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Home" })).toHaveAttribute(
      "aria-current",
      "location",
    );

    for (const [label, id] of [
      ["About", "about"],
      ["Amenities", "amenities"],
    ] as const) {
      await nav.getByRole("link", { name: label }).click();
      await expect(page).toHaveURL(new RegExp(`/#${id}$`));
      await expect(nav.getByRole("link", { name: label })).toHaveAttribute(
        "aria-current",
        "location",
      );
      await expect(nav.locator("[aria-current]")).toHaveCount(1);
      await expectLandedOn(page, id);
    }

    await nav.getByRole("link", { name: "Home" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(nav.getByRole("link", { name: "Home" })).toHaveAttribute(
      "aria-current",
      "location",
    );
  });

  test("phone: the menu scrolls to About, closes, and marks About as current", async ({ page }) => {
    await page.setViewportSize(phone);
    await page.goto("/");
    const toggle = page.getByRole("button", { name: "Menu" });
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await menu.getByRole("link", { name: "About" }).click();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(page).toHaveURL(/\/#about$/);
    await expectLandedOn(page, "about");
    await toggle.click();
    await expect(menu.getByRole("link", { name: "About" })).toHaveAttribute(
      "aria-current",
      "location",
    );
    await menu.getByRole("link", { name: "Home" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("arriving on /#amenities from another page lands below the header", async ({ page }) => {
    await page.setViewportSize(phone);
    await page.goto("/disclaimer");
    await page.goto("/#amenities");
    await expectLandedOn(page, "amenities");
  });

  test("the nav on another page brings the visitor to the home page's section", async ({
    page,
  }) => {
    await page.setViewportSize(desktop);
    await page.goto("/disclaimer");
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("link", { name: "Amenities" }).click();
    await expect(page).toHaveURL(/\/#amenities$/);
    await expectLandedOn(page, "amenities");
    await expect(nav.getByRole("link", { name: "Amenities" })).toHaveAttribute(
      "aria-current",
      "location",
    );
  });
});

test.describe("hero", () => {
  test("the first image is the preloaded, eagerly fetched LCP candidate; the second waits", async ({
    page,
  }) => {
    const response = await page.goto("/");
    const html = (await response?.text()) ?? "";
    const [first, second] = heroImages;
    expect(html).toMatch(
      new RegExp(
        `<link rel="preload" as="image"[^>]*imageSrcSet="/images/${first?.name}-480\\.avif`,
      ),
    );
    const firstImg = page.getByRole("img", { name: first?.alt });
    await expect(firstImg).toHaveAttribute("fetchpriority", "high");
    await expect(firstImg).toHaveAttribute("loading", "eager");
    // Not in the prerendered markup at all (it would download alongside the LCP image)...
    expect(html).not.toContain(`alt="${second?.alt}"`);
    // ...it mounts once rotation starts, after hydration.
    const secondImg = page.locator(`img[alt="${second?.alt}"]`);
    await expect(secondImg).toHaveAttribute("loading", "lazy");
  });

  test("the background switches to the second image after the rotation interval", async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto("/");
    const [first, second] = heroImages;
    await expect(page.locator("[data-hero-backdrop]")).toHaveAttribute("data-rotation", "running");
    await expect(page.getByRole("img", { name: first?.alt })).toBeVisible();
    await expect(page.getByRole("img", { name: second?.alt })).toHaveCount(0);

    await page.clock.runFor(hero.rotationMs);
    await expect(page.getByRole("img", { name: second?.alt })).toBeVisible();
    await expect(page.getByRole("img", { name: first?.alt })).toHaveCount(0);
    const secondLayer = page.locator("[data-hero-slide='1']");
    await expect.poll(() => secondLayer.evaluate((el) => getComputedStyle(el).opacity)).toBe("1");

    await page.clock.runFor(hero.rotationMs);
    await expect(page.getByRole("img", { name: first?.alt })).toBeVisible();
  });

  test("rotation stays on the first image under reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.clock.install();
    await page.goto("/");
    await expect(page.locator("[data-hero-backdrop]")).toHaveAttribute("data-rotation", "stopped");
    await page.clock.runFor(hero.rotationMs * 3);
    await expect(page.getByRole("img", { name: heroImages[0]?.alt })).toBeVisible();
    // Never shown, so never mounted or downloaded.
    await expect(page.locator(`img[alt="${heroImages[1]?.alt}"]`)).toHaveCount(0);
  });
});

test.describe("loading order", () => {
  test("the RSC payload and the client chunks start only after the first contentful paint", async ({
    page,
  }) => {
    const response = await page.goto("/");
    // The payload React hydrates from is not in the HTML the first paint waits for.
    expect((await response?.text()) ?? "").not.toContain("self.__next_f");
    await waitForHydration(page);
    const timing = await page.evaluate(() => {
      const starts = (pattern: RegExp) =>
        performance
          .getEntriesByType("resource")
          .filter((entry) => pattern.test(entry.name))
          .map((entry) => entry.startTime);
      return {
        fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null,
        chunks: starts(/\/_next\/static\/chunks\/[^/]+\.js$/),
        payload: starts(/\/_next\/static\/hydration\/[0-9a-f]+\.js$/),
      };
    });
    expect(timing.fcp).not.toBeNull();
    expect(timing.chunks.length).toBeGreaterThan(0);
    expect(timing.payload).toHaveLength(1);
    for (const start of [...timing.payload, ...timing.chunks]) {
      expect(start).toBeGreaterThanOrEqual(timing.fcp ?? 0);
    }
  });

  test("buttons that need React say so until it has hydrated", async ({ page }) => {
    const response = await page.goto("/");
    const html = (await response?.text()) ?? "";
    expect(html).toMatch(/<button[^>]*aria-haspopup="dialog"[^>]*aria-disabled="true"/);
    expect(html).toMatch(/<button[^>]*aria-expanded="false"[^>]*aria-disabled="true"/);
    await waitForHydration(page);
    // Hydrated, only the carousels' arrows still wait: for Swiper, which loads near the viewport.
    await expect(page.locator(AWAITING_HYDRATION)).toHaveCount(0);
  });
});

test.describe("carousels", () => {
  const { narrowMax, mediumMax, narrow, medium, wide } = carouselSettings.gallery.breakpoints;
  for (const [width, perView] of [
    [1280, wide],
    [mediumMax, medium],
    [narrowMax, narrow],
  ] as const) {
    test(`gallery shows ${perView} slide(s) at ${width} px, before and after Swiper loads`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto("/");
      const gallery = carousel(page, gallerySection.carouselLabel);
      await expect(gallery.locator(".swiper-slide")).toHaveCount(7);
      await expect(gallery).not.toHaveClass(/swiper-initialized/);
      expect(await visibleSlides(gallery)).toBe(perView);
      await initialise(gallery);
      expect(await visibleSlides(gallery)).toBe(perView);
    });
  }

  for (const viewport of [desktop, phone]) {
    test(`the location slider shows one slide at ${viewport.width} px`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto("/");
      const location = page.getByRole("region", { name: "Location images" });
      await expect(location.locator(".swiper-slide")).toHaveCount(2);
      expect(await visibleSlides(location)).toBe(carouselSettings.location.slidesPerView);
      await initialise(location);
      expect(await visibleSlides(location)).toBe(1);
    });
  }

  test("arrows and dots are labelled buttons that move the gallery", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    const gallery = carousel(page, gallerySection.carouselLabel);
    await initialise(gallery);
    expect(await activeSlide(gallery)).toBe("0");
    await gallery.getByRole("button", { name: carouselLabels.next }).click();
    await expect.poll(() => activeSlide(gallery)).toBe("1");
    await gallery.getByRole("button", { name: carouselLabels.previous }).click();
    await expect.poll(() => activeSlide(gallery)).toBe("0");
    const dot = gallery.getByRole("button", { name: "Go to slide 4" });
    await dot.focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => activeSlide(gallery)).toBe("3");
  });

  test("gallery autoplay advances, pauses on hover and resumes after", async ({ page }) => {
    await page.clock.install();
    await page.goto("/");
    const gallery = carousel(page, gallerySection.carouselLabel);
    await initialise(gallery);
    await expect(gallery).toHaveAttribute("data-autoplay", "running");
    const delay = carouselSettings.gallery.autoplayDelay;

    const start = await activeSlide(gallery);
    await page.clock.runFor(delay + 50);
    await expect.poll(() => activeSlide(gallery)).not.toBe(start);
    await expect(gallery).toHaveAttribute("data-autoplay", "running");

    await gallery.locator(".swiper-slide-active").hover();
    await expect(gallery).toHaveAttribute("data-autoplay", "paused");
    const held = await activeSlide(gallery);
    await page.clock.runFor(delay * 3);
    expect(await activeSlide(gallery)).toBe(held);

    await page.mouse.move(5, 5);
    await expect(gallery).toHaveAttribute("data-autoplay", "running");
    await page.clock.runFor(delay + 50);
    await expect.poll(() => activeSlide(gallery)).not.toBe(held);
  });

  test("location autoplay stops while keyboard focus is inside, and restarts when it leaves", async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto("/");
    const location = carousel(page, "Location images");
    await initialise(location);
    await expect(location).toHaveAttribute("data-autoplay", "running");
    const delay = carouselSettings.location.autoplayDelay;

    await location.getByRole("button", { name: carouselLabels.previous }).focus();
    await page.keyboard.press("Tab");
    await expect(location.getByRole("button", { name: carouselLabels.next })).toBeFocused();
    await expect(location).toHaveAttribute("data-autoplay", "stopped");
    const held = await activeSlide(location);
    await page.clock.runFor(delay * 3);
    expect(await activeSlide(location)).toBe(held);

    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await expect(location).toHaveAttribute("data-autoplay", "running");
    await page.clock.runFor(delay + 50);
    await expect.poll(() => activeSlide(location)).not.toBe(held);
  });

  test("the pause control stops and restarts autoplay", async ({ page }) => {
    await page.clock.install();
    await page.goto("/");
    const gallery = carousel(page, gallerySection.carouselLabel);
    await initialise(gallery);
    await gallery.getByRole("button", { name: carouselLabels.pause }).click();
    await expect(gallery.getByRole("button", { name: carouselLabels.play })).toBeVisible();
    await page.mouse.move(5, 5);
    await expect(gallery).toHaveAttribute("data-autoplay", "stopped");
    const held = await activeSlide(gallery);
    await page.clock.runFor(carouselSettings.gallery.autoplayDelay * 3);
    expect(await activeSlide(gallery)).toBe(held);

    await gallery.getByRole("button", { name: carouselLabels.play }).click();
    await expect(gallery.getByRole("button", { name: carouselLabels.pause })).toBeVisible();
    await page.mouse.move(5, 5);
    await expect(gallery).toHaveAttribute("data-autoplay", "running");
  });

  test("no autoplay under reduced motion; the control offers Play", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    const gallery = carousel(page, gallerySection.carouselLabel);
    await initialise(gallery);
    await expect(gallery).toHaveAttribute("data-autoplay", "stopped");
    await expect(gallery.getByRole("button", { name: carouselLabels.play })).toBeVisible();
  });

  test("Swiper's script loads only when a carousel nears the viewport", async ({ page }) => {
    const swiperScripts: string[] = [];
    page.on("response", async (response) => {
      if (!response.url().endsWith(".js")) return;
      const body = await response.text().catch(() => "");
      if (body.includes("Swiper Loop Warning")) swiperScripts.push(response.url());
    });
    await page.goto("/", { waitUntil: "networkidle" });
    expect(swiperScripts).toEqual([]);
    await expect(page.locator(".swiper-initialized")).toHaveCount(0);

    await carousel(page, "Location images").scrollIntoViewIfNeeded();
    await expect(carousel(page, "Location images")).toHaveClass(/swiper-initialized/);
    await expect.poll(() => swiperScripts.length).toBe(1);
  });

  test("the arrows say they are unavailable until Swiper has loaded; pause works once hydrated", async ({
    page,
  }) => {
    await page.goto("/");
    await waitForHydration(page);
    const gallery = carousel(page, gallerySection.carouselLabel);
    const next = gallery.getByRole("button", { name: carouselLabels.next });
    const previous = gallery.getByRole("button", { name: carouselLabels.previous });
    // Far below the fold: Swiper has not loaded, so the arrows could not move anything yet.
    await expect(gallery).not.toHaveClass(/swiper-initialized/);
    await expect(next).toHaveAttribute("aria-disabled", "true");
    await expect(previous).toHaveAttribute("aria-disabled", "true");
    await expect(gallery.getByRole("button", { name: carouselLabels.pause })).not.toHaveAttribute(
      "aria-disabled",
    );
    await initialise(gallery);
    await expect(next).not.toHaveAttribute("aria-disabled");
    await expect(previous).not.toHaveAttribute("aria-disabled");
  });
});

test.describe("map", () => {
  test("the maps frame loads only after Show map, titled for screen readers", async ({ page }) => {
    const mapRequests: string[] = [];
    page.on("request", (request) => {
      if (request.url().startsWith("https://www.google.com/maps")) mapRequests.push(request.url());
    });
    await page.goto("/");
    const contactRegion = page.locator("#contact");
    await contactRegion.scrollIntoViewIfNeeded();
    await page.waitForLoadState("networkidle");
    expect(mapRequests).toEqual([]);
    await expect(contactRegion.locator("iframe")).toHaveCount(0);

    const directions = contactRegion.getByRole("link", { name: mapLoader.directionsLabel });
    await expect(directions).toHaveAttribute("href", map.directionsHref);
    await expect(directions).toHaveAttribute("target", "_blank");
    await expect(directions).toHaveAttribute("rel", /noopener/);

    await contactRegion.getByRole("button", { name: mapLoader.showLabel }).click();
    const frame = contactRegion.getByTitle(map.frameTitle);
    await expect(frame).toBeVisible();
    await expect(frame).toHaveAttribute("src", map.embedSrc);
    await expect.poll(() => mapRequests).toContain(map.embedSrc);
  });
});

test.describe("layout stability", () => {
  for (const viewport of [desktop, phone]) {
    test(`CLS stays at or below 0.01 through both carousels at ${viewport.width} px`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.addInitScript(() => {
        const w = window as unknown as { __cls: number };
        w.__cls = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as {
            value: number;
            hadRecentInput: boolean;
          }[]) {
            if (!entry.hadRecentInput) w.__cls += entry.value;
          }
        }).observe({ type: "layout-shift", buffered: true });
      });
      await page.goto("/");
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      for (let y = 0; y <= height; y += Math.round(viewport.height * 0.6)) {
        await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);
        await page.waitForTimeout(50);
      }
      await expect(carousel(page, "Location images")).toHaveClass(/swiper-initialized/);
      await expect(carousel(page, gallerySection.carouselLabel)).toHaveClass(/swiper-initialized/);
      await page.waitForTimeout(500);
      const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
      console.log(`CLS at ${viewport.width} px: ${cls.toFixed(4)}`);
      expect(cls).toBeLessThanOrEqual(0.01);
    });
  }
});
