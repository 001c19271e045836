import { expect, test } from "@playwright/test";
import { leadForms } from "../lib/leads/forms-by-lang";
import {
  expectSuccess,
  fillForm,
  FORM_IDS,
  openForm,
  readForm,
  sentFields,
  submitButton,
} from "./support/leads";
import { VALID } from "./support/lead-shape";
import { DIALOG_KINDS, openDialog, plainOrigin } from "./support/site";

const TEN_THOUSAND = 10_000;

/** Still a valid address after maxlength cuts it to 254 characters: 61-character labels. */
const LONG_EMAIL = `a@${`${"b".repeat(60)}.`.repeat(170)}in`;

/** Devanagari, an emoji ZWJ sequence, Arabic (RTL) and markup that must stay inert text. */
const HOSTILE_TEXT = `अनीता 👩🏽‍💼 مرحبا <script>window.pwned=1</script><img src=x onerror="window.pwned=2">`;
const ARABIC_INDIC_PHONE = "٩٨٧٦٥٤٣٢١٠";

for (const id of FORM_IDS) {
  test(`${id} form: 10,000 characters of emoji, RTL text and markup per field are capped, sent as kept, never run; 20 clicks send one request`, async ({
    page,
  }) => {
    // The service answers only after the whole burst, as a slow network would.
    const { alerts, errors, requests, form } = await openForm(page, id, { hold: true });
    await fillForm(form, id, {
      name: HOSTILE_TEXT.padEnd(TEN_THOUSAND, "N"),
      email: LONG_EMAIL,
      // A real number then spaces: the field keeps 20 characters, and they still make a phone number.
      phone: ARABIC_INDIC_PHONE.padEnd(TEN_THOUSAND, " "),
      message: HOSTILE_TEXT.padEnd(TEN_THOUSAND, "M"),
    });
    const held = await readForm(form, id);
    for (const def of leadForms[id].fields)
      if ("maxLength" in def) expect(held[def.name]?.length, def.name).toBe(def.maxLength);
    expect(held.name?.startsWith(HOSTILE_TEXT)).toBe(true);

    // Until hydration the button is disabled on purpose; the burst is about a live form.
    await expect(submitButton(form, id)).toBeEnabled();
    await submitButton(form, id).evaluate((button: HTMLButtonElement) => {
      for (let click = 0; click < 20; click += 1) button.click();
    });
    await expect.poll(() => requests.length).toBe(1);
    requests.release();
    await expectSuccess(page, form, id, alerts, plainOrigin);
    expect(requests).toHaveLength(1);
    const sent = await sentFields(requests[0]!);
    expect(sent.name).toBe(held.name);
    expect(sent.email).toBe(held.email);
    expect(sent.phone).toBe(ARABIC_INDIC_PHONE);
    if (leadForms[id].transport === "form-data") expect(sent.message).toBe(held.message);
    expect(await page.evaluate(() => "pwned" in window)).toBe(false);
    expect(errors).toEqual([]);
  });
}

test("opening the dialogs and closing them by Esc, Close or the backdrop, 12 times, breaks nothing", async ({
  page,
}) => {
  const consoleErrors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") consoleErrors.push(message.text());
  });
  const { errors } = await openForm(page, "hero");
  // Each dialog by each way out, and again: a listener or lock left behind shows by the next round.
  for (let round = 0; round < 12; round += 1) {
    const kind = DIALOG_KINDS[round % DIALOG_KINDS.length]!;
    const dialog = await openDialog(page, kind);
    const way = Math.floor(round / DIALOG_KINDS.length) % 3;
    if (way === 0) await page.keyboard.press("Escape");
    else if (way === 1) await dialog.getByRole("button", { name: "Close" }).click();
    else await page.mouse.click(5, 5); // the backdrop
    await expect(dialog, `${kind}, way out ${way}`).toBeHidden();
  }
  await expect(page.locator("dialog[open]")).toHaveCount(0);
  const form = (await openDialog(page, "enquiry")).getByRole("form");
  await fillForm(form, "enquiry");
  expect(await readForm(form, "enquiry")).toMatchObject({ name: VALID.name, email: VALID.email });
  expect(errors).toEqual([]);
  expect(consoleErrors).toEqual([]);
});
