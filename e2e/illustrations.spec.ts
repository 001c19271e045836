import { galleryImages, locationImages } from "../lib/content/images";
import { illustrationLabels } from "../lib/i18n/en/pages";
import { expect, test } from "./support/site";

test("at 390 and 1280 px the hero's \"artist's impression\" sits on its picture; gallery pictures say so, location ones not to scale", async ({
  page,
}) => {
  await page.goto("/");
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    const hero = page.locator("section[aria-labelledby='hero-heading']");
    const caption = hero.getByText(illustrationLabels.impression, { exact: true });
    await expect(caption).toBeVisible();
    const [text, picture] = await Promise.all([
      caption.boundingBox(),
      hero.getByRole("img").first().boundingBox(),
    ]);
    expect(text!.y, `${width} px`).toBeGreaterThanOrEqual(picture!.y);
    expect(text!.y + text!.height, `${width} px`).toBeLessThanOrEqual(picture!.y + picture!.height);
    expect(text!.x + text!.width, `${width} px`).toBeLessThanOrEqual(picture!.x + picture!.width);
  }

  // Every gallery image carries a visible Artist's impression caption.
  const gallery = page.locator("#gallery");
  const figures = gallery.getByRole("figure", { name: illustrationLabels.impression });
  await expect(figures).toHaveCount(galleryImages.length);
  await figures.first().scrollIntoViewIfNeeded();
  await expect(figures.first().getByText(illustrationLabels.impression)).toBeVisible();

  // The location map and diagram, and the map preview in the contact section, say they are not to scale.
  const carousel = page.getByRole("region", { name: "Location images" });
  const maps = carousel.getByRole("figure", { name: /Not to scale/ });
  await expect(maps).toHaveCount(locationImages.length);
  await maps.first().scrollIntoViewIfNeeded();
  await expect(maps.first().getByText(illustrationLabels.map)).toBeVisible();
  const preview = page.locator("#contact").getByRole("figure", { name: illustrationLabels.map });
  await preview.scrollIntoViewIfNeeded();
  await expect(preview.getByText(illustrationLabels.map)).toBeVisible();
});
