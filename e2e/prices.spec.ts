// The unit types and prices table, and the price-breakup lead it starts.
import { budgetOptions } from "../lib/content/leads";
import { dialogCopy } from "../lib/i18n/en/ui";
import { formatCarpetRange, formatPriceFrom, unitPrices } from "../lib/i18n/english";
import { priceBasis, pricesSection } from "../lib/i18n/en/sections/buying";
import { leadForms } from "../lib/leads/forms-by-lang";
import {
  expect,
  test,
  gotoHydrated,
  holdRequests,
  plainOrigin,
  quickContactBar,
  waitForHydration,
} from "./support/site";
import { field, fillContact, interceptLeads, popupLabels } from "./support/leads";
import { thankYouUrl, visitor } from "./support/lead-shape";

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
      const row = table.getByRole("row", { name: new RegExp(`^${unit.name}`) });
      await expect(row.getByRole("cell").first()).toHaveText(formatCarpetRange(unit.carpetSqFt));
      await expect(row).toContainText(formatPriceFrom(unit));
    }
    await expect(table).toContainText("₹65 L");
    await expect(table).toContainText("₹1.1 Cr");
    await expect(section).toContainText("carpet area");
    await expect(section).toContainText(priceBasis.includes);

    await page.setViewportSize({ width: 390, height: 844 });
    await table.scrollIntoViewIfNeeded();
    const studio = unitPrices.at(-1)!;
    await expect(table.getByRole("rowheader", { name: new RegExp(studio.name) })).toContainText(
      formatCarpetRange(studio.carpetSqFt),
    );
    const box = await table.boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(390);
  });

  test("Get price breakup opens the enquiry popup, followed before or after hydration, and the lead names the unit; opened otherwise, none", async ({
    page,
  }) => {
    // The app's scripts arrive only once the visitor has followed the first link.
    const release = await holdRequests(page, "**/_next/static/**/*.js");
    const { requests } = await interceptLeads(page);
    const dialog = page.getByRole("dialog", { name: dialogCopy.enquiry.title });
    // A link to the popup's form before hydration, a button after.
    const breakup = (unit: string) =>
      page
        .getByRole("row", { name: new RegExp(`^${unit}`) })
        .locator("a, button", { hasText: pricesSection.breakupLabel });
    const send = async (values: typeof visitor) => {
      await fillContact(dialog, popupLabels, values);
      await field(dialog, "Budget").selectOption(budgetOptions[0]!.value);
      await dialog.getByRole("button", { name: leadForms.enquiry.submitLabel }).click();
      await expect(page).toHaveURL(thankYouUrl(plainOrigin));
      return requests.at(-1)!.postDataJSON() as Record<string, string>;
    };
    const studio = unitPrices.find((unit) => unit.leadLabel === "Studio apartment")!;
    // Not the load event: it may wait for the scripts held back.
    await page.goto("/", { waitUntil: "domcontentloaded" });
    await breakup(studio.name).click();
    await expect(dialog.getByRole("form")).toBeVisible();
    release();
    await waitForHydration(page);
    const body = await send(visitor);
    expect(body).toMatchObject({ message: "popup", unit_type: "Studio apartment" });
    // Sales reads the unit in the email's subject, beside the budget.
    expect(body.subject).toBe(
      `New enquiry · Nirala Gateway · Enquiry popup · ${budgetOptions[0]!.label} · Studio apartment`,
    );

    // Other visitors, so no lead is held back as a repeat of the one before.
    await gotoHydrated(page, "/");
    const other = unitPrices.find((unit) => unit !== studio)!;
    await breakup(other.name).click();
    const ravi = { name: "Ravi Kumar", email: "ravi.kumar@example.in", phone: "+91 98100 54321" };
    expect(await send(ravi)).toMatchObject({ message: "popup", unit_type: other.leadLabel });

    await gotoHydrated(page, "/");
    await breakup(other.name).click();
    await dialog.getByRole("button", { name: "Close" }).click();
    await quickContactBar(page).getByRole("button", { name: "Enquiry Now" }).click();
    const later = await send({
      name: "Meera Das",
      email: "meera.das@example.in",
      phone: "+91 98100 67890",
    });
    expect(requests).toHaveLength(3);
    expect(later.message).toBe("popup");
    expect(later).not.toHaveProperty("unit_type");
  });
});
