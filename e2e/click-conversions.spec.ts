// A tap on any call or WhatsApp link counts as its own Ads conversion, once per click, without holding the link;
// a lead's conversion follows hashed user data (enhanced conversions), and only the hashes are stored.
import { createHash } from "node:crypto";
import type { Page } from "@playwright/test";
import { contact } from "../lib/content/project";
import { getDictionary } from "../lib/i18n";
import { LANGS, localePath } from "../lib/i18n/lang";
import { uiWords } from "../lib/i18n/ui";
import { WEB3FORMS_ENDPOINT } from "../lib/settings";
import { conversions, dataLayer, keptInBrowser } from "./support/ads";
import { sendHero, web3formsAccept } from "./support/leads";
import {
  arriveOffline,
  expect,
  test,
  gotoHydrated,
  stubThirdParties,
  variantEnv,
  variantOrigin,
} from "./support/site";

const adsId = variantEnv.NEXT_PUBLIC_GOOGLE_ADS_ID;
const CALL = `${adsId}/${variantEnv.NEXT_PUBLIC_GOOGLE_ADS_CALL_CONVERSION_LABEL}`;
const WHATSAPP = `${adsId}/${variantEnv.NEXT_PUBLIC_GOOGLE_ADS_WHATSAPP_CONVERSION_LABEL}`;

const callLink = (page: Page) =>
  page.getByRole("link", { name: contact.phoneDisplay, exact: true }).filter({ visible: true });

test.beforeEach(async ({ context }) => {
  // WhatsApp opens in a new tab; answer it here rather than on the network.
  await context.route("https://wa.me/**", (route) =>
    route.fulfill({ status: 200, contentType: "text/html", body: "<title>WhatsApp</title>" }),
  );
});

test("the tag loads, fires nothing until a call or WhatsApp tap, one conversion each; a lead sends hashed user data first; no ads id, no tag", async ({
  page,
}) => {
  const { gtagRequests } = await stubThirdParties(page);
  await gotoHydrated(page, `${variantOrigin}/`);
  await expect.poll(() => gtagRequests[0]).toContain(`id=${adsId}`);
  await expect
    .poll(async () => (await dataLayer(page)).some((e) => e[0] === "config" && e[1] === adsId))
    .toBe(true);
  expect(await conversions(page)).toEqual([]);
  const link = callLink(page).first();
  await link.scrollIntoViewIfNeeded();
  await link.click();
  await expect.poll(() => conversions(page)).toEqual([{ send_to: CALL }]);
  await link.click();
  await expect.poll(() => conversions(page)).toEqual([{ send_to: CALL }, { send_to: CALL }]);

  const whatsapp = page
    .getByRole("link", { name: uiWords.en.interface.quickContact.whatsappLabel })
    .filter({ visible: true });
  await whatsapp.first().scrollIntoViewIfNeeded();
  const popup = page.waitForEvent("popup");
  await whatsapp.first().click();
  expect(new URL((await popup).url()).hostname).toBe("wa.me");
  await expect
    .poll(() => conversions(page))
    .toEqual([{ send_to: CALL }, { send_to: CALL }, { send_to: WHATSAPP }]);

  // A lead: /thank-you sets hashed user data (SHA-256 of the email and E.164 phone) before the lead conversion.
  await page.route(WEB3FORMS_ENDPOINT, web3formsAccept);
  await gotoHydrated(page, `${variantOrigin}/`);
  await sendHero(page, {
    name: "Asha Verma",
    email: "  Asha.Verma@Example.IN ",
    phone: "098100 12345",
  });
  await expect.poll(() => conversions(page).then((list) => list.length)).toBe(1);
  const entries = await dataLayer(page);
  const setAt = entries.findIndex((entry) => entry[0] === "set" && entry[1] === "user_data");
  expect(setAt).toBeGreaterThanOrEqual(0);
  expect(setAt).toBeLessThan(entries.findIndex((e) => e[0] === "event" && e[1] === "conversion"));
  const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");
  expect(entries[setAt]?.[2]).toEqual({
    sha256_email_address: sha256("asha.verma@example.in"),
    sha256_phone_number: sha256("+919810012345"),
  });
  // Only the hashes are stored.
  const stored = await keptInBrowser(page);
  for (const raw of ["asha", "Asha", "9810012345", "98100 12345"])
    expect(stored).not.toContain(raw);
  const thanksPopup = page.waitForEvent("popup");
  await page
    .getByRole("main")
    .getByRole("link", { name: getDictionary("en").pages.thankYou.whatsapp.label })
    .click();
  await thanksPopup;
  await expect
    .poll(() => conversions(page).then((list) => list.filter((c) => c.send_to === WHATSAPP)))
    .toHaveLength(1);

  // Without an ads id (the plain build) no tag loads, on thank-you or home, and a tap counts nothing.
  const loaded = gtagRequests.length;
  await gotoHydrated(page, "/thank-you");
  await gotoHydrated(page, "/");
  const plainLink = callLink(page).first();
  await plainLink.scrollIntoViewIfNeeded();
  await plainLink.click();
  await page.waitForLoadState("networkidle");
  expect(gtagRequests).toHaveLength(loaded);
  expect(await page.evaluate(() => window.dataLayer)).toBeUndefined();
});

for (const lang of LANGS)
  test(`in ${lang}: offline once the page has arrived, the tag's code cannot load and the page raises no error`, async ({
    page,
  }) => {
    const url = `${variantOrigin}${localePath(lang, "/")}`;
    const offline = await arriveOffline(page, url);
    expect(await offline.settledErrors()).toEqual([]);
  });
