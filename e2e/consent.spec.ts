// The consent line and the one unticked box under every lead form, in both languages (ticked: blank-fields.spec.ts).
import { expect, test, type Locator } from "@playwright/test";
import { getDictionary } from "../lib/i18n";
import { uiWords } from "../lib/i18n/ui";
import { LANGS, localePath, type Lang } from "../lib/i18n/lang";
import { FORM_IDS, prepareFor, reachForm } from "./support/leads";

const consentBox = (form: Locator, lang: Lang = "en") =>
  form.getByRole("checkbox", { name: uiWords[lang].marketingConsentLabel, exact: true });

for (const lang of LANGS) {
  test(`in ${lang}: every form states the purpose, links the notice in both languages, and offers one unticked box`, async ({
    page,
  }) => {
    const words = uiWords[lang];
    const other: Lang = lang === "en" ? "hi" : "en";
    await prepareFor(page, "autoPopup");
    await page.goto(localePath(lang, "/"));
    // The popup that opens by itself first, then the page's forms and the dialogs.
    for (const id of ["autoPopup" as const, ...FORM_IDS.filter((kind) => kind !== "autoPopup")]) {
      const form = await reachForm(page, id, lang);
      await expect(form.getByText(words.consent.before.trim(), { exact: false })).toBeVisible();
      const notice = form.getByRole("link", { name: words.consent.linkLabel });
      await expect(notice).toHaveAttribute("href", localePath(lang, "/privacy"));
      await expect(notice).toHaveAttribute("target", "_blank");
      const translation = form.getByRole("link", {
        name: new RegExp(uiWords[other].languageName),
      });
      await expect(translation).toHaveAttribute("href", localePath(other, "/privacy"));
      await expect(translation).toHaveAttribute("hreflang", other);
      await expect(translation).toHaveAttribute("target", "_blank");
      await expect(form.getByRole("checkbox")).toHaveCount(1);
      await expect(consentBox(form, lang)).toBeVisible();
      await expect(consentBox(form, lang)).not.toBeChecked();
      // Esc closes each dialog, the popup that opened by itself too.
      if (id !== "hero" && id !== "siteVisit") await page.keyboard.press("Escape");
      await expect(page.getByRole("dialog")).toHaveCount(0);
    }
    // Brokers get the details only with that consent, the footer says.
    const { brokerSharing } = getDictionary(lang).pages.footer;
    await expect(page.getByRole("contentinfo").getByText(brokerSharing)).toBeVisible();
  });
}
