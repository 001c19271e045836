// Consent mode v2: a visitor in Europe is asked once about ad cookies, and the tag hears the answer.
import type { Locator, Page } from "@playwright/test";
import { ADS_IN_EUROPE_SECTION, CONSENT_REGIONS } from "../lib/ads/consent";
import { LANGS, localePath, otherLang } from "../lib/i18n/lang";
import { uiWords } from "../lib/i18n/ui";
import { privacyNotice } from "../lib/i18n/en/privacy";
import { privacyNoticeHi } from "../lib/i18n/hi/privacy";
import { WEB3FORMS_ENDPOINT } from "../lib/settings";
import { storageKeys } from "../lib/storage-keys";
import { dataLayer, type DataLayerEntry, keptInBrowser } from "./support/ads";
import {
  heroForm,
  interceptLeads,
  sendHero,
  sentFields,
  submitButton,
  web3formsAccept,
} from "./support/leads";
import { INDIAN_TIME } from "./support/lead-shape";
import {
  arriveOffline,
  expect,
  test,
  box,
  expectNoAxeViolations,
  gotoHydrated,
  overlaps,
  plainOrigin,
  quickContactBar,
  stubThirdParties,
  variantOrigin,
  waitForHydration,
} from "./support/site";

const en = uiWords.en;
const hi = uiWords.hi;
const adsId = "AW-123456789";

const consentBar = (page: Page, words = en.adConsent) =>
  page.getByRole("region", { name: words.label, exact: true });

const allKeys = (state: "granted" | "denied") => ({
  ad_storage: state,
  ad_user_data: state,
  ad_personalization: state,
  analytics_storage: state,
});

const isCommand = (entry: DataLayerEntry, command: string, target: unknown) =>
  entry[0] === command && entry[1] === target;

/** The variant's tag has queued its config, so every consent command before it is in place. */
async function tagCommands(page: Page): Promise<DataLayerEntry[]> {
  await waitForHydration(page);
  // Generous: the machine running the suite may be busy, and the tag waits for hydration.
  await expect
    .poll(async () => (await dataLayer(page)).some((entry) => isCommand(entry, "config", adsId)), {
      timeout: 15_000,
    })
    .toBe(true);
  return dataLayer(page);
}

const stored = (page: Page) =>
  page.evaluate((key) => localStorage.getItem(key), storageKeys.adConsent);

async function consentUpdates(page: Page) {
  return (await dataLayer(page))
    .filter((entry) => isCommand(entry, "consent", "update"))
    .map((entry) => entry[2]);
}

test.describe("a visitor in Europe", () => {
  test.use({ timezoneId: "Europe/Berlin" });

  test("the tag starts denied in Europe, granted elsewhere; the bar asks, Tab rings both answers; Reject denies, Accept grants, each remembered", async ({
    page,
    request,
  }) => {
    test.slow();
    // Decided in the browser: the static HTML never carries the bar.
    const html = await (await request.get(`${variantOrigin}/`)).text();
    expect(html).not.toContain(en.adConsent.message);

    await gotoHydrated(page, `${variantOrigin}/`);
    const entries = await tagCommands(page);
    const order = entries.map((entry) =>
      `${String(entry[0])} ${entry[0] === "js" ? "" : String(entry[1])}`.trim(),
    );
    expect(order.slice(0, 4)).toEqual([
      "consent default",
      "consent default",
      "js",
      `config ${adsId}`,
    ]);
    expect(entries[0]?.[2]).toEqual({
      ...allKeys("denied"),
      region: [...CONSENT_REGIONS],
      wait_for_update: 500,
    });
    expect(entries[1]?.[2]).toEqual(allKeys("granted"));
    expect(await consentUpdates(page)).toEqual([]);

    const bar = consentBar(page);
    await expect(bar).toBeVisible();
    await expect(bar).toContainText(en.adConsent.message);
    const accept = bar.getByRole("button", { name: en.adConsent.accept, exact: true });
    const reject = bar.getByRole("button", { name: en.adConsent.reject, exact: true });
    await expect(accept).toBeVisible();
    await expect(reject).toBeVisible();
    // Equally prominent: the same size and the same look.
    const [acceptBox, rejectBox] = [await box(accept), await box(reject)];
    expect(acceptBox.width).toBeCloseTo(rejectBox.width, 0);
    expect(acceptBox.height).toBeCloseTo(rejectBox.height, 0);
    const look = (button: Locator) =>
      button.evaluate((element) =>
        ["background-color", "color", "border-color", "font-size", "font-weight"].map((name) =>
          getComputedStyle(element).getPropertyValue(name),
        ),
      );
    expect(await look(accept)).toEqual(await look(reject));

    for (let presses = 0; presses < 10; presses++) {
      await page.keyboard.press("Tab");
      if (await accept.evaluate((element) => element === document.activeElement)) break;
    }
    await expect(accept).toBeFocused();
    const ring = (button: Locator) =>
      button.evaluate((element) => getComputedStyle(element).outlineStyle);
    expect(await ring(accept)).not.toBe("none");
    await page.keyboard.press("Tab");
    await expect(reject).toBeFocused();
    expect(await ring(reject)).not.toBe("none");
    await page.keyboard.press("Enter");
    await expect.poll(() => consentUpdates(page)).toEqual([allKeys("denied")]);
    await expect(bar).toHaveCount(0);
    expect(await stored(page)).toBe("denied");
    await page.reload();
    await tagCommands(page);
    expect(await consentUpdates(page)).toEqual([allKeys("denied")]);
    await expect(bar).toHaveCount(0);

    // Asked again once the answer is forgotten: Accept this time.
    await page.evaluate(() => localStorage.clear());
    await gotoHydrated(page, `${variantOrigin}/`);
    await accept.click();
    await expect.poll(() => consentUpdates(page)).toEqual([allKeys("granted")]);
    await expect(bar).toHaveCount(0);
    expect(await stored(page)).toBe("granted");
    await page.reload();
    const remembered = await tagCommands(page);
    // The remembered answer reaches the tag before its config, straight after the defaults.
    const updateAt = remembered.findIndex((entry) => isCommand(entry, "consent", "update"));
    expect(remembered[updateAt]?.[2]).toEqual(allKeys("granted"));
    expect(updateAt).toBe(2);
    await expect(bar).toHaveCount(0);
    await gotoHydrated(page, `${variantOrigin}/privacy`);
    await tagCommands(page);
    await expect(bar).toHaveCount(0);
  });
});

test.describe("a visitor in Europe, on a phone", () => {
  test.use({ timezoneId: "Europe/Berlin" });

  test("on a 390 px phone it sits above the call bar and moves off the focused hero submit button; without an ads id Accept is only remembered", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await gotoHydrated(page, "/");
    const bar = consentBar(page);
    await expect(bar).toBeVisible();
    const home = await box(bar);
    const callBar = await box(quickContactBar(page));
    // In its own place, a small gap above the call bar's controls.
    expect(callBar.y - (home.y + home.height)).toBeGreaterThanOrEqual(0);
    expect(callBar.y - (home.y + home.height)).toBeLessThanOrEqual(16);
    expect(home.x).toBeGreaterThanOrEqual(0);
    expect(home.x + home.width).toBeLessThanOrEqual(390);

    // Bring the submit button to exactly where the bar sits, then focus it there.
    const submit = submitButton(heroForm(page), "hero");
    const target = await box(submit);
    const by = target.y + target.height / 2 - (home.y + home.height / 2);
    await page.evaluate((top) => window.scrollBy({ top, behavior: "instant" }), by);
    await submit.focus();
    await expect(submit).toBeFocused();
    const placed = await box(submit);
    expect(overlaps(placed, home), "the button is where the bar was").toBe(true);

    await expect(bar).toBeVisible();
    await expect.poll(async () => overlaps(await box(bar), await box(submit))).toBe(false);
    await expect(bar).toBeInViewport();

    // Once the button scrolls away, the bar returns to its place.
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await expect.poll(async () => (await box(bar)).y).toBeCloseTo(home.y, 0);

    // Without an ads id the answer is only remembered.
    await bar.getByRole("button", { name: en.adConsent.accept, exact: true }).click();
    await expect(bar).toHaveCount(0);
    expect(await stored(page)).toBe("granted");
    expect(await page.evaluate(() => window.dataLayer)).toBeUndefined();
  });

  for (const lang of LANGS) {
    const words = uiWords[lang].adConsent;
    test(`${lang} at 320 px: the bar asks in the page's language, fits the screen, passes axe and links the notice's section`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 320, height: 640 });
      await gotoHydrated(page, localePath(lang, "/"));
      const bar = consentBar(page, words);
      await expect(bar).toBeInViewport({ ratio: 1 });
      for (const name of [words.accept, words.reject]) {
        await expect(bar.getByRole("button", { name, exact: true })).toBeInViewport({ ratio: 1 });
      }
      const otherWords = uiWords[otherLang(lang)].adConsent;
      await expect(page.getByRole("button", { name: otherWords.accept, exact: true })).toHaveCount(
        0,
      );
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        320,
      );
      await expectNoAxeViolations(page, `[aria-label="${words.label}"]`);

      await bar.getByRole("link", { name: words.linkLabel }).click();
      await expect(page).toHaveURL(
        new RegExp(`${localePath(lang, "/privacy")}#${ADS_IN_EUROPE_SECTION}$`),
      );
      const notice = lang === "hi" ? privacyNoticeHi : privacyNotice;
      const section = notice.sections.find((s) => s.id === ADS_IN_EUROPE_SECTION);
      await expect(
        page.getByRole("heading", { level: 2, name: section?.heading }),
      ).toBeInViewport();
    });
  }
});

for (const [timezoneId, lang] of [
  ["Atlantic/Canary", "en"],
  ["Europe/Berlin", "hi"],
] as const) {
  test.describe(`a visitor landing from an ad in ${timezoneId}`, () => {
    test.use({ timezoneId });

    test(`${lang}: nothing of the click is kept before an answer; leads say pending, denied, then granted (only it with user data) via Cookie choices`, async ({
      page,
    }) => {
      test.slow();
      const words = uiWords[lang].adConsent;
      const service = await interceptLeads(page, [web3formsAccept], {
        url: WEB3FORMS_ENDPOINT,
      });
      const landing = `${variantOrigin}${localePath(lang, "/")}?gclid=EU-CLICK&utm_source=google`;
      const sendLead = async (n: number) => {
        await gotoHydrated(page, landing);
        await sendHero(page, { email: `eu-${n}@example.in` }, lang);
        const sent = await sentFields(service[n]!);
        expect(sent).toMatchObject({ gclid: "EU-CLICK", utm_source: "google" });
        expect(sent.click_at).toMatch(INDIAN_TIME);
        // The conversion carries the visitor's (hashed) data only once they have accepted.
        await expect
          .poll(async () =>
            (await dataLayer(page)).some((e) => isCommand(e, "event", "conversion")),
          )
          .toBe(true);
        const userData = (await dataLayer(page)).some((entry) =>
          isCommand(entry, "set", "user_data"),
        );
        expect(userData, `lead ${n}`).toBe(sent.ad_consent === "granted");
        return sent.ad_consent;
      };
      await gotoHydrated(page, landing);
      await expect(consentBar(page, words)).toBeVisible();
      expect(await keptInBrowser(page)).not.toMatch(/EU-CLICK|google|nirala:(click|attr|visit)/);
      expect(await sendLead(0)).toBe("pending");
      expect(await keptInBrowser(page)).not.toMatch(/EU-CLICK|google|nirala:(click|attr|visit)/);

      await consentBar(page, words)
        .getByRole("button", { name: words.reject, exact: true })
        .click();
      expect(await sendLead(1)).toBe("denied");

      // Cookie choices asks again whatever the answer, and the new one goes to the tag.
      await page.getByRole("contentinfo").getByRole("link", { name: words.choices }).click();
      const accept = consentBar(page, words).getByRole("button", {
        name: words.accept,
        exact: true,
      });
      await expect(accept).toBeFocused();
      await accept.click();
      await expect
        .poll(async () => (await consentUpdates(page)).at(-1))
        .toEqual(allKeys("granted"));
      expect(await sendLead(2)).toBe("granted");
      expect(await keptInBrowser(page)).toContain("EU-CLICK");
    });
  });
}

test("a visitor in India or UTC is never asked, and the tag keeps the granted default", async ({
  browser,
}) => {
  for (const timezoneId of ["Asia/Kolkata", "UTC"]) {
    const context = await browser.newContext({ timezoneId });
    const page = await context.newPage();
    await stubThirdParties(page);
    for (const path of ["/", "/hi"]) {
      await gotoHydrated(page, `${variantOrigin}${path}`);
      await tagCommands(page);
      await expect(page.getByRole("region", { name: en.adConsent.label })).toHaveCount(0);
      await expect(page.getByRole("region", { name: hi.adConsent.label })).toHaveCount(0);
      expect(await consentUpdates(page), timezoneId).toEqual([]);
    }
    await context.close();
  }
});

test.describe("a visitor in Europe whose connection drops once the page has arrived", () => {
  test.use({ timezoneId: "Europe/Berlin" });

  for (const lang of LANGS) {
    const words = uiWords[lang].adConsent;
    test(`${lang}: the bar cannot load, the page stays whole and asks nothing; back online, Cookie choices asks`, async ({
      page,
    }) => {
      const url = `${plainOrigin}${localePath(lang, "/")}`;
      const offline = await arriveOffline(page, url);
      expect(await offline.settledErrors()).toEqual([]);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(heroForm(page, lang)).toBeVisible();
      await expect(consentBar(page, words)).toHaveCount(0);
      expect(await stored(page)).toBeNull();

      await offline.restore();
      await page.getByRole("contentinfo").getByRole("link", { name: words.choices }).click();
      const bar = consentBar(page, words);
      await expect(bar).toBeVisible();
      await bar.getByRole("button", { name: words.reject, exact: true }).click();
      await expect(bar).toHaveCount(0);
      expect(await stored(page)).toBe("denied");
    });
  }
});
