// The readiness signal (data-ready on <html>) means the whole page: every control works through React.
import { getDictionary } from "../lib/i18n";
import { LANGS, localePath, type Lang } from "../lib/i18n/lang";
import { leadFormsByLang } from "../lib/leads/forms-by-lang";
import { dialogAnchors } from "../lib/ui/dialog-events";
import { field } from "./support/leads";
import { expect, holdRequests, test } from "./support/site";

/** A link to a dialog's form is what an opener is until its section has hydrated. */
const LINKS_TO_DIALOG_FORMS = Object.values(dialogAnchors)
  .map((anchor) => `a[href="#${anchor}"]`)
  .join(", ");

for (const lang of ["en", "hi"] as const satisfies readonly Lang[]) {
  test(
    `${lang}: the page says it is ready only once every section's openers are buttons`,
    { tag: "@smoke" },
    async ({ page }) => {
      // Counted in the page at the instant the signal is set, not after Playwright notices it.
      await page.addInitScript((selector) => {
        const seen = { links: -1, openers: -1 };
        (window as unknown as { __atReady: typeof seen }).__atReady = seen;
        // On the document: the init script runs before <html> is parsed.
        new MutationObserver((_, observer) => {
          if (!document.documentElement?.hasAttribute("data-ready")) return;
          seen.links = document.querySelectorAll(selector).length;
          seen.openers = document.querySelectorAll('button[aria-haspopup="dialog"]').length;
          observer.disconnect();
        }).observe(document, { subtree: true, attributes: true, attributeFilter: ["data-ready"] });
      }, LINKS_TO_DIALOG_FORMS);
      // Before hydration the openers are links: the count below is of something real.
      await page.goto(localePath(lang, "/"));
      await page.locator("html[data-ready]").waitFor({ state: "attached" });
      const atReady = await page.evaluate(
        () => (window as unknown as { __atReady: { links: number; openers: number } }).__atReady,
      );
      expect(atReady.links).toBe(0);
      // Each script once: a second copy of a chunk downloads and runs again on the buyer's phone.
      const scripts = page.locator("script[src]");
      const sources = await scripts.evaluateAll((all) => all.map((s) => s.getAttribute("src")));
      expect(sources.filter((src, index) => sources.indexOf(src) !== index)).toEqual([]);
      // The quick-contact bar's, the hero's, the prices', the brochure's and the contact section's.
      expect(atReady.openers).toBeGreaterThanOrEqual(8);
    },
  );
}

for (const lang of LANGS) {
  test(`${lang}: the page's scripts wait while the visitor types, and what they typed stays`, async ({
    page,
  }) => {
    const chunks = /\/_next\/static\/chunks\/.+\.js$/;
    const release = await holdRequests(page, chunks);
    let arrivedAt = Infinity;
    page.on("requestfinished", (request) => {
      if (chunks.test(request.url())) arrivedAt = Math.min(arrivedAt, Date.now());
    });
    await page.goto(localePath(lang, "/"));
    const hero = leadFormsByLang[lang].hero;
    const form = page.getByRole("form", { name: getDictionary(lang).ui.heroForm.heading });
    const name = field(
      form,
      hero.fields.find((def) => def.name === "name")!,
    );
    await name.click();
    release();
    // A key every 300 ms: while the visitor keeps typing, none of the arrived scripts runs.
    const typed = "Asha Verma Sharma";
    for (const key of typed) {
      await name.press(key);
      await page.waitForTimeout(300);
      await expect(page.locator("html[data-ready]")).toHaveCount(0);
    }
    // The scripts were in for at least two seconds of that typing.
    expect(Date.now() - arrivedAt).toBeGreaterThan(2000);
    // The visitor pauses: the page hydrates, with the name as typed.
    await page.locator("html[data-ready]").waitFor({ state: "attached" });
    await expect(name).toHaveValue(typed);
  });
}
