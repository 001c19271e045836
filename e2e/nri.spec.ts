// /nri and /hi/nri, "Buying from abroad": the rules with their sources, whether it is being built,
// the site visit and the enquiry, in each language.
import { formatProgressDate, progress } from "../lib/content/progress";
import { getDictionary } from "../lib/i18n";
import { LANGS, localePath } from "../lib/i18n/lang";
import { paths } from "../lib/seo/paths";
import { expect, expectNoAxeViolations, test } from "./support/site";

for (const lang of LANGS) {
  test(`${lang}: /nri shows its rules, the progress list and the UP RERA link, and passes axe`, async ({
    page,
  }) => {
    const { nri, progress: words, siteVisit, enquiry } = getDictionary(lang).pages;
    await page.goto(localePath(lang, paths.nri));
    const named = await page
      .locator("main > section")
      .evaluateAll((sections) =>
        sections.map((s) => document.getElementById(s.getAttribute("aria-labelledby") ?? "")?.id),
      );
    expect(named).toEqual([
      "nri-heading",
      "rules-heading",
      "progress-heading",
      "site-visit-heading",
      "enquiry-heading",
    ]);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(nri.heading);
    for (const heading of [nri.guide.heading, words.heading, siteVisit.heading, enquiry.heading])
      await expect(page.getByRole("region", { name: heading, exact: true })).toHaveCount(1);

    // Every rule is a card under its title, with its points and its source.
    for (const item of nri.guide.items) {
      const title = page.getByRole("heading", { level: 3, name: item.title, exact: true });
      const card = page.locator("#rules li").filter({ has: title });
      for (const text of [item.body, ...item.points, item.source])
        await expect(card).toContainText(text);
    }

    // #progress: the target possession beside the RERA date, then each milestone, dated, oldest first.
    const section = page.locator(`#${words.id}`);
    const date = (iso: string) => formatProgressDate(iso, words.dateLocale);
    await expect(section.locator("dl > div")).toHaveText([
      `${words.targetLabel}${date(progress.targetPossession)}`,
      `${words.reraLabel}${date(progress.reraCompletion)}${words.reraNote}`,
    ]);
    await expect(section.getByTestId("progress-milestones").getByRole("listitem")).toHaveText(
      progress.milestones.map(
        ({ date: day, milestone }) => `${date(day)}${words.milestones[milestone]}`,
      ),
    );
    const reports = section.getByRole("link", { name: words.reportsLink });
    await expect(reports).toHaveAttribute("href", progress.reraProjectPageUrl);
    await expect(reports).toHaveAttribute("target", "_blank");

    // The booking form is the home page's own site-visit section.
    await expect(page.locator("#site-visit form")).toHaveCount(1);
    await expectNoAxeViolations(page);
  });
}
