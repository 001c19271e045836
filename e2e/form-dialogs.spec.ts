// The brochure and contact dialogs, in both languages.
import { expect, test } from "@playwright/test";
import { brochure } from "../lib/content/project";
import { LANGS, localePath } from "../lib/i18n/lang";
import { uiWords } from "../lib/i18n/ui";
import { leadFormsByLang } from "../lib/leads/forms-by-lang";
import { openDialog, plainOrigin, stubThirdParties } from "./support/site";
import {
  contactLabels,
  expectLead,
  expectSubject,
  field,
  fillContact,
  interceptLeads,
  multipartFields,
  recordAlerts,
} from "./support/leads";

test.describe("form dialog: brochure and contact", () => {
  test.beforeEach(async ({ page }) => {
    await stubThirdParties(page);
  });

  test("opens with type contact or brochure and closes by its close control, Esc or the backdrop", async ({
    page,
  }) => {
    await page.goto("/");
    for (const kind of ["contact", "brochure"] as const) {
      let dialog = await openDialog(page, kind);
      await dialog.getByRole("button", { name: "Close" }).click();
      await expect(dialog).toBeHidden();
      dialog = await openDialog(page, kind);
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      dialog = await openDialog(page, kind);
      await page.mouse.click(5, 5);
      await expect(dialog).toBeHidden();
    }
  });

  for (const lang of LANGS) {
    const words = uiWords[lang];
    const home = localePath(lang, "/");
    const forms = leadFormsByLang[lang];

    test(`in ${lang}: brochure: the same download flow, labelled as a brochure download`, async ({
      page,
    }) => {
      const leads = await interceptLeads(page);
      const alerts = recordAlerts(page);
      await page.goto(home);
      const dialog = await openDialog(page, "brochure");
      const submit = dialog.getByRole("button", { name: forms.brochure.submitLabel, exact: true });
      await submit.click();
      await expect.poll(() => alerts).toEqual([words.forms.alerts.missingContact]);
      expect(leads.requests).toHaveLength(0);
      await fillContact(dialog, contactLabels(lang));
      const download = page.waitForEvent("download");
      await submit.click();
      expect((await download).suggestedFilename()).toBe(brochure.fileName);
      expect(alerts).toEqual([
        words.forms.alerts.missingContact,
        words.forms.alerts.brochureDownloading,
      ]);
      expect(leads.requests).toHaveLength(1);
      const { subject, ...sent } = leads.requests[0]!.postDataJSON() as Record<string, unknown>;
      expectSubject(subject, lang, "New enquiry · Nirala Gateway · Brochure download");
      expect(sent).toMatchObject({ message: "brochure download", language: lang, page: home });
      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL(`${plainOrigin}${home}`);
      const reopened = await openDialog(page, "brochure");
      await expect(field(reopened, words.forms.labels.email)).toHaveValue("");
    });

    test(`in ${lang}: contact: sending, then sent, and a reset, as form data`, async ({ page }) => {
      const leads = await interceptLeads(page, { hold: true, reply: { status: 200, body: "" } });
      await page.goto(home);
      const dialog = await openDialog(page, "contact");
      const message = dialog.getByRole("textbox", {
        name: words.forms.labels.message,
        exact: true,
      });
      await expect(message).toHaveAttribute("maxlength", "2000");
      await expect(message).not.toHaveAttribute("required", "");
      await fillContact(dialog, contactLabels(lang));
      await message.fill("Please call after 6 pm about a ground-floor shop.");
      await dialog.getByRole("button", { name: forms.contact.submitLabel, exact: true }).click();
      const status = dialog.getByRole("status");
      await expect(status).toHaveText(words.forms.status.sending);
      await expect(
        dialog.getByRole("button", { name: words.forms.pending.sending, exact: true }),
      ).toBeDisabled();
      await expect.poll(() => leads.requests.length).toBe(1);
      const request = leads.requests[0]!;
      expect((await request.allHeaders())["content-type"]).toMatch(
        /^multipart\/form-data; boundary=/,
      );
      expectLead(await multipartFields(request), lang, home, {
        subject: "Contact form",
        fields: { message: "Please call after 6 pm about a ground-floor shop.", source: "contact" },
      });
      leads.release();
      await expect(status).toHaveText(words.forms.status.sent);
      await expect(field(dialog, words.forms.labels.name)).toHaveValue("");
      await expect(message).toHaveValue("");
      await expect(page).toHaveURL(`${plainOrigin}${home}`);
    });
  }
});
