import type { Locator, Page } from "@playwright/test";
import { whatsappHref } from "../lib/leads/whatsapp";
import { salesWhatsappNumber } from "../lib/content/lead-extras";
import { formNoscript, mapLoader } from "../lib/i18n/en/ui";
import { faqSection } from "../lib/i18n/en/sections/buying";
import { contact, map, project } from "../lib/i18n/english";
import { rera } from "../lib/content/project";
import { reraPanel } from "../lib/i18n/en/pages";
import { decodeQr, expect, test } from "./support/site";

test.use({ javaScriptEnabled: false });

/** Text in <main> that a reveal effect or a JS-only state leaves at (near) zero opacity. */
function unreadableText(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll("main h1, main h2, main h3, main p, main li, main dt, main dd")]
      .filter((element) => element.textContent?.trim())
      .filter((element) => element.checkVisibility({ visibilityProperty: true }))
      .filter((element) => {
        for (let node: Element | null = element; node; node = node.parentElement) {
          if (Number(getComputedStyle(node).opacity) < 0.1) return true;
        }
        return false;
      })
      .map((element) => element.textContent?.trim().slice(0, 60)),
  );
}

/** Within `scope`, the call link and the WhatsApp link, by their names, reach sales. */
async function expectSalesLinks(scope: Locator, call: string | RegExp, whatsapp: string | RegExp) {
  await expect(scope.getByRole("link", { name: call })).toHaveAttribute("href", contact.telHref);
  const message = whatsappHref(salesWhatsappNumber, contact.whatsappText);
  await expect(scope.getByRole("link", { name: whatsapp })).toHaveAttribute("href", message);
}

test.describe("without JavaScript", () => {
  test("every page reads fully (on the home page every section heading shows), and the call and WhatsApp links work on each", async ({
    page,
  }) => {
    for (const [path, heading] of [
      ["/", project.name],
      ["/disclaimer", "Disclaimer"],
      ["/thank-you", "Thank You!"],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      // The RERA QR code is vector art in the HTML, which a phone camera reads.
      const qr = page
        .getByRole("complementary", { name: reraPanel.label })
        .getByRole("img", { name: reraPanel.qrLabel });
      expect(await qr.evaluate((el) => el.tagName.toLowerCase())).toBe("svg");
      if (path === "/disclaimer")
        expect(await decodeQr(await qr.screenshot())).toBe(rera.qrPayload);
      expect(await unreadableText(page), path).toEqual([]);
      const sectionHeadings = page.getByRole("main").getByRole("heading", { level: 2 });
      if (path === "/") expect(await sectionHeadings.count()).toBeGreaterThan(0);
      for (const heading of await sectionHeadings.all()) await expect(heading).toBeVisible();
      const panel = page.getByRole("complementary", { name: "Quick contact" });
      await expectSalesLinks(panel, /call/i, /whatsapp/i);
    }
  });

  test("each form shows its fields and how to reach sales; at 390 px carousels swipe, no JavaScript-only control shows, the FAQ opens", async ({
    page,
  }) => {
    await page.goto("/");
    // Role queries skip the closed dialogs: only the forms a visitor sees on the page.
    const forms = await page.getByRole("form").all();
    expect(forms.length).toBeGreaterThan(0);
    for (const form of forms) {
      const note = form.getByRole("note");
      await expect(note.getByText(formNoscript.message)).toBeVisible();
      await expectSalesLinks(note, formNoscript.callLabel, formNoscript.whatsappLabel);
      // The browser sends the form itself (e2e/before-hydration.spec.ts): its fields and button show.
      const fields = await form.getByRole("textbox").all();
      expect(fields.length).toBeGreaterThan(0);
      for (const field of fields) await expect(field).toBeVisible();
      const submit = form.getByRole("button");
      await expect(submit).toBeVisible();
      await expect(submit).toBeEnabled();
      // The note comes under the form's button.
      const [buttonBox, noteBox] = await Promise.all([submit.boundingBox(), note.boundingBox()]);
      expect(noteBox!.y).toBeGreaterThan(buttonBox!.y);
    }

    await page.setViewportSize({ width: 390, height: 844 });
    await page.evaluate(() => window.scrollTo(0, 0));
    const carousels = await page.getByRole("region").and(page.locator(".swiper")).all();
    expect(carousels.length).toBeGreaterThan(0);
    for (const carousel of carousels) {
      const slides = carousel.locator(".swiper-slide");
      const count = await slides.count();
      expect(count).toBeGreaterThan(1);
      await carousel.scrollIntoViewIfNeeded();
      await expect(slides.first()).toBeInViewport({ ratio: 0.9 });
      // Scrolled sideways by the visitor (a wheel here, a swipe on a phone), one slide at a time.
      const box = (await carousel.boundingBox())!;
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 4);
      for (let i = 1; i < count; i++) await page.mouse.wheel(box.width, 0);
      await expect(slides.last()).toBeInViewport({ ratio: 0.9 });
      await expect(carousel.getByRole("button")).toHaveCount(0);
    }
    await expect(page.locator("[aria-disabled]:visible")).toHaveCount(0);
    // Show map opens the place on Google Maps instead, and no map loads.
    const contactRegion = page.locator("#contact");
    const show = contactRegion.getByRole("link", { name: mapLoader.showLabel });
    await expect(show).toHaveAttribute("href", map.placeHref);
    await expect(show).toHaveAttribute("target", "_blank");
    await expect(show).toHaveAttribute("rel", /noopener/);
    await expect(contactRegion.getByRole("button", { name: mapLoader.showLabel })).toHaveCount(0);
    await expect(contactRegion.locator("iframe")).toHaveCount(0);
    const faq = page.getByRole("region", { name: faqSection.heading }).locator("details").first();
    await expect(faq).not.toHaveAttribute("open", "");
    await faq.locator("summary").click();
    await expect(faq).toHaveAttribute("open", "");
  });
});
