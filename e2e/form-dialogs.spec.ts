// The brochure and contact dialogs, in both languages (opening and closing them: abuse.spec.ts).
import { brochure } from "../lib/content/project";
import { LANGS, localePath } from "../lib/i18n/lang";
import { uiWords } from "../lib/i18n/ui";
import { expect, test, openDialog, plainOrigin } from "./support/site";
import {
  accept,
  contactLabels,
  field,
  fillContact,
  openForm,
  readForm,
  reply,
  sendHeld,
  sentFields,
  submitButton,
} from "./support/leads";

for (const lang of LANGS) {
  const words = uiWords[lang];
  const home = localePath(lang, "/");

  test(`in ${lang}: the brochure downloads once filled, a repeat is not sent; the contact form data: sending → failed, values kept → sent, reset`, async ({
    page,
  }) => {
    // The scripted submits (openForm waits for hydration); the contact form's first answer is a refusal.
    const answers = [accept, reply(500, ""), accept];
    await page.clock.install();
    const opened = await openForm(page, "brochure", { lang, hold: true, answers });
    const { alerts, requests: leads, form: dialog } = opened;
    await submitButton(dialog, "brochure", lang).click();
    await expect.poll(() => alerts).toEqual([words.forms.alerts.missingContact]);
    expect(leads).toHaveLength(0);
    await fillContact(dialog, contactLabels(lang));
    const download = page.waitForEvent("download");
    await sendHeld(dialog, "brochure", lang, leads, {
      subject: "Brochure download",
      fields: { message: "brochure download", redirect: "" },
    });
    leads.release();
    expect((await download).suggestedFilename()).toBe(brochure.fileName);
    expect(alerts).toEqual([
      words.forms.alerts.missingContact,
      words.forms.alerts.brochureDownloading,
    ]);
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(`${plainOrigin}${home}`);
    const reopened = await openDialog(page, "brochure");
    await expect(field(reopened, words.forms.labels.email)).toHaveValue("");
    // The same lead again within 30 minutes is thanked and downloads, but is not sent twice.
    await fillContact(reopened, contactLabels(lang));
    const again = page.waitForEvent("download");
    await submitButton(reopened, "brochure", lang).click();
    expect((await again).suggestedFilename()).toBe(brochure.fileName);
    await expect.poll(() => alerts.length).toBe(3);
    expect(leads).toHaveLength(1);

    const contact = await openDialog(page, "contact");
    const message = field(contact, words.forms.labels.message);
    await expect(message).toHaveAttribute("maxlength", "2000");
    await expect(message).not.toHaveAttribute("required", "");
    await fillContact(contact, contactLabels(lang));
    await message.fill("Please call after 6 pm about a ground-floor shop.");
    const contactLead = {
      subject: "Contact form",
      fields: { message: "Please call after 6 pm about a ground-floor shop.", source: "contact" },
    };
    const typed = await readForm(contact, "contact", lang);
    const request = await sendHeld(contact, "contact", lang, leads, contactLead);
    const status = contact.getByRole("status");
    await expect(status).toHaveText(words.forms.status.sending);
    expect((await request.allHeaders())["content-type"]).toMatch(
      /^multipart\/form-data; boundary=/,
    );
    leads.release();
    await expect(status).toHaveText(words.forms.status.failed);
    expect(await readForm(contact, "contact", lang)).toEqual(typed);
    await expect(
      contact.getByRole("link", { name: words.leadFallback.whatsappLabel }),
    ).toBeVisible();
    const retry = await sendHeld(contact, "contact", lang, leads, contactLead);
    expect((await sentFields(retry)).lead_id).toBe((await sentFields(request)).lead_id);
    leads.release();
    await expect(status).toHaveText(words.forms.status.sent);
    await expect(field(contact, words.forms.labels.name)).toHaveValue("");
    await expect(message).toHaveValue("");
    await expect(page).toHaveURL(`${plainOrigin}${home}`);
    // The status line speaks for the contact form: no alert beside the brochure's.
    expect(alerts).toHaveLength(3);
    // After 30 minutes the same lead is a new one.
    await page.clock.fastForward(31 * 60_000);
    await fillContact(contact, contactLabels(lang));
    await message.fill(contactLead.fields.message);
    await sendHeld(contact, "contact", lang, leads, contactLead);
    leads.release();
    await expect(status).toHaveText(words.forms.status.sent);
    expect(leads).toHaveLength(4);
  });
}
