import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Locator, type Page } from "@playwright/test";
import jsQR from "jsqr";
import sharp from "sharp";
import { uiWords } from "../../lib/i18n/ui";
import type { SiteDialogKind } from "../../lib/content/navigation";
import { OPEN_DIALOG_EVENT } from "../../lib/ui/dialog-events";
import { dialogCopy } from "../../lib/i18n/en/ui";
import { storageKeys } from "../../lib/storage-keys";
import { LANGS, localePath, type Lang } from "../../lib/i18n/lang";
import { paths } from "../../lib/seo/paths";
import { settings } from "../../lib/settings";
import { PORT, VARIANT_PORT } from "./ports";
import variantEnvJson from "../../scripts/variant-env.json";

/** The export built with the ads tag and a Web3Forms key (scripts/variant-env.json). */
export const variantEnv: Record<string, string> = variantEnvJson;

export const plainOrigin = `http://localhost:${PORT}`;
export const variantOrigin = `http://localhost:${VARIANT_PORT}`;

/** Both exports, each with the site URL it states: the settings' for out/, the configured one for the variant. */
export const BUILDS = [
  { name: "default build", origin: plainOrigin, site: settings.siteUrl },
  { name: "variant build", origin: variantOrigin, site: variantEnv.NEXT_PUBLIC_SITE_URL ?? "" },
];

/** The answer hCaptcha's test site key gives; the stub returns it as a passed challenge would. */
export const HCAPTCHA_TEST_RESPONSE = "10000000-aaaa-bbbb-cccc-000000000001";

/** Stands in for hCaptcha's api.js: each widget is a marked box whose challenge has passed. */
const HCAPTCHA_STUB = `(() => {
  let count = 0;
  window.hcaptcha = {
    render(container) {
      const widget = document.createElement("div");
      widget.dataset.hcaptchaStub = String(count);
      container.append(widget);
      return String(count++);
    },
    getResponse() { return "${HCAPTCHA_TEST_RESPONSE}"; },
    reset() {},
  };
  const onload = new URL(document.currentScript.src).searchParams.get("onload");
  if (onload && window[onload]) window[onload]();
})();`;

/**
 * Keeps every third-party request inside the test: gtag.js, maps, fonts and the lead webhook are
 * answered locally.
 * Also suppresses the auto popup unless the test asks for it.
 */
export async function stubThirdParties(page: Page, options: { autoPopup?: boolean } = {}) {
  // Once a page: the shared fixture has stubbed it before a helper such as openForm asks again.
  const done = stubbed.get(page);
  if (done) return done;
  // Unless asked for, the auto popup counts as already shown, so it does not cover the page 3 s after load.
  if (!options.autoPopup)
    await page.addInitScript((key) => {
      try {
        window.sessionStorage.setItem(key, "1");
      } catch {
        // about:blank and sandboxed frames have no sessionStorage.
      }
    }, storageKeys.autoPopupSeen);
  const gtagRequests: string[] = [];
  await page.route("https://www.googletagmanager.com/**", (route) => {
    gtagRequests.push(route.request().url());
    return route.fulfill({
      status: 200,
      contentType: "text/javascript",
      body: "/* gtag.js stub */",
    });
  });
  const hcaptchaRequests: string[] = [];
  await page.route("https://js.hcaptcha.com/**", (route) => {
    hcaptchaRequests.push(route.request().url());
    // hCaptcha's loader asks for the script in CORS mode (crossorigin="anonymous").
    return route.fulfill({
      status: 200,
      contentType: "text/javascript",
      headers: { "access-control-allow-origin": "*" },
      body: HCAPTCHA_STUB,
    });
  });
  // The variant build copies every lead to its webhook; answered here so no copy leaves the test.
  const webhook = variantEnv.NEXT_PUBLIC_LEAD_WEBHOOK_URL;
  if (webhook) await page.route(webhook, (route) => route.fulfill({ status: 204 }));
  await page.route("https://www.google.com/maps**", (route) =>
    route.fulfill({
      status: 200,
      contentType: "text/html",
      body: "<!doctype html><title>Map</title>",
    }),
  );
  stubbed.set(page, { gtagRequests, hcaptchaRequests });
  return { gtagRequests, hcaptchaRequests };
}
const stubbed = new WeakMap<Page, { gtagRequests: string[]; hcaptchaRequests: string[] }>();

/**
 * Playwright's test and expect, with every journey's page stubbed (stubThirdParties) before it starts;
 * test.use({ autoPopup: true }) lets the auto popup open.
 */
export { expect };
export const test = base.extend<{ autoPopup: boolean }>({
  autoPopup: [false, { option: true }],
  page: async ({ page, autoPopup }, provide) => {
    await stubThirdParties(page, { autoPopup });
    await provide(page);
  },
});

/** Opens `url` and waits for the page to hydrate. */
/**
 * Opens `url` (hydrated), then goes offline: the scripts its HTML names load, any later one is
 * refused. `settledErrors` waits until the loader has given up (it tries once more at once, so a
 * second without a new attempt) and returns the page's uncaught errors; `restore` reconnects.
 */
export async function arriveOffline(page: Page, url: string) {
  const html = await (await page.request.get(url)).text();
  const named = new Set([...html.matchAll(/\/_next\/static\/[^"'\s]+\.js/g)].map((m) => m[0]));
  let lastRefused = 0;
  const pattern = "**/_next/static/**/*.js";
  await page.route(pattern, (route) => {
    if (named.has(new URL(route.request().url()).pathname)) return route.continue();
    lastRefused = Date.now();
    return route.abort("internetdisconnected");
  });
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  // Its sections hydrated; its forms' code, which the first interaction would fetch, cannot come.
  await page.goto(url);
  await page.locator("html[data-ready]").waitFor({ state: "attached" });
  return {
    settledErrors: async () => {
      await expect.poll(() => lastRefused > 0 && Date.now() - lastRefused > 1000).toBe(true);
      return errors;
    },
    restore: () => page.unroute(pattern),
  };
}

export async function gotoHydrated(page: Page, url: string) {
  await page.goto(url);
  await waitForHydration(page);
}

/**
 * Buttons and keyboard handlers work only after hydration: wait for the page's public readiness
 * signal (data-ready on <html>), set once the page has hydrated and swapped its controls, then for
 * every lead form's (data-ready on the form), whose code the visitor's first interaction fetches.
 */
export async function waitForHydration(page: Page) {
  await page.locator("html[data-ready]").waitFor({ state: "attached" });
  // A lead form's code comes with the visitor's first interaction: a tap on nothing in particular.
  await page.dispatchEvent("html", "pointerdown");
  await expect(page.locator("form[method=post]:not([data-ready])")).toHaveCount(0);
}

/**
 * Opens a form dialog the way every OpenDialogButton does (lib/dialog-events). The host listens
 * only once its effect has run after hydration, so the event is sent again until the dialog
 * shows: a wait for the page to be ready, not a retried assertion.
 */
export async function openDialog(page: Page, kind: SiteDialogKind): Promise<Locator> {
  // The dialog is titled in the page's language.
  const hindi = (await page.evaluate(() => document.documentElement.lang)) === "hi";
  const dialog = page.getByRole("dialog", {
    name: hindi ? uiWords.hi.dialogs[kind].title : dialogCopy[kind].title,
  });
  await expect(async () => {
    await page.evaluate(
      ([eventName, detailKind]) =>
        window.dispatchEvent(new CustomEvent(eventName, { detail: { kind: detailKind } })),
      [OPEN_DIALOG_EVENT, kind] as const,
    );
    await expect(dialog).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  return dialog;
}

/** Every page of both languages, from the one list of paths: English first, then Hindi. */
export const SITE_ROUTES = LANGS.flatMap((lang) =>
  Object.values(paths).map((path) => localePath(lang, path)),
);

/** A path no page has: every host answers it with the 404 page. */
export const NOT_FOUND_ROUTE = "/no-such-page";

/** Every page of both languages, and the 404 page. */
export const EVERY_ROUTE = [...SITE_ROUTES, NOT_FOUND_ROUTE];

export const DIALOG_KINDS = Object.keys(dialogCopy) as SiteDialogKind[];

/** The phone and desktop screens most journeys run at. */
export const PHONE = { width: 390, height: 844 };
export const VIEWPORTS = [{ width: 1280, height: 800 }, PHONE];

/** The Latin web fonts' files (Manrope, Playfair Display). */
export const LATIN_FONT_FILES = /\/_next\/static\/media\/(manrope|playfair)[^/]*\.woff2$/;

/** Holds every request to `url` until the returned release() is called, as a slow network would. */
export async function holdRequests(page: Page, url: string | RegExp) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Fails with each WCAG 2.2 A/AA rule axe finds broken (within `include`), and where. */
export async function expectNoAxeViolations(page: Page, include?: string) {
  const axe = new AxeBuilder({ page }).withTags([
    "wcag2a",
    "wcag2aa",
    "wcag21a",
    "wcag21aa",
    "wcag22aa",
  ]);
  const { violations } = await (include ? axe.include(include) : axe).analyze();
  expect(
    violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(" | ")}`),
  ).toEqual([]);
}

/** The floating quick-contact bar, named in the page's language. */
export const quickContactBar = (page: Page, lang: Lang = "en") =>
  page.getByRole("complementary", {
    name: uiWords[lang].interface.quickContact.label,
    exact: true,
  });

/** Opens the phone menu from its toggle by keyboard; the toggle says so and the menu shows. */
export async function openMenu(page: Page, lang: Lang = "en") {
  const words = uiWords[lang].interface.navigation;
  const toggle = page.getByRole("button", { name: words.menu, exact: true });
  await toggle.press("Enter");
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  const menu = page.getByRole("navigation", { name: words.mobile, exact: true });
  await expect(menu).toBeVisible();
  return menu;
}

/** A carousel, by the label of its region. */
export const carousel = (page: Page, label: string) => page.getByRole("region", { name: label });

export type Box = { x: number; y: number; width: number; height: number };

export async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  expect(found, "the element has a box").not.toBeNull();
  return found!;
}

export const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Reads a QR code from a picture (a screenshot, a rendered PDF page), as a phone camera would. */
export async function decodeQr(png: Buffer): Promise<string | null> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data ?? null;
}
