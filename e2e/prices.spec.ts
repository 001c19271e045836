// The unit types and prices table, and the price-breakup lead it starts.
import { budgetOptions } from "../lib/content/leads";
import { dialogCopy } from "../lib/i18n/en/ui";
import { formatCarpetRange, formatPriceFrom, unitPrices } from "../lib/i18n/english";
import { pricesSection } from "../lib/i18n/en/sections/buying";
import { leadForms } from "../lib/leads/forms-by-lang";
import { expect, test, gotoHydrated, plainOrigin } from "./support/site";
import {
  field,
  fillContact,
  interceptLeads,
  popupLabels,
  thankYouUrl,
  visitor,
} from "./support/leads";

test.describe("prices", () => {
  test("a table lists each unit type with its carpet area and starting price; on a phone the area sits under the unit type and nothing overflows", async ({
    page,
  }) => {
    await page.goto("/");
    const section = page.locator("section#prices");
    const table = section.getByRole("table", { name: pricesSection.caption });
    await expect(table).toBeVisible();
    await expect(table.getByRole("columnheader")).toHaveText([
      pricesSection.columns.unit,
      pricesSection.columns.area,
      pricesSection.columns.price,
    ]);
    // Read as a screen reader names them: the phone-only area line is hidden on this width.
    const rowHeaders = table.getByRole("rowheader");
    await expect(rowHeaders).toHaveCount(unitPrices.length);
    for (const [index, unit] of unitPrices.entries()) {
      await expect(rowHeaders.nth(index)).toHaveAccessibleName(unit.name);
    }
    for (const unit of unitPrices) {
      const row = table.getByRole("row", { name: new RegExp(`^${unit.name}`) });
      await expect(row.getByRole("cell").first()).toHaveText(formatCarpetRange(unit.carpetSqFt));
      await expect(row).toContainText(formatPriceFrom(unit));
    }
    await expect(table).toContainText("₹65 L");
    await expect(table).toContainText("₹1.1 Cr");
    await expect(section).toContainText("carpet area");
    await expect(section).toContainText("GST, stamp duty and registration are extra");

    await page.setViewportSize({ width: 390, height: 844 });
    await table.scrollIntoViewIfNeeded();
    const studio = unitPrices.at(-1)!;
    await expect(table.getByRole("rowheader", { name: new RegExp(studio.name) })).toContainText(
      formatCarpetRange(studio.carpetSqFt),
    );
    const box = await table.boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(390);
  });

  test("Get price breakup opens the enquiry popup and the lead names the unit type; the popup opened from elsewhere afterwards names none", async ({
    page,
  }) => {
    const { requests } = await interceptLeads(page);
    await gotoHydrated(page, "/");
    const dialog = page.getByRole("dialog", { name: dialogCopy.enquiry.title });
    const breakup = (unit: string) =>
      page
        .getByRole("row", { name: new RegExp(`^${unit}`) })
        .getByRole("button", { name: /Get price breakup/ });
    const send = async (values = visitor) => {
      await fillContact(dialog, popupLabels, values);
      await field(dialog, "Budget").selectOption(budgetOptions[0]!.value);
      await dialog.getByRole("button", { name: leadForms.enquiry.submitLabel }).click();
      await expect(page).toHaveURL(thankYouUrl(plainOrigin));
    };
    const studio = unitPrices.find((unit) => unit.leadLabel === "Studio apartment")!;
    await breakup(studio.name).click();
    await expect(dialog).toBeVisible();
    await send();
    expect(requests).toHaveLength(1);
    const body = requests[0]!.postDataJSON() as Record<string, string>;
    expect(body).toMatchObject({ message: "popup", unit_type: "Studio apartment" });
    // Sales reads the unit in the email's subject, beside the budget.
    expect(body.subject).toBe(
      `New enquiry · Nirala Gateway · Enquiry popup · ${budgetOptions[0]!.label} · Studio apartment`,
    );

    await gotoHydrated(page, "/");
    await breakup("Offices").click();
    await dialog.getByRole("button", { name: "Close" }).click();
    await page
      .getByRole("complementary", { name: "Quick contact" })
      .getByRole("button", { name: "Enquiry Now" })
      .click();
    // Another visitor, so the second lead is not held back as a repeat of the first.
    await send({ name: "Ravi Kumar", email: "ravi.kumar@example.in", phone: "+91 98100 54321" });
    expect(requests).toHaveLength(2);
    const later = requests[1]!.postDataJSON() as Record<string, string>;
    expect(later.message).toBe("popup");
    expect(later).not.toHaveProperty("unit_type");
  });
});
