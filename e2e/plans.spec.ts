// The plans page in both languages: its sections, cost sheets that add up, a calculator whose lines
// follow the buyer's choices (a woman's stamp duty is lower), and "Send me this cost sheet" as a lead.
import type { Locator } from "@playwright/test";
import { unitCosts } from "../lib/content/cost-settings";
import { getDictionary } from "../lib/i18n";
import { LANGS, localePath } from "../lib/i18n/lang";
import { paths } from "../lib/seo/paths";
import { expect, test, waitForHydration } from "./support/site";
import { field, interceptLeads, sentFields, visitor } from "./support/leads";

const rupees = (text: string) => Number(text.replace(/\D/g, ""));
const STAMP_DUTY = 'tr[data-line="stampDuty"] td:last-child';

/** Each charge's amount (the last cell of its row) and the all-in total, in rupees. */
async function readSheet(table: Locator) {
  const amounts = (await table.locator("tbody tr td:last-child").allInnerTexts()).map(rupees);
  const total = rupees(await table.locator("tfoot td:last-child").innerText());
  const stampDuty = rupees(await table.locator(STAMP_DUTY).innerText());
  return { amounts, total, stampDuty };
}

async function expectAddsUp(table: Locator) {
  const sheet = await readSheet(table);
  expect(sheet.amounts.length).toBeGreaterThanOrEqual(7);
  expect(sheet.amounts.reduce((sum, amount) => sum + amount, 0)).toBe(sheet.total);
  return sheet;
}

for (const lang of LANGS) {
  test(`in ${lang}: #costs and #payment-plan render, the sheets add up, the buyer's choices change them and the sheet is sent as a lead`, async ({
    page,
  }) => {
    const { pages, ui } = getDictionary(lang);
    const [{ sheet, calculator }, typeName] = [pages.plans, pages.prices.unitNames[3]!];
    const leads = await interceptLeads(page);
    await page.goto(localePath(lang, paths.plans));
    await expect(page).toHaveTitle(new RegExp(`^${pages.plans.title} \\|`));
    for (const id of ["costs", "payment-plan"])
      await expect(page.locator(`section#${id}`)).toBeVisible();
    // A server-rendered sheet per unit type adds up; its smallest unit with parking is the "price from".
    const reference = page.locator("[data-cost-reference] table");
    await expect(reference).toHaveCount(unitCosts.length);
    for (const [index, name] of pages.prices.unitNames.entries()) {
      const table = reference.nth(index);
      await expect(table.locator("caption")).toContainText(name);
      await expect(table.getByRole("rowheader", { name: sheet.lines.base })).toBeVisible();
      await expect(table.locator("tr").last().getByRole("rowheader")).toHaveText(sheet.total);
      const [base = 0] = (await expectAddsUp(table)).amounts;
      expect(base + unitCosts[index]!.parking).toBe(unitCosts[index]!.priceFrom);
    }

    await waitForHydration(page); // The calculator loads as the section nears the viewport.
    const calc = page.locator("[data-cost-calculator]");
    await page.locator("section#costs").scrollIntoViewIfNeeded();
    const buyer = calc.getByRole("group", { name: calculator.buyer });
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
    await buyer.getByRole("radio", { name: calculator.buyers.woman, exact: true }).check();
    await expect(table.locator(STAMP_DUTY)).not.toHaveText(manStampDuty);
    const woman = await expectAddsUp(table);
    expect(woman.stampDuty).toBeLessThan(man.stampDuty);
    expect(man.total - woman.total).toBe(man.stampDuty - woman.stampDuty);
    // The payment plan follows the unit chosen above.
    await expect(page.locator("[data-chosen-plan] caption").first()).toContainText(typeName);

    const form = calc.getByRole("form", { name: calculator.sendHeading });
    for (const key of ["name", "email", "phone"] as const)
      await field(form, ui.forms.labels[key]).fill(visitor[key]);
    await form.getByRole("button", { name: calculator.sendHeading }).click();
    await expect.poll(() => leads.length).toBe(1);
    expect(await sentFields(leads[0]!)).toMatchObject({
      message: "cost sheet",
      unit_type: unitCosts[3]!.leadLabel,
      cost_total: String(woman.total),
      carpet_sq_ft: "400",
      location_options: "parkFacing",
      buyer: "woman",
      language: lang,
    });
  });
}
