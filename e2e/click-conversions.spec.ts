// A tap on any call or WhatsApp link counts as its own Ads conversion, once per click, without holding the link.
import type { Page } from "@playwright/test";
import { contact } from "../lib/content/project";
import { uiWords } from "../lib/i18n/ui";
import { conversions, dataLayer } from "./support/ads";
import {
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

test("the tag loads with its config, fires nothing until a call or WhatsApp tap, one conversion each, on /thank-you too; no ads id, no tag", async ({
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

  await gotoHydrated(page, `${variantOrigin}/thank-you?lead=${crypto.randomUUID()}`);
  await expect.poll(() => conversions(page).then((list) => list.length)).toBe(1);
  const thanksPopup = page.waitForEvent("popup");
  await page
    .getByRole("main")
    .getByRole("link", { name: uiWords.en.thankYouWhatsapp.label })
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
