import { contact } from "../lib/content/project";
import { privacyFacts } from "../lib/legal/privacy";
import { privacyNotice } from "../lib/i18n/en/privacy";
import { privacyNoticeHi } from "../lib/i18n/hi/privacy";
import { expect, test } from "./support/site";

const notices = [
  { path: "/privacy", lang: "en-IN", notice: privacyNotice, other: "/hi/privacy" },
  { path: "/hi/privacy", lang: "hi", notice: privacyNoticeHi, other: "/privacy" },
];

/** What the English notice must name: data, purposes, recipients, rights and the Board. */
const ENGLISH_PHRASES = [
  "name, email address and phone number",
  "budget range",
  "message",
  "date and time slot of your site visit",
  "the page you sent the form from",
  "campaign parameters",
  "call you back about your enquiry",
  "Google Ads",
  "The developer of Nirala Gateway",
  "Registered real-estate brokers working on this project, only if you ticked the box",
  "United States (US East)",
  `${privacyFacts.retentionMonths} months after our last contact`,
  "withdraw your consent at any time, as easily as you gave it",
  "correct, complete or update them; and to erase them",
  "grievance officer",
  "Data Protection Board of India",
  "European Economic Area, the United Kingdom or Switzerland",
  "Until you accept, the ad click id and the campaign in the link are not stored",
  "at the foot of any page; the bar asks again",
];

for (const { path, lang, notice, other } of notices) {
  test(`${path}: a stand-alone notice in its language with every paragraph, linking its translation; English names each datum, right and the Board`, async ({
    page,
  }) => {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(notice.title);
    for (const section of notice.sections)
      await expect(page.getByRole("heading", { level: 2, name: section.heading })).toBeVisible();
    const translation = page
      .getByRole("main")
      .getByRole("link", { name: notice.translation.label });
    await expect(translation).toHaveAttribute("href", other);
    await expect(translation).toHaveAttribute("hreflang", lang === "hi" ? "en-IN" : "hi");

    const text = await page.locator("main").innerText();
    // Every paragraph of the notice in its language (Hindi's too: the Board, withdrawing consent).
    for (const section of notice.sections)
      for (const paragraph of section.paragraphs) expect(text).toContain(paragraph);
    // What is collected, in either language: the field names a visitor recognises.
    for (const item of ["utm_source", "gclid", "Web3Forms", "US East", "SHA-256"])
      expect(text).toContain(item);
    expect(text).toContain(contact.privacyEmail);
    expect(text).toContain(String(privacyFacts.retentionMonths));
    const withdraw = page.getByRole("link", {
      name: notice.sections.find((s) => s.id === "withdraw-consent")?.links?.[0]?.label ?? "",
    });
    await expect(withdraw).toHaveAttribute(
      "href",
      new RegExp(`^mailto:${contact.privacyEmail}\\?subject=`),
    );

    if (lang === "hi") {
      const items = page.getByRole("main").getByRole("listitem");
      const englishItems = privacyNotice.sections.reduce((n, s) => n + (s.list?.length ?? 0), 0);
      // Each section also appears once in the "On this page" list.
      await expect(items).toHaveCount(englishItems + privacyNotice.sections.length);
      return;
    }
    for (const phrase of ENGLISH_PHRASES) expect(text).toContain(phrase);
  });
}
