// #floor-plans on /plans, in both languages: each unit type's labelled plan, and its PDF after the form.
import { floorPlans } from "../lib/content/floor-plans";
import { rera } from "../lib/content/project";
import { floorPlanWords } from "../lib/i18n/floor-plan-words";
import { getDictionary } from "../lib/i18n";
import { LANGS, localePath } from "../lib/i18n/lang";
import { expect, gotoHydrated, test } from "./support/site";
import {
  contactLabels,
  fillContact,
  interceptLeads,
  prepareFor,
  sentFields,
  watchPage,
} from "./support/leads";
import { pageTexts } from "./support/pdf-text";

for (const lang of LANGS) {
  const { ui, pages } = getDictionary(lang);
  const [plan, name] = [floorPlans[3]!, pages.prices.unitNames[3]!];

  test(`in ${lang}: every unit type's plan is labelled and described, and the floor-plan form gives its one-page PDF`, async ({
    page,
    request,
  }) => {
    await prepareFor(page, "brochure");
    const { alerts } = watchPage(page);
    const leads = await interceptLeads(page);
    await gotoHydrated(page, `${localePath(lang, "/plans")}#floor-plans`);
    const section = page.locator("#floor-plans");
    const images = section.getByRole("img");
    await expect(images).toHaveCount(floorPlans.length);
    for (const [i, { image }] of floorPlans.entries()) {
      await expect(images.nth(i)).toHaveAttribute("alt", new RegExp(pages.prices.unitNames[i]!));
      expect((await request.get(image.src)).status()).toBe(200);
    }
    await expect(section.getByText(floorPlanWords[lang].indicative, { exact: true })).toHaveCount(
      floorPlans.length,
    );
    await section.getByRole("button", { name: new RegExp(name, "i") }).click();
    const own = floorPlanWords[lang];
    const dialog = page.getByRole("dialog", { name: own.dialog.title, exact: true });
    const submit = dialog.getByRole("button", { name: own.form.submit });
    await submit.click();
    await expect.poll(() => alerts).toEqual([ui.forms.alerts.missingContact]);
    await fillContact(dialog, contactLabels(lang));
    const download = page.waitForEvent("download");
    await submit.click();
    expect((await download).suggestedFilename()).toBe(plan.pdf.fileName);
    expect(alerts.at(-1)).toBe(own.form.downloading);
    expect(await sentFields(leads[0]!)).toMatchObject({
      message: "floor plan",
      unit_type: plan.unit.leadLabel,
    });
    await expect(dialog).toBeHidden();

    const texts = await pageTexts(await (await request.get(plan.pdf.href)).body());
    expect(texts).toHaveLength(1);
    expect(texts[0]).toContain(rera.projectId);
  });
}
