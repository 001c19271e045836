// The site in two languages: every page names its language, its counterpart and itself, a switch in
// the header leads to the same page in the other language, and the 404 page offers both.
import { expect, test, type Locator, type Page } from "@playwright/test";
import { formatLakhCrore } from "../lib/buyer/format-inr";
import { priceRange, unitPrices } from "../lib/content/prices";
import { getDictionary } from "../lib/i18n";
import { hindiMoney } from "../lib/i18n/hi/money";
import { hiPages } from "../lib/i18n/hi/pages";
import { uiWords } from "../lib/i18n/ui";
import type { Lang } from "../lib/i18n/lang";
import { metadataFor } from "../lib/seo/metadata";
import type { PageId } from "../lib/seo/paths";
import { settings } from "../lib/settings";
import {
  plainOrigin,
  stubThirdParties,
  variantEnv,
  variantOrigin,
  waitForHydration,
} from "./support/site";

type SitePage = { id: PageId; en: string; hi: string; indexed: boolean };

/** Each page's address in each language: the public contract, written out rather than derived. */
const PAGES: readonly SitePage[] = [
  { id: "home", en: "/", hi: "/hi", indexed: true },
  { id: "thankYou", en: "/thank-you", hi: "/hi/thank-you", indexed: false },
  { id: "disclaimer", en: "/disclaimer", hi: "/hi/disclaimer", indexed: true },
  { id: "privacy", en: "/privacy", hi: "/hi/privacy", indexed: true },
];
const LANGS: readonly Lang[] = ["en", "hi"];
const other = (lang: Lang): Lang => (lang === "en" ? "hi" : "en");

const HTML_LANG: Record<Lang, string> = { en: "en-IN", hi: "hi" };
const OG_LOCALE: Record<Lang, string> = { en: "en_IN", hi: "hi_IN" };
const DEVANAGARI = /[\u0900-\u097F]/;

/** Each export states its site URL: the settings' for out/, the configured one for the variant. */
const builds = [
  { name: "default build", origin: plainOrigin, site: settings.siteUrl },
  { name: "variant build", origin: variantOrigin, site: variantEnv.NEXT_PUBLIC_SITE_URL ?? "" },
];

const DEFAULT_BUILD = builds[0]!;

const desktop = { width: 1280, height: 800 };
const phone = { width: 390, height: 844 };

/** "http://x" and "http://x/" are one address: compare URLs as the browser resolves them. */
const normalized = (url: string) => new URL(url).href;

/** The title a page shows: the home page's own, every other page's "<title> | <project name>". */
function expectedTitle(id: PageId, lang: Lang): string {
  const { pages } = getDictionary(lang);
  const { title } = metadataFor(id, lang);
  return typeof title === "string" ? `${title} | ${pages.project.name}` : pages.meta.title;
}

function expectedDescription(id: PageId, lang: Lang): string {
  const { description } = metadataFor(id, lang);
  if (!description) throw new Error(`${id} in ${lang} has no description`);
  return description;
}

const meta = (page: Page, attr: "name" | "property", key: string) =>
  page.locator(`head meta[${attr}="${key}"]`);

/** The language switch, found by its name: the other language's own name for itself. */
const switchIn = (scope: Locator | Page, lang: Lang) =>
  scope.getByRole("link", { name: uiWords[other(lang)].languageName, exact: true });

const mainNav = (page: Page, lang: Lang) =>
  page.getByRole("navigation", { name: uiWords[lang].interface.navigation.main, exact: true });
const mobileNav = (page: Page, lang: Lang) =>
  page.getByRole("navigation", { name: uiWords[lang].interface.navigation.mobile, exact: true });
const menuButton = (page: Page, lang: Lang) =>
  page.getByRole("button", { name: uiWords[lang].interface.navigation.menu, exact: true });

/** A switch is a plain link to the counterpart, marked with the language it leads to. */
async function expectSwitchTo(link: Locator, lang: Lang, href: string) {
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute("href", href);
  await expect(link).toHaveAttribute("hreflang", lang);
  await expect(link).toHaveAttribute("lang", lang);
}

/** Following a switch loads the counterpart, served in the other language. */
async function expectLandedOn(page: Page, target: SitePage, lang: Lang) {
  await expect(page).toHaveURL(`${plainOrigin}${target[lang]}`);
  await expect(page.locator("html")).toHaveAttribute("lang", HTML_LANG[lang]);
  await expect(page).toHaveTitle(expectedTitle(target.id, lang));
}

/** The page names both languages, x-default and itself as canonical, on its build's site URL. */
async function expectAlternates(
  page: Page,
  build: (typeof builds)[number],
  p: SitePage,
  lang: Lang,
) {
  const links = await page.locator('head link[rel="alternate"][hreflang]').evaluateAll((elements) =>
    elements.map((el) => ({
      hreflang: el.getAttribute("hreflang") ?? "",
      href: el.getAttribute("href") ?? "",
    })),
  );
  // Absolute, on the site URL, not relative to wherever the page happens to be served.
  for (const link of links) expect(link.href.startsWith(build.site), link.href).toBe(true);
  expect(
    links
      .map((link) => ({ ...link, href: normalized(link.href) }))
      .sort((a, b) => a.hreflang.localeCompare(b.hreflang)),
  ).toEqual([
    { hreflang: "en", href: normalized(`${build.site}${p.en}`) },
    { hreflang: "hi", href: normalized(`${build.site}${p.hi}`) },
    { hreflang: "x-default", href: normalized(`${build.site}${p.en}`) },
  ]);

  const canonical = page.locator('head link[rel="canonical"]');
  await expect(canonical).toHaveCount(1);
  const href = (await canonical.getAttribute("href")) ?? "";
  expect(href.startsWith(build.site), href).toBe(true);
  expect(normalized(href)).toBe(normalized(`${build.site}${p[lang]}`));
}

const HOME = PAGES[0] as SitePage;

test.beforeEach(async ({ page }) => {
  await stubThirdParties(page);
});

test.describe("each page speaks its language", () => {
  for (const p of PAGES) {
    for (const lang of LANGS) {
      test(`${p[lang]}: <html lang>, title, description and og:locale in ${lang}, and its alternates`, async ({
        page,
      }) => {
        const title = expectedTitle(p.id, lang);
        const description = expectedDescription(p.id, lang);
        // The dictionaries hold words in the page's script: Devanagari for Hindi, none for English.
        expect(DEVANAGARI.test(title)).toBe(lang === "hi");
        expect(DEVANAGARI.test(description)).toBe(lang === "hi");
        expect(title).not.toBe(expectedTitle(p.id, other(lang)));

        await page.goto(p[lang]);
        await expect(page.locator("html")).toHaveAttribute("lang", HTML_LANG[lang]);
        await expect(page).toHaveTitle(title);
        await expect(meta(page, "name", "description")).toHaveAttribute("content", description);
        await expect(meta(page, "property", "og:locale")).toHaveAttribute(
          "content",
          OG_LOCALE[lang],
        );
        await expect(meta(page, "property", "og:description")).toHaveAttribute(
          "content",
          description,
        );
        await expectAlternates(page, DEFAULT_BUILD, p, lang);
      });
    }
  }
});

for (const build of builds) {
  test.describe(`${build.name}: alternates`, () => {
    test("the site URL is absolute", () => {
      expect(build.site).toMatch(/^https?:\/\/[^/]+/);
    });

    // The default build's pages are checked one by one above, with their language.
    if (build !== DEFAULT_BUILD)
      test("every page names both languages, x-default and itself as canonical", async ({
        page,
      }) => {
        for (const p of PAGES)
          for (const lang of LANGS) {
            await page.goto(`${build.origin}${p[lang]}`);
            await expectAlternates(page, build, p, lang);
          }
      });

    test("sitemap.xml lists the indexed pages in both languages, each with its alternates", async ({
      request,
    }) => {
      const response = await request.get(`${build.origin}/sitemap.xml`);
      expect(response.status()).toBe(200);
      const xml = await response.text();
      const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body = ""]) => ({
        loc: normalized(/<loc>([^<]+)<\/loc>/.exec(body)?.[1] ?? "about:blank"),
        alternates: [
          ...body.matchAll(/<xhtml:link\s+rel="alternate"\s+hreflang="([^"]+)"\s+href="([^"]+)"/g),
        ]
          .map(([, hreflang = "", href = ""]) => ({ hreflang, href: normalized(href) }))
          .sort((a, b) => a.hreflang.localeCompare(b.hreflang)),
      }));

      const expected = PAGES.filter((p) => p.indexed).flatMap((p) =>
        LANGS.map((lang) => ({
          loc: normalized(`${build.site}${p[lang]}`),
          alternates: [
            { hreflang: "en", href: normalized(`${build.site}${p.en}`) },
            { hreflang: "hi", href: normalized(`${build.site}${p.hi}`) },
            { hreflang: "x-default", href: normalized(`${build.site}${p.en}`) },
          ],
        })),
      );
      const byLoc = (a: { loc: string }, b: { loc: string }) => a.loc.localeCompare(b.loc);
      expect([...entries].sort(byLoc)).toEqual([...expected].sort(byLoc));
      expect(xml).not.toContain("thank-you");
    });
  });
}

test.describe("the language switch", () => {
  test.describe("at 1280 px, in the desktop bar", () => {
    test.use({ viewport: desktop });

    for (const p of PAGES) {
      test(`${p.en} leads to ${p.hi}, whose switch leads back`, async ({ page }) => {
        await page.goto(p.en);
        for (const lang of LANGS) {
          const target = other(lang);
          const header = page.getByRole("banner");
          // One switch in view: the bar's; the phone header's copy is hidden at this width.
          await expect(switchIn(header, lang)).toHaveCount(1);
          const link = switchIn(mainNav(page, lang), lang);
          await expectSwitchTo(link, target, p[target]);
          await link.click();
          await expectLandedOn(page, p, target);
        }
      });
    }
  });

  test.describe("at 390 px, in the header bar and the menu", () => {
    test.use({ viewport: phone });

    for (const p of PAGES) {
      test(`${p.en} leads to ${p.hi}, whose switch leads back`, async ({ page }) => {
        await page.goto(p.en);
        for (const lang of LANGS) {
          const target = other(lang);
          const header = page.getByRole("banner");
          await expect(mainNav(page, lang)).toBeHidden();
          await expect(switchIn(header, lang)).toHaveCount(1);
          await expectSwitchTo(switchIn(header, lang), target, p[target]);

          await waitForHydration(page);
          const toggle = menuButton(page, lang);
          await toggle.click();
          await expect(toggle).toHaveAttribute("aria-expanded", "true");
          const link = switchIn(mobileNav(page, lang), lang);
          await expectSwitchTo(link, target, p[target]);
          await link.click();
          await expectLandedOn(page, p, target);
        }
      });
    }
  });

  test.describe("carries the section the visitor came to", () => {
    test.use({ viewport: desktop });

    test("arriving on /#about: the switch leads to /hi#about, which opens in Hindi", async ({
      page,
    }) => {
      await page.goto("/#about");
      await waitForHydration(page);
      const link = switchIn(mainNav(page, "en"), "en");
      await expectSwitchTo(link, "hi", "/hi#about");
      await link.click();
      await expect(page).toHaveURL(`${plainOrigin}/hi#about`);
      await expect(page.locator("html")).toHaveAttribute("lang", HTML_LANG.hi);
      await expect(
        page.getByRole("region", { name: hiPages.about.heading, exact: true }),
      ).toBeInViewport();
    });

    test("arriving on /hi#prices: the switch leads to /#prices", async ({ page }) => {
      await page.goto("/hi#prices");
      await waitForHydration(page);
      await expectSwitchTo(switchIn(mainNav(page, "hi"), "hi"), "en", "/#prices");
    });

    test("following the hero's prices link on /hi: the switch leads to /#prices", async ({
      page,
    }) => {
      await page.goto("/hi");
      await waitForHydration(page);
      const link = switchIn(mainNav(page, "hi"), "hi");
      await expectSwitchTo(link, "en", "/");
      const pricesLink = hiPages.buyerLinks[0]?.heroLabel ?? "";
      await page
        .getByRole("region", { name: hiPages.hero.heading, exact: true })
        .getByRole("link", { name: pricesLink, exact: true })
        .click();
      await expect(page).toHaveURL(`${plainOrigin}/hi#prices`);
      await expectSwitchTo(link, "en", "/#prices");
    });

    test("following the nav's About link on /: the switch leads to /hi#about", async ({ page }) => {
      await page.goto("/");
      await waitForHydration(page);
      const nav = mainNav(page, "en");
      await nav.getByRole("link", { name: uiWords.en.nav[1], exact: true }).click();
      await expect(page).toHaveURL(`${plainOrigin}/#about`);
      await expectSwitchTo(switchIn(nav, "en"), "hi", "/hi#about");
    });

    test("following the nav's About link from /disclaimer: the switch leads to /hi#about", async ({
      page,
    }) => {
      await page.goto("/disclaimer");
      await waitForHydration(page);
      const nav = mainNav(page, "en");
      await nav.getByRole("link", { name: uiWords.en.nav[1], exact: true }).click();
      await expect(page).toHaveURL(`${plainOrigin}/#about`);
      await expectSwitchTo(switchIn(nav, "en"), "hi", "/hi#about");
    });

    test.describe("at 390 px", () => {
      test.use({ viewport: phone });

      test("arriving on /hi#prices: the menu's switch leads to /#prices", async ({ page }) => {
        await page.goto("/hi#prices");
        await waitForHydration(page);
        await expectSwitchTo(switchIn(page.getByRole("banner"), "hi"), "en", "/#prices");
        await menuButton(page, "hi").click();
        const link = switchIn(mobileNav(page, "hi"), "hi");
        await expectSwitchTo(link, "en", "/#prices");
        await link.click();
        await expect(page).toHaveURL(`${plainOrigin}/#prices`);
        await expect(page.locator("html")).toHaveAttribute("lang", HTML_LANG.en);
      });
    });
  });
});

test.describe("a browser set to Hindi", () => {
  test.use({ locale: "hi-IN" });

  test("opening / stays on the English page: no redirect by browser language", async ({ page }) => {
    // Documents the tab loads: a redirect, by the server or by a script, would load a second one.
    const documents: string[] = [];
    page.on("request", (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) {
        documents.push(request.url());
      }
    });
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);
    expect(response?.request().redirectedFrom()).toBeNull();
    expect((await response?.request().allHeaders())?.["accept-language"]).toMatch(/^hi-IN\b/);
    expect(await page.evaluate(() => navigator.language)).toBe("hi-IN");

    await waitForHydration(page);
    await page.waitForLoadState("networkidle");
    await expect(page).toHaveURL(`${plainOrigin}/`);
    await expect(page.locator("html")).toHaveAttribute("lang", HTML_LANG.en);
    await expect(page).toHaveTitle(expectedTitle("home", "en"));
    expect(documents).toEqual([`${plainOrigin}/`]);
  });
});

test("the 404 page offers both languages, each leading to its home page", async ({ page }) => {
  const en = getDictionary("en").pages.notFound;
  const hi = hiPages.notFound;
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);

  await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.heading);
  const hindiHeading = page.getByRole("heading", { level: 2, name: hi.heading, exact: true });
  await expect(hindiHeading).toBeVisible();
  // The Hindi half is marked as Hindi, so it is read and drawn as Hindi on an English page.
  expect(await hindiHeading.evaluate((el) => el.closest("[lang]")?.getAttribute("lang"))).toBe(
    "hi",
  );

  const main = page.getByRole("main");
  const englishHome = main.getByRole("link", { name: en.homeLink, exact: true });
  const hindiHome = main.getByRole("link", { name: hi.homeLink, exact: true });
  await expect(englishHome).toHaveAttribute("href", "/");
  await expect(hindiHome).toHaveAttribute("href", "/hi");

  await hindiHome.click();
  await expectLandedOn(page, HOME, "hi");

  await page.goto("/no-such-page");
  await main.getByRole("link", { name: en.homeLink, exact: true }).click();
  await expectLandedOn(page, HOME, "en");
});

test.describe("the Hindi home page", () => {
  /** The home page's sections, each a region named by its heading. */
  const SECTIONS = [
    "hero",
    "about",
    "atAGlance",
    "amenities",
    "whyInvest",
    "prices",
    "highways",
    "location",
    "gallery",
    "siteVisit",
    "brochure",
    "enquiry",
    "faq",
    "contact",
  ] as const;
  const en = getDictionary("en");

  test("shows every section under its Hindi heading, none under the English one", async ({
    page,
  }) => {
    await page.goto("/hi");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(hiPages.hero.heading);
    const headings = [
      ...SECTIONS.map((key) => ({ key, hi: hiPages[key].heading, en: en.pages[key].heading })),
      { key: "emi", hi: uiWords.hi.emi.heading, en: uiWords.en.emi.heading },
    ];
    for (const { key, hi, en: english } of headings) {
      expect(hi, key).not.toBe(english);
      const region = page.getByRole("region", { name: hi, exact: true });
      await expect(region, key).toHaveCount(1);
      await expect(region.getByRole("heading", { name: hi, exact: true }), key).toBeVisible();
      await expect(page.getByRole("heading", { name: english, exact: true }), key).toHaveCount(0);
    }
  });

  test("gives prices in lakh and crore, in Hindi words", async ({ page }) => {
    await page.goto("/hi");
    const table = page.getByRole("table", { name: hiPages.prices.caption, exact: true });
    await expect(table.getByRole("row")).toHaveCount(unitPrices.length + 1);
    for (const [index, unit] of unitPrices.entries()) {
      const price = formatLakhCrore(unit.priceFrom, hindiMoney);
      expect(price).toMatch(new RegExp(`^₹[\\d.]+ (${hindiMoney.lakh}|${hindiMoney.crore})$`));
      const row = table.getByRole("row").filter({
        has: page.getByRole("rowheader", { name: hiPages.prices.unitNames[index] }),
      });
      await expect(row).toHaveCount(1);
      await expect(row.getByRole("cell").last()).toContainText(price);
    }

    const range = `${formatLakhCrore(priceRange.min, hindiMoney)} – ${formatLakhCrore(priceRange.max, hindiMoney)}`;
    await expect(
      page.getByRole("region", { name: hiPages.hero.heading, exact: true }),
    ).toContainText(range);
    // No amount is left in the English shorthand ("₹65 L", "₹1.2 Cr").
    await expect(page.getByRole("main")).not.toContainText(/₹\s?[\d.,]+\s?(L|Cr)\b/);
  });
});
