/** `npm run perf`, applied throttling: when the hero form and "Enquiry Now" work, and INP while / loads (docs/performance.md). */
import { readFileSync } from "node:fs";
import type { Browser, Page } from "@playwright/test";
import type { onINP } from "web-vitals/attribution";
import { dialogCopy, heroFormCopy } from "../../lib/i18n/en/ui";
import { uiWords } from "../../lib/i18n/ui";
import { leadForms } from "../../lib/leads/forms-by-lang";
import { dialogAnchors } from "../../lib/ui/dialog-events";
import type { ReadinessRun } from "./perf-summary";
import { lastLcp, PHONE } from "./page-load";

/** The web-vitals attribution build as a classic script; its `var webVitals` would stay local to an init script. */
const webVitalsScript = () =>
  `${readFileSync("node_modules/web-vitals/dist/web-vitals.attribution.iife.js", "utf8")}\nwindow.webVitals = webVitals;`;

/** The quick-contact bar's "Enquiry Now", on every phone screen: the enquiry form's first opener. */
const ENQUIRY_NOW = uiWords.en.interface.quickContact.enquiry;

type Probe = { submitLabel: string; heroName: string; enquireLabel: string; anchor: string };
type ProbeState = { heroSubmit: number; enquire: number; inp: number | null; inpTarget: string };

/** Runs before the page's scripts: the first moment each control works (in the DOM), and INP. */
function installProbe({ submitLabel, heroName, enquireLabel, anchor }: Probe) {
  const state: ProbeState = { heroSubmit: -1, enquire: -1, inp: null, inpTarget: "" };
  (window as unknown as { __readiness: ProbeState }).__readiness = state;
  const text = (element: Element) => (element.textContent ?? "").replace(/\s+/g, " ").trim();
  const check = () => {
    const now = performance.now();
    if (state.heroSubmit < 0) {
      const form = [...document.querySelectorAll("form")].find(
        (candidate) =>
          candidate.getAttribute("aria-label") === heroName ||
          text(
            document.getElementById(candidate.getAttribute("aria-labelledby") ?? "") ?? candidate,
          ) === heroName,
      );
      const submit = [...(form?.querySelectorAll("button") ?? [])].find(
        (button) => text(button) === submitLabel,
      );
      if (submit && !submit.disabled && submit.getAttribute("aria-disabled") !== "true")
        state.heroSubmit = now;
    }
    if (state.enquire < 0) {
      const control = [...document.querySelectorAll("a, button")].find(
        (element) => text(element) === enquireLabel,
      );
      // A link to the in-page form (before hydration), or the hydrated dialog opener.
      const leads =
        control instanceof HTMLAnchorElement
          ? control.hash === `#${anchor}` &&
            !!document.getElementById(anchor)?.querySelector("form")
          : control instanceof HTMLButtonElement &&
            control.getAttribute("aria-disabled") !== "true";
      if (leads) state.enquire = now;
    }
  };
  // Once both work it stops, so the probe adds nothing to hydration's own DOM work.
  const observer = new MutationObserver(() => {
    check();
    if (state.heroSubmit >= 0 && state.enquire >= 0) observer.disconnect();
  });
  observer.observe(document, { subtree: true, childList: true, attributes: true });
  const vitals = (window as unknown as { webVitals: { onINP: typeof onINP } }).webVitals;
  // Every interaction counts, not only those over the library's default 40 ms.
  vitals.onINP(
    (metric) => {
      state.inp = metric.value;
      state.inpTarget = `${metric.attribution.interactionType} on ${metric.attribution.interactionTarget}`;
    },
    { reportAllChanges: true, durationThreshold: 16 },
  );
}

/**
 * Lighthouse's mobile preset for throttlingMethod=devtools (its constants.throttling.mobileSlow4G),
 * at `cpuRate`: the CPU slowdown calibrated for this host, as the Lighthouse passes get.
 */
async function throttle(page: Page, cpuRate: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 150 * 3.75,
    downloadThroughput: (1.6 * 1024 * 0.9 * 1024) / 8,
    uploadThroughput: (750 * 0.9 * 1024) / 8,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpuRate });
}

/** The Name field of the hero form, found as a visitor finds it. */
function heroNameField(page: Page) {
  const nameLabel = leadForms.hero.fields.find((field) => field.name === "name")?.label ?? "";
  return page
    .getByRole("form", { name: heroFormCopy.heading })
    .getByRole("textbox", { name: nameLabel, exact: true });
}

/** Taps "Enquiry Now" and waits for the hydrated dialog, or before hydration the in-page form. */
async function openEnquiry(page: Page) {
  const cta = { name: ENQUIRY_NOW, exact: true };
  await page.getByRole("link", cta).or(page.getByRole("button", cta)).first().tap();
  await page
    .getByRole("dialog", { name: dialogCopy.enquiry.title })
    .or(page.locator(`#${dialogAnchors.enquiry}`))
    .first()
    .waitFor({ state: "visible" });
}

/**
 * From the first paint, the visitor types a name, then taps "Enquiry Now"; or taps it at the load
 * event, as React hydrates (when a tap costs most), then types a name.
 */
async function act(page: Page, visitor: Exclude<Visitor, "none">) {
  if (visitor === "while-loading") await heroNameField(page).tap();
  else await page.waitForLoadState("load");
  const firstTap = await page.evaluate(() => ({
    loading: document.readyState !== "complete",
    hydrated: document.documentElement.hasAttribute("data-ready"),
  }));
  if (visitor === "as-it-hydrates") {
    await openEnquiry(page);
    await page.keyboard.press("Escape");
    await heroNameField(page).tap();
  }
  await page.keyboard.type("Asha Verma", { delay: 30 });
  if (visitor === "while-loading") await openEnquiry(page);
  return firstTap;
}

/** Who uses the page while it loads: nobody, a visitor from the first paint, or one at the load event. */
export type Visitor = "none" | "while-loading" | "as-it-hydrates";

/** One throttled load of `url` (the English home page), with or without a visitor acting. */
export async function measureReadiness(
  browser: Browser,
  url: string,
  visitor: Visitor,
  cpuRate: number,
): Promise<ReadinessRun> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: PHONE.dpr,
    isMobile: true,
    hasTouch: true,
    ignoreHTTPSErrors: true,
  });
  try {
    const page = await context.newPage();
    // No third party answers here: the ads tag, the map and hCaptcha are not the page's own load.
    await page.route(
      (target) => target.origin !== new URL(url).origin,
      (route) => route.abort(),
    );
    await throttle(page, cpuRate);
    // tsx names functions with an `__name` helper; the probe and evaluate run in the page, without it.
    await page.addInitScript("window.__name = (fn) => fn;");
    await page.addInitScript(webVitalsScript());
    await page.addInitScript(installProbe, {
      submitLabel: leadForms.hero.submitLabel,
      heroName: heroFormCopy.heading,
      enquireLabel: ENQUIRY_NOW,
      anchor: dialogAnchors.enquiry,
    });
    await page.goto(url, { waitUntil: "commit" });

    const firstTap = visitor === "none" ? null : await act(page, visitor);
    await page.waitForLoadState("load");
    await page.locator("html[data-ready]").waitFor({ state: "attached" });
    const run = await page.evaluate(async (tap) => {
      // web-vitals reports from an idle callback: let it run before reading.
      await new Promise((resolve) => requestIdleCallback(() => setTimeout(resolve, 500)));
      const paint = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? NaN;
      const state = (window as unknown as { __readiness: ProbeState }).__readiness;
      const usable = (at: number) => (at < 0 ? NaN : Math.max(at, paint));
      return {
        fcp: paint,
        heroSubmit: usable(state.heroSubmit),
        enquire: usable(state.enquire),
        inp: state.inp,
        inpTarget: state.inpTarget,
        firstTap: tap,
      };
    }, firstTap);
    return { ...run, lcp: (await lastLcp(page)).startTime };
  } finally {
    await context.close();
  }
}
