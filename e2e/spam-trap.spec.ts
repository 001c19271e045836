// The spam trap in every form, and the optional hCaptcha that loads only on a first focus.
import { expect, test, type Locator } from "@playwright/test";
import { spamTrap } from "../lib/content/lead-extras";
import { uiWords } from "../lib/i18n/ui";
import { leadForms } from "../lib/leads/forms-by-lang";
import { WEB3FORMS_ENDPOINT } from "../lib/settings";
import {
  expectSuccess,
  field,
  fillForm,
  FORM_IDS,
  heroForm,
  heroLabels,
  openForm,
  sendHero,
  submitButton,
  web3formsAccept,
} from "./support/leads";
import {
  gotoHydrated,
  HCAPTCHA_TEST_RESPONSE,
  plainOrigin,
  stubThirdParties,
  variantOrigin,
} from "./support/site";

const trapIn = (form: Locator) => form.locator(`input[name="${spamTrap.name}"]`);

for (const id of FORM_IDS) {
  test(`${id} form: the trap is unseen, untabbable, unannounced; filled, it sends nothing and the bot sees the success path`, async ({
    page,
  }) => {
    const { alerts, requests, form } = await openForm(page, id);
    const trap = trapIn(form);
    await expect(trap).toHaveCount(1);
    await expect(trap).toHaveAttribute("tabindex", "-1");
    await expect(trap).toHaveAttribute("autocomplete", "off");
    await expect(trap).not.toBeInViewport();
    expect(await trap.evaluate((input) => input.closest("[aria-hidden='true']") !== null)).toBe(
      true,
    );
    // Not among the text fields a screen reader lists: only the form's own.
    const own = leadForms[id].fields.filter(
      (def) => def.control !== "select" && def.control !== "radio",
    ).length;
    await expect(form.getByRole("textbox")).toHaveCount(own);

    await fillForm(form, id);
    await trap.fill("http://spam.example", { force: true });
    await expect(submitButton(form, id)).toBeEnabled();
    await submitButton(form, id).click();
    await expectSuccess(page, form, id, alerts, plainOrigin, "en", { namesLead: false });
    expect(requests).toHaveLength(0);
  });
}

test("hCaptcha, with a site key, loads on the first focus of a field, asks in the page's language, and its answer goes with the lead", async ({
  page,
  request,
}) => {
  const { hcaptchaRequests } = await stubThirdParties(page);
  // Hindi first: a fresh page, whose first focus asks for the challenge in Hindi.
  await gotoHydrated(page, `${variantOrigin}/hi`);
  await field(heroForm(page, "hi"), uiWords.hi.forms.labels.name).focus();
  await expect.poll(() => hcaptchaRequests.length).toBe(1);
  expect(new URL(hcaptchaRequests[0]!).searchParams.get("hl")).toBe("hi");
  hcaptchaRequests.length = 0;

  let sent: Record<string, unknown> | undefined;
  await page.route(WEB3FORMS_ENDPOINT, (route) => {
    sent = route.request().postDataJSON();
    return web3formsAccept(route);
  });
  await gotoHydrated(page, `${variantOrigin}/`);
  expect(hcaptchaRequests).toEqual([]);
  const form = heroForm(page);
  await field(form, heroLabels.name).focus();
  await expect.poll(() => hcaptchaRequests.length).toBe(1);
  const url = new URL(hcaptchaRequests[0]!);
  expect([url.searchParams.get("render"), url.searchParams.get("hl")]).toEqual(["explicit", "en"]);
  await expect(form.locator("[data-hcaptcha-stub]")).toHaveCount(1);
  await sendHero(page);
  expect(sent?.["h-captcha-response"]).toBe(HCAPTCHA_TEST_RESPONSE);
  expect(hcaptchaRequests).toHaveLength(1);
  const csp = (await request.get(`${variantOrigin}/`)).headers()["content-security-policy"];
  for (const directive of ["script-src", "frame-src", "connect-src", "style-src"]) {
    const sources = csp?.split("; ").find((part) => part.startsWith(`${directive} `)) ?? "";
    expect(sources.split(" ").filter((source) => source.includes("hcaptcha"))).toEqual([
      "https://hcaptcha.com",
      "https://*.hcaptcha.com",
    ]);
  }
  // Without a site key (the default build) the CSP leaves it out; nothing loads (hero-form.spec.ts).
  const plain = (await request.get(`${plainOrigin}/`)).headers()["content-security-policy"];
  expect(plain).not.toContain("hcaptcha");
});
