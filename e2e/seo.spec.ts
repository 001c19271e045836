import { expect, test, type Page } from "@playwright/test";
import { brandColors } from "../lib/ui/brand";
import { contact, project, rera } from "../lib/content/project";
import { DEFAULT_SITE_URL } from "../lib/settings";
import { SITE_DESCRIPTION, SITE_TITLE, SOCIAL_IMAGE } from "../lib/seo/metadata";
import { plainOrigin, stubThirdParties, variantEnv, variantOrigin } from "./support/site";

/** Each export states its canonical origin: the default for out/, the configured one for the variant. */
const builds = [
  { name: "default build", origin: plainOrigin, site: DEFAULT_SITE_URL },
  { name: "variant build", origin: variantOrigin, site: variantEnv.NEXT_PUBLIC_SITE_URL ?? "" },
];

const pages = [
  {
    path: "/",
    title: SITE_TITLE,
    description: SITE_DESCRIPTION,
    canonical: (site: string) => new RegExp(`^${site.replace(/\./g, "\\.")}/?$`),
  },
  {
    path: "/disclaimer",
    title: "Disclaimer | Nirala Gateway",
    description: /^Legal disclaimer for the Nirala Gateway website/,
    canonical: (site: string) => `${site}/disclaimer`,
  },
  {
    path: "/thank-you",
    title: "Thank You | Nirala Gateway",
    description: "Your enquiry about Nirala Gateway has been received.",
    canonical: (site: string) => `${site}/thank-you`,
  },
];

const meta = (page: Page, attr: "name" | "property", key: string) =>
  page.locator(`head meta[${attr}="${key}"]`);

test.beforeEach(async ({ page }) => {
  await stubThirdParties(page);
});

for (const build of builds) {
  test.describe(build.name, () => {
    test("the canonical origin is set", () => {
      expect(build.site).toMatch(/^https?:\/\//);
    });

    for (const p of pages) {
      test(`${p.path}: title, description, canonical and share cards`, async ({ page }) => {
        await page.goto(`${build.origin}${p.path}`);
        await expect(page).toHaveTitle(p.title);
        await expect(meta(page, "name", "description")).toHaveAttribute("content", p.description);
        await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute(
          "href",
          p.canonical(build.site),
        );

        await expect(meta(page, "property", "og:title")).toHaveAttribute("content", p.title);
        await expect(meta(page, "property", "og:description")).toHaveAttribute(
          "content",
          p.description,
        );
        await expect(meta(page, "property", "og:url")).toHaveAttribute(
          "content",
          p.canonical(build.site),
        );
        await expect(meta(page, "property", "og:type")).toHaveAttribute("content", "website");
        await expect(meta(page, "property", "og:locale")).toHaveAttribute("content", "en_IN");
        await expect(meta(page, "property", "og:site_name")).toHaveAttribute(
          "content",
          project.name,
        );
        const image = `${build.site}${SOCIAL_IMAGE.url}`;
        await expect(meta(page, "property", "og:image")).toHaveAttribute("content", image);
        await expect(meta(page, "property", "og:image:width")).toHaveAttribute("content", "1200");
        await expect(meta(page, "property", "og:image:height")).toHaveAttribute("content", "630");
        await expect(meta(page, "property", "og:image:alt")).toHaveAttribute(
          "content",
          SOCIAL_IMAGE.alt,
        );
        await expect(meta(page, "name", "twitter:card")).toHaveAttribute(
          "content",
          "summary_large_image",
        );
        await expect(meta(page, "name", "twitter:title")).toHaveAttribute("content", p.title);
        await expect(meta(page, "name", "twitter:image")).toHaveAttribute("content", image);

        await expect(page.locator("html")).toHaveAttribute("lang", "en-IN");
        await expect(meta(page, "name", "theme-color")).toHaveAttribute(
          "content",
          brandColors.ink.DEFAULT,
        );
      });
    }

    test("only /thank-you and the 404 page are noindex", async ({ page }) => {
      for (const path of ["/", "/disclaimer"]) {
        await page.goto(`${build.origin}${path}`);
        await expect(meta(page, "name", "robots")).toHaveCount(0);
      }
      await page.goto(`${build.origin}/thank-you`);
      await expect(meta(page, "name", "robots")).toHaveAttribute("content", "noindex, follow");
      await page.goto(`${build.origin}/no-such-page`);
      await expect(meta(page, "name", "robots")).toHaveAttribute("content", /noindex/);
    });

    test("the home page describes the project in JSON-LD", async ({ page }) => {
      await page.goto(`${build.origin}/`);
      const blocks = page.locator('script[type="application/ld+json"]');
      await expect(blocks).toHaveCount(1);
      const data = JSON.parse((await blocks.textContent()) ?? "") as {
        "@context": string;
        "@graph": Array<Record<string, unknown>>;
      };
      expect(data["@context"]).toBe("https://schema.org");
      const node = (type: string) => data["@graph"].find((n) => n["@type"] === type);

      expect(node("ApartmentComplex")).toMatchObject({
        name: project.name,
        url: `${build.site}/`,
        address: {
          "@type": "PostalAddress",
          streetAddress: "Sector 12",
          addressLocality: "Greater Noida West",
          addressRegion: "Uttar Pradesh",
          addressCountry: "IN",
        },
        geo: {
          "@type": "GeoCoordinates",
          latitude: project.geo.latitude,
          longitude: project.geo.longitude,
        },
      });
      expect(node("AggregateOffer")).toMatchObject({
        lowPrice: 6500000,
        highPrice: 12000000,
        priceCurrency: "INR",
      });
      expect(node("RealEstateAgent")).toMatchObject({
        name: contact.partnerName,
        identifier: { "@type": "PropertyValue", value: rera.partnerId },
      });
    });

    test("sitemap.xml lists the indexable pages on the canonical origin, not /thank-you", async ({
      request,
    }) => {
      const response = await request.get(`${build.origin}/sitemap.xml`);
      expect(response.status()).toBe(200);
      const xml = await response.text();
      const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
      expect(locs).toEqual([
        `${build.site}/`,
        `${build.site}/hi`,
        `${build.site}/disclaimer`,
        `${build.site}/hi/disclaimer`,
        `${build.site}/privacy`,
        `${build.site}/hi/privacy`,
      ]);
      expect(xml).not.toContain("thank-you");
    });

    test("robots.txt allows crawling and points to the sitemap", async ({ request }) => {
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

test("the share image is served as a 1200×630 JPEG", async ({ request }) => {
  const response = await request.get(SOCIAL_IMAGE.url);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("image/jpeg");
  const jpeg = await response.body();
  // The baseline/progressive start-of-frame marker holds height then width.
  const sof = [...jpeg.keys()].find(
    (i) => jpeg[i] === 0xff && (jpeg[i + 1] === 0xc0 || jpeg[i + 1] === 0xc2),
  );
  expect(sof).toBeDefined();
  const at = sof ?? 0;
  expect([jpeg.readUInt16BE(at + 7), jpeg.readUInt16BE(at + 5)]).toEqual([1200, 630]);
});

test("the web manifest, favicon and Apple touch icon are linked and served", async ({
  page,
  request,
}) => {
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
