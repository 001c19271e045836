// The EMI calculator: defaults, sliders from the keyboard, typed values, refused nonsense, the
// no-JavaScript table and the loan-advisor button.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { dialogCopy } from "../lib/ui/dialogs";
import { emiErrors } from "../lib/buyer/emi";
import { emiSection } from "../lib/content/emi";
import { stubThirdParties, waitForHydration } from "./support/site";

const { labels, results } = emiSection;

async function openCalculator(page: Page) {
  await page.goto("/");
  await waitForHydration(page);
  const section = page.locator("section#emi");
  await section.scrollIntoViewIfNeeded();
  await expect(section.getByRole("textbox", { name: new RegExp(labels.principal) })).toBeVisible();
  return section;
}

const input = (section: ReturnType<Page["locator"]>, label: string) =>
  section.getByRole("textbox", { name: new RegExp(label) });
const slider = (section: ReturnType<Page["locator"]>, label: string) =>
  section.getByRole("slider", { name: new RegExp(label) });
const figure = (section: ReturnType<Page["locator"]>, term: string) =>
  section.locator("dt", { hasText: term }).locator("xpath=following-sibling::dd[1]");

test.describe("EMI calculator", () => {
  test.beforeEach(async ({ page }) => {
    await stubThirdParties(page);
  });

  test("its code loads only when the section nears the viewport", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const section = page.locator("section#emi");
    await expect(section.getByRole("slider")).toHaveCount(0);
    await section.scrollIntoViewIfNeeded();
    await expect(section.getByRole("slider")).toHaveCount(3);
  });

  test("starts from 80% of ₹65 L at 8.5% over 20 years", async ({ page }) => {
    const section = await openCalculator(page);
    await expect(input(section, labels.principal)).toHaveValue("52,00,000");
    await expect(input(section, labels.annualRatePct)).toHaveValue("8.5");
    await expect(input(section, labels.years)).toHaveValue("20");
    await expect(figure(section, results.monthly)).toHaveText("₹45,127");
  });

  test("typed values give the bank's figures in Indian digit grouping", async ({ page }) => {
    const section = await openCalculator(page);
    await input(section, labels.principal).fill("5000000");
    await expect(figure(section, results.monthly)).toHaveText("₹43,391");
    await expect(figure(section, results.totalInterest)).toHaveText("₹54,13,879");
    await expect(figure(section, results.totalPayable)).toHaveText("₹1,04,13,879");
    await input(section, labels.principal).fill("1,00,00,000");
    await input(section, labels.annualRatePct).fill("8.75");
    await input(section, labels.years).fill("30");
    await expect(figure(section, results.monthly)).toHaveText("₹78,670");
  });

  test("each slider moves with the keyboard and keeps its field in step", async ({ page }) => {
    const section = await openCalculator(page);
    const tenure = slider(section, labels.years);
    await tenure.focus();
    await page.keyboard.press("ArrowRight");
    await expect(input(section, labels.years)).toHaveValue("21");
    await expect(tenure).toHaveValue("21");
    const rate = slider(section, labels.annualRatePct);
    await rate.focus();
    await page.keyboard.press("ArrowLeft");
    await expect(input(section, labels.annualRatePct)).toHaveValue("8.45");
    const amount = slider(section, labels.principal);
    await amount.focus();
    await page.keyboard.press("ArrowRight");
    await expect(input(section, labels.principal)).toHaveValue("52,50,000");
    await expect(figure(section, results.monthly)).not.toHaveText("₹45,127");
    // Typing moves the slider too.
    await input(section, labels.years).fill("15");
    await expect(tenure).toHaveValue("15");
  });

  for (const [label, key, text] of [
    [labels.principal, "principal", "0"],
    [labels.principal, "principal", "-500000"],
    [labels.annualRatePct, "annualRatePct", "25"],
    [labels.years, "years", "31"],
    [labels.years, "years", ""],
  ] as const) {
    test(`${label} "${text}" is refused with a message, never NaN or a blank figure`, async ({
      page,
    }) => {
      const section = await openCalculator(page);
      const field = input(section, label);
      await field.fill(text);
      await expect(field).toHaveAttribute("aria-invalid", "true");
      await expect(field).toHaveAccessibleDescription(emiErrors[key]);
      await expect(section.getByText(emiErrors[key])).toBeVisible();
      for (const term of Object.values(results)) {
        await expect(figure(section, term)).toHaveText(/^₹[\d,]+$/);
      }
      await expect(section).not.toContainText(/NaN|Infinity/);
      await field.fill(key === "principal" ? "5000000" : key === "years" ? "20" : "8.5");
      await expect(field).not.toHaveAttribute("aria-invalid");
    });
  }

  for (const width of [390, 1280]) {
    test(`at ${width} px the loaded calculator, with an error showing, has no WCAG AA violations`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      const section = await openCalculator(page);
      await input(section, labels.years).fill("31");
      await expect(input(section, labels.years)).toHaveAttribute("aria-invalid", "true");
      const { violations } = await new AxeBuilder({ page })
        .include("section#emi")
        .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
        .analyze();
      expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(" | ")}`)).toEqual(
        [],
      );
    });
  }

  test("Talk to a loan advisor opens the enquiry popup", async ({ page }) => {
    const section = await openCalculator(page);
    await section.getByRole("button", { name: emiSection.advisorLabel }).click();
    await expect(page.getByRole("dialog", { name: dialogCopy.enquiry.title })).toBeVisible();
  });
});

test.describe("EMI without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("shows a table of EMIs across the price range and no empty calculator", async ({ page }) => {
    await page.goto("/");
    const section = page.locator("section#emi");
    const table = section.getByRole("table", { name: emiSection.referenceCaption });
    await expect(table).toBeVisible();
    await expect(table.getByRole("row")).toHaveCount(6);
    await expect(table.getByRole("row", { name: /^₹65 L/ })).toContainText("₹45,127");
    await expect(table.getByRole("row", { name: /^₹1\.2 Cr/ })).toContainText("₹96 L");
    const slot = section.locator("[data-needs-js]");
    await expect(slot).toBeHidden();
  });
});
