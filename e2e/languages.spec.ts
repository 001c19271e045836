// The site in two languages: every page names its language, its counterpart and itself, a switch in
// the header leads to the same page in the other language, and the 404 page offers both.
import type { Locator, Page } from "@playwright/test";
import { formatLakhCrore } from "../lib/buyer/format-inr";
import { priceRange, unitPrices } from "../lib/content/prices";
import { getDictionary } from "../lib/i18n";
import { hindiMoney } from "../lib/i18n/hi/money";
import { hiPages } from "../lib/i18n/hi/pages";
import { uiWords } from "../lib/i18n/ui";
import { htmlLang, LANGS, ogLocale, otherLang as other, type Lang } from "../lib/i18n/lang";
import { metadataFor } from "../lib/seo/metadata";
import type { PageId } from "../lib/seo/paths";
import { expect, test, BUILDS, gotoHydrated, plainOrigin, waitForHydration } from "./support/site";

type SitePage = { id: PageId; en: string; hi: string; indexed: boolean };

/** Each page's address in each language: the public contract, written out rather than derived. */
const PAGES: readonly SitePage[] = [
  { id: "home", en: "/", hi: "/hi", indexed: true },
  { id: "thankYou", en: "/thank-you", hi: "/hi/thank-you", indexed: false },
  { id: "disclaimer", en: "/disclaimer", hi: "/hi/disclaimer", indexed: true },
  { id: "privacy", en: "/privacy", hi: "/hi/privacy", indexed: true },
  { id: "plans", en: "/plans", hi: "/hi/plans", indexed: true },
  { id: "nri", en: "/nri", hi: "/hi/nri", indexed: true },
];
const HOME = PAGES[0]!;
const DEVANAGARI = /[\u0900-\u097F]/;

type Build = (typeof BUILDS)[number];

/** "http://x" and "http://x/" are one address: compare URLs as the browser resolves them. */
const normalized = (url: string) => new URL(url).href;

/** The title a page shows: the home page's own, every other page's "<title> | <project name>". */
function expectedTitle(id: PageId, lang: Lang): string {
  const { pages } = getDictionary(lang);
  const { title } = metadataFor(id, lang);
  return typeof title === "string" ? `${title} | ${pages.project.name}` : pages.meta.title;
}

/** hreflang en, hi and x-default, sorted, on the build's site URL. */
const alternatesOf = (build: Build, p: SitePage) => [
  { hreflang: "en", href: normalized(`${build.site}${p.en}`) },
  { hreflang: "hi", href: normalized(`${build.site}${p.hi}`) },
  { hreflang: "x-default", href: normalized(`${build.site}${p.en}`) },
];

/** The language switch, found by its name: the other language's own name for itself. */
const switchIn = (scope: Locator | Page, lang: Lang) =>
  scope.getByRole("link", { name: uiWords[other(lang)].languageName, exact: true });
const nav = (page: Page, lang: Lang, which: "main" | "mobile") =>
  page.getByRole("navigation", { name: uiWords[lang].interface.navigation[which], exact: true });
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
  await expect(page.locator("html")).toHaveAttribute("lang", htmlLang[lang]);
  await expect(page).toHaveTitle(expectedTitle(target.id, lang));
}

/** The page names both languages, x-default and itself as canonical, on its build's site URL. */
async function expectAlternates(page: Page, build: Build, p: SitePage, lang: Lang) {
  const links = await page.locator('head link[rel="alternate"][hreflang]').evaluateAll((elements) =>
    elements.map((el) => ({
      hreflang: el.getAttribute("hreflang")!,
      href: el.getAttribute("href")!,
    })),
  );
  // Absolute, on the site URL, not relative to wherever the page happens to be served.
  for (const link of links) expect(link.href.startsWith(build.site), link.href).toBe(true);
  const sorted = links
    .map((link) => ({ ...link, href: normalized(link.href) }))
    .sort((a, b) => a.hreflang.localeCompare(b.hreflang));
  expect(sorted).toEqual(alternatesOf(build, p));
  const canonical = page.locator('head link[rel="canonical"]');
  await expect(canonical).toHaveCount(1);
  const href = (await canonical.getAttribute("href")) ?? "";
  expect(href.startsWith(build.site), href).toBe(true);
  expect(normalized(href)).toBe(normalized(`${build.site}${p[lang]}`));
}

/** <html lang>, title, description and og:locale in the page's language. */
async function expectLanguageOf(page: Page, p: SitePage, lang: Lang) {
  const title = expectedTitle(p.id, lang);
  const description = metadataFor(p.id, lang).description ?? "";
  // The dictionaries hold words in the page's script: Devanagari for Hindi, none for English.
  expect(DEVANAGARI.test(title)).toBe(lang === "hi");
  expect(DEVANAGARI.test(description)).toBe(lang === "hi");
  expect(title).not.toBe(expectedTitle(p.id, other(lang)));
  await expect(page.locator("html")).toHaveAttribute("lang", htmlLang[lang]);
  await expect(page).toHaveTitle(title);
  const meta = (key: string) =>
    page.locator(`head meta[name="${key}"], head meta[property="${key}"]`);
  await expect(meta("description")).toHaveAttribute("content", description);
  await expect(meta("og:locale")).toHaveAttribute("content", ogLocale[lang]);
  await expect(meta("og:description")).toHaveAttribute("content", description);
}

for (const build of BUILDS) {
  test(`${build.name}: every page is in its language and names its alternates; sitemap.xml lists the indexed pages in both languages`, async ({
    page,
    request,
  }) => {
    expect(build.site).toMatch(/^https?:\/\/[^/]+/);
    for (const p of PAGES)
      for (const lang of LANGS) {
        await page.goto(`${build.origin}${p[lang]}`);
        await expectLanguageOf(page, p, lang);
        await expectAlternates(page, build, p, lang);
      }

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
        alternates: alternatesOf(build, p),
      })),
    );
    const byLoc = (a: { loc: string }, b: { loc: string }) => a.loc.localeCompare(b.loc);
    expect([...entries].sort(byLoc)).toEqual([...expected].sort(byLoc));
    expect(xml).not.toContain("thank-you");
  });
}

test.describe("the language switch", () => {
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    const onPhone = viewport.width < 768;
    test(`at ${viewport.width} px, on every page, leads to the counterpart, whose switch leads back`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      for (const p of PAGES) {
        await page.goto(p.en);
        for (const lang of LANGS) {
          const target = other(lang);
          const header = page.getByRole("banner");
          // One switch in view: at 1280 px the bar's, on a phone the header's (the bar is hidden).
          await expect(switchIn(header, lang)).toHaveCount(1);
          let link = switchIn(nav(page, lang, "main"), lang);
          if (onPhone) {
            await expect(nav(page, lang, "main")).toBeHidden();
            await expectSwitchTo(switchIn(header, lang), target, p[target]);
            await waitForHydration(page);
            const toggle = menuButton(page, lang);
            await toggle.click();
            await expect(toggle).toHaveAttribute("aria-expanded", "true");
            link = switchIn(nav(page, lang, "mobile"), lang);
          }
          await expectSwitchTo(link, target, p[target]);
          await link.click();
          await expectLandedOn(page, p, target);
        }
      }
    });
  }

  test("carries the section: /#about leads to /hi#about, opened there; after the hero's prices link, and at 390 px, the switch leads to /#prices", async ({
    page,
  }) => {
    // Landing with a hash; following a link to one from another page lands the same way.
    await gotoHydrated(page, "/#about");
    const link = switchIn(nav(page, "en", "main"), "en");
    await expectSwitchTo(link, "hi", "/hi#about");
    await link.click();
    await expect(page).toHaveURL(`${plainOrigin}/hi#about`);
    await expect(page.locator("html")).toHaveAttribute("lang", htmlLang.hi);
    await expect(
      page.getByRole("region", { name: hiPages.about.heading, exact: true }),
    ).toBeInViewport();

    // A jump within the page: the switch follows the hash as it changes.
    await waitForHydration(page);
    const back = switchIn(nav(page, "hi", "main"), "hi");
    await expectSwitchTo(back, "en", "/#about");
    await page
      .getByRole("region", { name: hiPages.hero.heading, exact: true })
      .getByRole("link", { name: hiPages.buyerLinks[0]!.heroLabel, exact: true })
      // By keyboard: the arrival scroll to #about, just after hydration, cannot move it from under a key.
      .press("Enter");
    await expect(page).toHaveURL(`${plainOrigin}/hi#prices`);
    await expectSwitchTo(back, "en", "/#prices");

    // On a phone, arriving on /hi#prices: the header's and the menu's switch lead to /#prices.
    await page.setViewportSize({ width: 390, height: 844 });
    // Loaded afresh: going to the address the tab is already on would only scroll within the page.
    await expect(page).toHaveURL(`${plainOrigin}/hi#prices`);
    await page.reload();
    await waitForHydration(page);
    await expectSwitchTo(switchIn(page.getByRole("banner"), "hi"), "en", "/#prices");
    await menuButton(page, "hi").click();
    const phoneLink = switchIn(nav(page, "hi", "mobile"), "hi");
    await expectSwitchTo(phoneLink, "en", "/#prices");
    await phoneLink.click();
    await expect(page).toHaveURL(`${plainOrigin}/#prices`);
    await expect(page.locator("html")).toHaveAttribute("lang", htmlLang.en);
  });
});

test.describe("a browser set to Hindi", () => {
  test.use({ locale: "hi-IN" });

  test("opening / stays on the English page: no redirect by browser language; the 404 page offers both languages, each leading home", async ({
    page,
  }) => {
    // Documents the tab loads: a redirect, by the server or by a script, would load a second one.
    const documents: string[] = [];
    page.on("request", (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame())
        documents.push(request.url());
    });
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);
    expect(response?.request().redirectedFrom()).toBeNull();
    expect((await response?.request().allHeaders())?.["accept-language"]).toMatch(/^hi-IN\b/);
    expect(await page.evaluate(() => navigator.language)).toBe("hi-IN");
    await waitForHydration(page);
    await page.waitForLoadState("networkidle");
    await expectLandedOn(page, HOME, "en");
    expect(documents).toEqual([`${plainOrigin}/`]);

    // The 404 page offers both languages, each leading to its home page.
    const en = getDictionary("en").pages.notFound;
    const hi = hiPages.notFound;
    expect((await page.goto("/no-such-page"))?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.heading);
    const hindiHeading = page.getByRole("heading", { level: 2, name: hi.heading, exact: true });
    await expect(hindiHeading).toBeVisible();
    // The Hindi half is marked as Hindi, so it is read and drawn as Hindi on an English page.
    await expect(hindiHeading.locator("xpath=ancestor-or-self::*[@lang][1]")).toHaveAttribute(
      "lang",
      "hi",
    );
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: en.homeLink, exact: true })).toHaveAttribute(
      "href",
      "/",
    );
    await main.getByRole("link", { name: hi.homeLink, exact: true }).click();
    await expectLandedOn(page, HOME, "hi");
    await page.goto("/no-such-page");
    await main.getByRole("link", { name: en.homeLink, exact: true }).click();
    await expectLandedOn(page, HOME, "en");
  });
});

test.describe("the Hindi home page", () => {
  // Its sections under their Hindi headings: e2e/sections.spec.ts.
  test("shows its prices in lakh and crore in Hindi words", async ({ page }) => {
    await page.goto("/hi");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(hiPages.hero.heading);

    const table = page.getByRole("table", { name: hiPages.prices.caption, exact: true });
    await expect(table.getByRole("row")).toHaveCount(unitPrices.length + 1);
    const money = new RegExp(`^₹[\\d.]+ (${hindiMoney.lakh}|${hindiMoney.crore})$`);
    for (const [index, unit] of unitPrices.entries()) {
      const price = formatLakhCrore(unit.priceFrom, hindiMoney);
      expect(price).toMatch(money);
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
