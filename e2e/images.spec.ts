import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { imageFormats, imageGroups, imageUrl } from "../lib/ui/images";

const contentTypes = { avif: "image/avif", webp: "image/webp" } as const;
const sharpFormats = { avif: "heif", webp: "webp" } as const;

for (const [groupName, group] of Object.entries(imageGroups)) {
  test(`every ${groupName} image is served in AVIF and WebP at each width`, async ({ request }) => {
    for (const image of group.images) {
      for (const width of group.widths) {
        for (const format of imageFormats) {
          const url = imageUrl(image.name, width, format);
          const response = await request.get(url);
          expect(response.status(), url).toBe(200);
          expect(response.headers()["content-type"], url).toBe(contentTypes[format]);
          const meta = await sharp(await response.body()).metadata();
          expect(meta.format, url).toBe(sharpFormats[format]);
          expect(meta.width, url).toBe(width);
          expect(meta.height, url).toBe(Math.round((width * image.height) / image.width));
        }
      }
    }
  });
}

test("the hero stays inside the mobile image budget", async ({ request }) => {
  for (const image of imageGroups.hero.images) {
    for (const width of [480, 768]) {
      const body = await (await request.get(imageUrl(image.name, width, "avif"))).body();
      expect(body.length, `${image.name} ${width}w`).toBeLessThanOrEqual(60 * 1024);
    }
  }
});
