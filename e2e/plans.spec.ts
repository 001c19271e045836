// The plans page in both languages: its four sections; cost sheets that add up and a calculator whose
// lines follow the buyer's choices (a woman's stamp duty is lower); a floor plan and the cost sheet as leads.
import type { Locator, Page } from "@playwright/test";
import { unitCosts } from "../lib/content/cost-settings";
import { floorPlans } from "../lib/content/floor-plans";
import { rera } from "../lib/content/project";
import { floorPlanWords } from "../lib/i18n/floor-plan-words";
import { getDictionary } from "../lib/i18n";
import { LANGS, localePath, type Lang } from "../lib/i18n/lang";
import { paths } from "../lib/seo/paths";
import { arriveOffline, expect, test, plainOrigin, waitForHydration } from "./support/site";
import {
  contactLabels,
  fillContact,
  interceptLeads,
  prepareFor,
  sentFields,
  watchPage,
} from "./support/leads";
import { pageTexts } from "./support/pdf-text";

const rupees = (text: string) => Number(text.replace(/\D/g, ""));
const STAMP_DUTY = 'tr[data-line="stampDuty"] td:last-child';

/** Each charge's amount (the last cell of its row) adds up to the all-in total, in rupees. */
async function expectAddsUp(table: Locator) {
  const amounts = (await table.locator("tbody tr td:last-child").allInnerTexts()).map(rupees);
  const total = rupees(await table.locator("tfoot td:last-child").innerText());
  expect(amounts.length).toBeGreaterThanOrEqual(7);
  expect(amounts.reduce((sum, amount) => sum + amount, 0)).toBe(total);
  return { amounts, total, stampDuty: rupees(await table.locator(STAMP_DUTY).innerText()) };
}

/** A server-rendered sheet per unit type adds up; its smallest unit with parking is the "price from". */
async function expectReferenceSheets(page: Page, lang: Lang) {
  const { pages } = getDictionary(lang);
  const reference = page.locator("[data-cost-reference] table");
  await expect(reference).toHaveCount(unitCosts.length);
  for (const [index, name] of pages.prices.unitNames.entries()) {
    const table = reference.nth(index);
    await expect(table.locator("caption")).toContainText(name);
    await expect(
      table.getByRole("rowheader", { name: pages.plans.sheet.lines.base }),
    ).toBeVisible();
    await expect(table.locator("tr").last().getByRole("rowheader")).toHaveText(
      pages.plans.sheet.total,
    );
    const [base = 0] = (await expectAddsUp(table)).amounts;
    expect(base + unitCosts[index]!.parking).toBe(unitCosts[index]!.priceFrom);
  }
}

for (const lang of LANGS) {
  test(`in ${lang}: /plans has its four sections; the sheets add up and follow the buyer; a floor plan and the cost sheet are sent`, async ({
    page,
    request,
  }) => {
    const { pages } = getDictionary(lang);
    const [{ sheet, calculator }, typeName, words] = [
      pages.plans,
      pages.prices.unitNames[3]!,
      floorPlanWords[lang],
    ];
    await prepareFor(page, "brochure");
    const { alerts } = watchPage(page);
    const leads = await interceptLeads(page);
    await page.goto(localePath(lang, paths.plans));
    await expect(page).toHaveTitle(new RegExp(`^${pages.plans.title} \\|`));
    for (const id of ["costs", "payment-plan", "floor-plans", "progress"])
      await expect(page.locator(`section#${id}`)).toBeVisible();
    await expectReferenceSheets(page, lang);

    // Each unit type's plan, labelled and described; the form gives its one-page PDF.
    await waitForHydration(page);
    const plans = page.locator("#floor-plans");
    const images = plans.getByRole("img");
    await expect(images).toHaveCount(floorPlans.length);
    for (const [i, { image }] of floorPlans.entries()) {
      await expect(images.nth(i)).toHaveAttribute("alt", new RegExp(pages.prices.unitNames[i]!));
      expect((await request.get(image.src)).status()).toBe(200);
    }
    await expect(plans.getByText(words.indicative, { exact: true })).toHaveCount(floorPlans.length);
    await plans.getByRole("button", { name: new RegExp(typeName, "i") }).click();
    const dialog = page.getByRole("dialog", { name: words.dialog.title, exact: true });
    const getPlan = dialog.getByRole("button", { name: words.form.submit });
    await getPlan.click();
    await expect.poll(() => alerts).toEqual([getDictionary(lang).ui.forms.alerts.missingContact]);
    await fillContact(dialog, contactLabels(lang));
    const download = page.waitForEvent("download");
    await getPlan.click();
    expect((await download).suggestedFilename()).toBe(floorPlans[3]!.pdf.fileName);
    expect(alerts.at(-1)).toBe(words.form.downloading);
    expect(await sentFields(leads[0]!)).toMatchObject({
      message: "floor plan",
      unit_type: floorPlans[3]!.unit.leadLabel,
    });
    await expect(dialog).toBeHidden();
    const texts = await pageTexts(await (await request.get(floorPlans[3]!.pdf.href)).body());
    expect(texts).toHaveLength(1);
    expect(texts[0]).toContain(rera.projectId);

    // The calculator loads as the section nears the viewport; its lines follow each choice.
    const calc = page.locator("[data-cost-calculator]");
    await page.locator("section#costs").scrollIntoViewIfNeeded();
    // Its place is held at its height or a little less, never more: little moves as it arrives.
    const held = await calc
      .locator("..")
      .evaluate((slot) => parseFloat(getComputedStyle(slot).minHeight));
    const height = (await calc.boundingBox())?.height ?? 0;
    expect(height).toBeGreaterThanOrEqual(held);
    expect(height).toBeLessThanOrEqual(held * 1.1);
    const table = calc.locator("table");
    await calc
      .getByRole("combobox", { name: calculator.unitType })
      .selectOption({ label: typeName });
    await expect(table.locator("caption")).toContainText(typeName);
    await calc.getByRole("checkbox", { name: sheet.lines.parkFacing }).check();
    await expect(table.getByRole("rowheader", { name: sheet.lines.parkFacing })).toBeVisible();
    await calc.getByRole("slider", { name: calculator.size }).fill("400");
    await expect(table.locator("caption")).toContainText("400");
    const man = await expectAddsUp(table);
    const manStampDuty = await table.locator(STAMP_DUTY).innerText();
    const buyer = calc.getByRole("group", { name: calculator.buyer });
    await buyer.getByRole("radio", { name: calculator.buyers.woman, exact: true }).check();
    await expect(table.locator(STAMP_DUTY)).not.toHaveText(manStampDuty);
    const woman = await expectAddsUp(table);
    expect(woman.stampDuty).toBeLessThan(man.stampDuty);
    expect(man.total - woman.total).toBe(man.stampDuty - woman.stampDuty);
    // The payment plan follows the unit chosen above.
    await expect(page.locator("[data-chosen-plan] caption").first()).toContainText(typeName);

    const form = calc.getByRole("form", { name: calculator.sendHeading });
    await fillContact(form, contactLabels(lang));
    await form.getByRole("button", { name: calculator.sendHeading }).click();
    await expect.poll(() => leads.length).toBe(2);
    expect(await sentFields(leads[1]!)).toMatchObject({
      message: "cost sheet",
      unit_type: unitCosts[3]!.leadLabel,
      cost_total: String(woman.total),
      carpet_sq_ft: "400",
      location_options: "parkFacing",
      buyer: "woman",
      language: lang,
    });
  });

  test(`in ${lang}, offline once /plans has arrived: the calculator cannot load, its place closes and the cost sheets stand alone`, async ({
    page,
  }) => {
    const url = `${plainOrigin}${localePath(lang, paths.plans)}`;
    const offline = await arriveOffline(page, url);
    await page.locator("section#costs").scrollIntoViewIfNeeded();
    expect(await offline.settledErrors()).toEqual([]);
    await expect(page.locator("section#costs [data-needs-js]")).toBeHidden();
    await expectReferenceSheets(page, lang);
  });
}
