import { expect, test, type Route } from "@playwright/test";
import type { DialogKind } from "../lib/content/navigation";
import { dialogCopy } from "../lib/i18n/en/ui";
import { MAX_LENGTH } from "../lib/leads/forms";
import { leadForms } from "../lib/leads/forms-by-lang";
import {
  accept,
  FORM_IDS,
  fillForm,
  interceptLeads,
  openDialog,
  reachForm,
  readForm,
  sentFields,
  submitButton,
  VALID,
  watchPage,
  type Values,
} from "./support/lead-journeys";
import { plainOrigin, stubThirdParties } from "./support/site";

const TEN_THOUSAND = 10_000;

/** Still a valid address after maxlength cuts it to 254 characters: 61-character labels. */
const LONG_EMAIL = `a@${`${"b".repeat(60)}.`.repeat(170)}in`;

/** Devanagari, an emoji ZWJ sequence, Arabic (RTL) and markup that must stay inert text. */
const HOSTILE_TEXT = `अनीता 👩🏽‍💼 مرحبا <script>window.pwned=1</script><img src=x onerror="window.pwned=2">`;
const ARABIC_INDIC_PHONE = "٩٨٧٦٥٤٣٢١٠";

declare global {
  interface Window {
    pwned?: number;
  }
}

/** The lead's own fields (the rest are the access key, project, source and campaign data). */
const LEAD_FIELDS = ["name", "email", "phone", "message", "budget"] as const;

for (const id of FORM_IDS) {
  test.describe(`${id} form`, () => {
    test.beforeEach(async ({ page }) => {
      await stubThirdParties(page, { autoPopup: id === "autoPopup" });
      if (id === "autoPopup") await page.clock.install();
    });

    test("10,000 characters in every field: the fields cap them and the request stays within the limits", async ({
      page,
    }) => {
      const { errors } = watchPage(page);
      const requests = await interceptLeads(page, [accept]);
      await page.goto("/");
      const form = await reachForm(page, id);
      const long: Values = {
        name: "N".repeat(TEN_THOUSAND),
        email: LONG_EMAIL,
        // A real number then spaces: the field keeps 20 characters, and they still make a phone number.
        phone: "+91 98765 43210".padEnd(TEN_THOUSAND, " "),
        message: "M".repeat(TEN_THOUSAND),
      };
      await fillForm(form, id, long);
      const held = await readForm(form, id);
      for (const def of leadForms[id].fields) {
        if ("maxLength" in def) expect(held[def.name]?.length).toBe(def.maxLength);
      }
      await submitButton(form, id).click();
      await expect.poll(() => requests.length).toBe(1);
      const sent = await sentFields(requests[0]!);
      expect(sent.name?.length).toBeLessThanOrEqual(MAX_LENGTH.name);
      expect(sent.email?.length).toBeLessThanOrEqual(MAX_LENGTH.email);
      expect(sent.phone?.length).toBeLessThanOrEqual(MAX_LENGTH.phone);
      if (leadForms[id].transport === "form-data") {
        expect(sent.message?.length).toBeLessThanOrEqual(MAX_LENGTH.message);
      }
      expect(errors).toEqual([]);
    });

    test("emoji, right-to-left text and script tags are sent as typed and never run", async ({
      page,
    }) => {
      const { errors } = watchPage(page);
      const requests = await interceptLeads(page, [accept]);
      await page.goto("/");
      const form = await reachForm(page, id);
      await fillForm(form, id, {
        name: HOSTILE_TEXT,
        phone: ARABIC_INDIC_PHONE,
        message: HOSTILE_TEXT,
      });
      await submitButton(form, id).click();
      await expect.poll(() => requests.length).toBe(1);
      const sent = await sentFields(requests[0]!);
      expect(sent.name).toBe(HOSTILE_TEXT);
      expect(sent.phone).toBe(ARABIC_INDIC_PHONE);
      if (leadForms[id].transport === "form-data") expect(sent.message).toBe(HOSTILE_TEXT);
      expect(await page.evaluate(() => window.pwned)).toBeUndefined();
      expect(errors).toEqual([]);
    });

    test("a burst of 20 clicks on submit sends one request", async ({ page }) => {
      const { alerts, errors } = watchPage(page);
      let release: () => void = () => {};
      const answered = new Promise<void>((resolve) => (release = resolve));
      // The service answers only after the whole burst, as a slow network would.
      const requests = await interceptLeads(page, [
        async (route: Route) => {
          await answered;
          await accept(route);
        },
      ]);
      await page.goto("/");
      const form = await reachForm(page, id);
      await fillForm(form, id);
      // Until hydration the button is disabled on purpose; the burst is about a live form.
      await expect(submitButton(form, id)).toBeEnabled();
      await submitButton(form, id).evaluate((button: HTMLButtonElement) => {
        for (let click = 0; click < 20; click += 1) button.click();
      });
      await expect.poll(() => requests.length).toBe(1);
      release();
      const success = leadForms[id].success;
      if (success.kind === "thank-you")
        await expect(page).toHaveURL(`${plainOrigin}${success.path}`);
      else if (success.kind === "download")
        await expect.poll(() => alerts).toEqual([success.alert]);
      else await expect(form.getByRole("status")).toHaveText(leadForms[id].status?.sent ?? "");
      expect(requests).toHaveLength(1);
      for (const name of LEAD_FIELDS) {
        if (name === "message" && leadForms[id].transport === "json") continue;
        const sent = (await sentFields(requests[0]!))[name];
        if (leadForms[id].fields.some((def) => def.name === name)) expect(sent).toBe(VALID[name]);
      }
      expect(errors).toEqual([]);
    });
  });
}

test("opening and closing the dialogs 12 times breaks nothing", async ({ page }) => {
  const { errors } = watchPage(page);
  const consoleErrors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") consoleErrors.push(message.text());
  });
  await stubThirdParties(page);
  await page.goto("/");
  const kinds = Object.keys(dialogCopy) as DialogKind[];
  // Each dialog twice by each way out: a listener or lock left behind shows by the second round.
  for (let round = 0; round < 12; round += 1) {
    const kind = kinds[round % kinds.length]!;
    const dialog = await openDialog(page, kind);
    // Alternate the two ways out: Esc and the labelled Close button.
    if (round % 2 === 0) await page.keyboard.press("Escape");
    else await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
  }
  await expect(page.locator("dialog[open]")).toHaveCount(0);
  const form = (await openDialog(page, "enquiry")).getByRole("form");
  await fillForm(form, "enquiry");
  expect(await readForm(form, "enquiry")).toMatchObject({ name: VALID.name, email: VALID.email });
  expect(errors).toEqual([]);
  expect(consoleErrors).toEqual([]);
});
