import { galleryImages, locationImages } from "../lib/content/images";
import { illustrationLabels } from "../lib/i18n/en/pages";
import { expect, test } from "./support/site";

test.beforeEach(async ({ page }) => {
  await page.goto("/");
});

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`at ${viewport.width} px the hero's "artist's impression" caption sits on the hero picture`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const hero = page.locator("section[aria-labelledby='hero-heading']");
    const caption = hero.getByText(illustrationLabels.impression, { exact: true });
    await expect(caption).toBeVisible();
    const [text, picture] = await Promise.all([
      caption.boundingBox(),
      hero.getByRole("img").first().boundingBox(),
    ]);
    expect(text!.y).toBeGreaterThanOrEqual(picture!.y);
    expect(text!.y + text!.height).toBeLessThanOrEqual(picture!.y + picture!.height);
    expect(text!.x + text!.width).toBeLessThanOrEqual(picture!.x + picture!.width);
  });
}

test("every gallery image carries a visible Artist's impression caption", async ({ page }) => {
  const gallery = page.locator("#gallery");
  const figures = gallery.getByRole("figure", { name: illustrationLabels.impression });
  await expect(figures).toHaveCount(galleryImages.length);
  await figures.first().scrollIntoViewIfNeeded();
  await expect(figures.first().getByText(illustrationLabels.impression)).toBeVisible();
});

test("the location map and diagram say they are not to scale", async ({ page }) => {
  const carousel = page.getByRole("region", { name: "Location images" });
  const figures = carousel.getByRole("figure", { name: /Not to scale/ });
  await expect(figures).toHaveCount(locationImages.length);
  await figures.first().scrollIntoViewIfNeeded();
  await expect(figures.first().getByText(illustrationLabels.map)).toBeVisible();
  // The map preview in the contact section too.
  const preview = page.locator("#contact").getByRole("figure", { name: illustrationLabels.map });
  await preview.scrollIntoViewIfNeeded();
  await expect(preview.getByText(illustrationLabels.map)).toBeVisible();
});
