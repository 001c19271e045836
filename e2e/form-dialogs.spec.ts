// The brochure and contact dialogs, in both languages (opening and closing them: abuse.spec.ts).
import { brochure } from "../lib/content/project";
import { LANGS, localePath } from "../lib/i18n/lang";
import { uiWords } from "../lib/i18n/ui";
import { leadFormsByLang } from "../lib/leads/forms-by-lang";
import { expect, test, openDialog, plainOrigin } from "./support/site";
import {
  contactLabels,
  expectLead,
  field,
  fillContact,
  openForm,
  sentFields,
} from "./support/leads";

for (const lang of LANGS) {
  const words = uiWords[lang];
  const home = localePath(lang, "/");
  const forms = leadFormsByLang[lang];

  test(`in ${lang}: the brochure downloads once its contact fields are filled; the contact form goes sending → sent and resets, as form data`, async ({
    page,
  }) => {
    // openForm waits for the hydrated page: these are the scripted submits.
    const opened = await openForm(page, "brochure", { lang, hold: true });
    const { alerts, requests: leads, form: dialog } = opened;
    const submit = dialog.getByRole("button", { name: forms.brochure.submitLabel, exact: true });
    await submit.click();
    await expect.poll(() => alerts).toEqual([words.forms.alerts.missingContact]);
    expect(leads).toHaveLength(0);
    await fillContact(dialog, contactLabels(lang));
    const download = page.waitForEvent("download");
    await submit.click();
    await expect.poll(() => leads.length).toBe(1);
    leads.release();
    expect((await download).suggestedFilename()).toBe(brochure.fileName);
    expect(alerts).toEqual([
      words.forms.alerts.missingContact,
      words.forms.alerts.brochureDownloading,
    ]);
    expectLead(leads[0]!.postDataJSON(), lang, home, {
      subject: "Brochure download",
      fields: { message: "brochure download", redirect: "" },
    });
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(`${plainOrigin}${home}`);
    const reopened = await openDialog(page, "brochure");
    await expect(field(reopened, words.forms.labels.email)).toHaveValue("");
    await page.keyboard.press("Escape");

    const contact = await openDialog(page, "contact");
    const message = field(contact, words.forms.labels.message);
    await expect(message).toHaveAttribute("maxlength", "2000");
    await expect(message).not.toHaveAttribute("required", "");
    await fillContact(contact, contactLabels(lang));
    await message.fill("Please call after 6 pm about a ground-floor shop.");
    await contact.getByRole("button", { name: forms.contact.submitLabel, exact: true }).click();
    const status = contact.getByRole("status");
    await expect(status).toHaveText(words.forms.status.sending);
    await expect(
      contact.getByRole("button", { name: words.forms.pending.sending, exact: true }),
    ).toBeDisabled();
    await expect.poll(() => leads.length).toBe(2);
    const request = leads[1]!;
    expect((await request.allHeaders())["content-type"]).toMatch(
      /^multipart\/form-data; boundary=/,
    );
    expectLead(await sentFields(request), lang, home, {
      subject: "Contact form",
      fields: { message: "Please call after 6 pm about a ground-floor shop.", source: "contact" },
    });
    leads.release();
    await expect(status).toHaveText(words.forms.status.sent);
    await expect(field(contact, words.forms.labels.name)).toHaveValue("");
    await expect(message).toHaveValue("");
    await expect(page).toHaveURL(`${plainOrigin}${home}`);
  });
}
