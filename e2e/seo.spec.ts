// What search engines and share cards read besides each page's language, title and alternates:
// share cards, noindex, JSON-LD, robots.txt, the share image, the manifest and icons.
import type { Page } from "@playwright/test";
import sharp from "sharp";
import { brandColors } from "../lib/ui/brand";
import { project } from "../lib/i18n/english";
import { getDictionary } from "../lib/i18n";
import { LANGS, localePath } from "../lib/i18n/lang";
import { paths } from "../lib/seo/paths";
import { SOCIAL_IMAGE } from "../lib/seo/metadata";
import { projectStructuredData } from "../lib/seo/structured-data";
import { expect, test, BUILDS, NOT_FOUND_ROUTE } from "./support/site";

const meta = (page: Page, attr: "name" | "property", key: string) =>
  page.locator(`head meta[${attr}="${key}"]`);

for (const build of BUILDS) {
  test.describe(build.name, () => {
    test("every page has full share cards and the theme colour, only thank-you and 404 noindex; JSON-LD on home; robots.txt", async ({
      page,
      request,
    }) => {
      for (const lang of LANGS)
        for (const [id, path] of Object.entries(paths)) {
          await page.goto(`${build.origin}${localePath(lang, path)}`);
          const where = `${lang} ${path}`;
          const { pages } = getDictionary(lang);
          // The cards repeat the page's own title and canonical address.
          const title = await page.title();
          const canonical = await page.locator('head link[rel="canonical"]').getAttribute("href");
          const card = async (attr: "name" | "property", key: string, value: string) =>
            expect(meta(page, attr, key), `${where} ${key}`).toHaveAttribute("content", value);
          await card("property", "og:title", title);
          await card("property", "og:url", canonical ?? "missing");
          await card("property", "og:type", "website");
          await card("property", "og:site_name", pages.project.name);
          const image = `${build.site}${SOCIAL_IMAGE.url}`;
          await card("property", "og:image", image);
          await card("property", "og:image:width", "1200");
          await card("property", "og:image:height", "630");
          await card("property", "og:image:alt", pages.images.social);
          await card("name", "twitter:card", "summary_large_image");
          await card("name", "twitter:title", title);
          await card("name", "twitter:image", image);
          await card("name", "theme-color", brandColors.ink.DEFAULT);
          if (id === "thankYou") await card("name", "robots", "noindex, follow");
          else await expect(meta(page, "name", "robots"), where).toHaveCount(0);
        }
      await page.goto(`${build.origin}${NOT_FOUND_ROUTE}`);
      await expect(meta(page, "name", "robots")).toHaveAttribute("content", /noindex/);

      // The home page describes the project in JSON-LD; robots.txt allows crawling and points to the sitemap.
      await page.goto(`${build.origin}/`);
      const blocks = page.locator('script[type="application/ld+json"]');
      await expect(blocks).toHaveCount(1);
      // The fields themselves are checked in lib/seo/structured-data.test.ts; here, that the page
      // carries that description, on its build's site URL.
      expect(JSON.parse((await blocks.textContent()) ?? "")).toEqual(
        projectStructuredData(build.site, getDictionary("en").pages.meta.description),
      );

      const response = await request.get(`${build.origin}/robots.txt`);
      expect(response.status()).toBe(200);
      const lines = (await response.text()).split("\n").map((line) => line.trim());
      expect(lines).toContain("User-Agent: *");
      expect(lines).toContain("Allow: /");
      expect(lines).toContain(`Sitemap: ${build.site}/sitemap.xml`);
      expect(lines.filter((line) => line.startsWith("Disallow"))).toEqual([]);
    });
  });
}

test("the share image is a 1200×630 JPEG; the web manifest, favicon and Apple touch icon are linked and served", async ({
  page,
  request,
}) => {
  const response = await request.get(SOCIAL_IMAGE.url);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("image/jpeg");
  const { format, width, height } = await sharp(await response.body()).metadata();
  expect([format, width, height]).toEqual(["jpeg", 1200, 630]);

  await page.goto("/");
  const manifestHref = await page.locator('head link[rel="manifest"]').getAttribute("href");
  expect(manifestHref).toBe("/manifest.webmanifest");
  const manifest = (await (await request.get(manifestHref ?? "")).json()) as {
    name: string;
    start_url: string;
    theme_color: string;
    icons: Array<{ src: string; sizes: string; type: string }>;
  };
  expect(manifest).toMatchObject({ start_url: "/", theme_color: brandColors.ink.DEFAULT });
  expect(manifest.name).toContain(project.name);
  expect(manifest.icons.map((icon) => icon.sizes)).toEqual(["any", "192x192", "512x512"]);

  const linked = [
    ...manifest.icons.map((icon) => icon.src),
    (await page.locator('head link[rel="icon"]').getAttribute("href")) ?? "",
    (await page.locator('head link[rel="apple-touch-icon"]').getAttribute("href")) ?? "",
  ];
  for (const src of linked) {
    const response = await request.get(src);
    expect(response.status(), src).toBe(200);
    expect(response.headers()["content-type"], src).toMatch(/^image\/(png|svg\+xml)/);
  }
  await expect(page.locator('head link[rel="apple-touch-icon"]')).toHaveAttribute(
    "sizes",
    "180x180",
  );
});
