// The EMI calculator: defaults, sliders from the keyboard, typed values, refused nonsense, the
// no-JavaScript table and the loan-advisor button, in English and on the Hindi page.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { dialogCopy, emiErrors, emiSection } from "../lib/i18n/en/ui";
import { emiDefaults, emiReference } from "../lib/content/emi";
import { LOAN_TO_VALUE } from "../lib/buyer/emi";
import { uiWords } from "../lib/i18n/ui";
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

// The same calculator and table on the Hindi page: Hindi labels and units, lakh and crore.
test.describe("in Hindi, on /hi", () => {
  const hi = uiWords.hi;
  const { labels, units, results } = hi.emi;

  /** The bank's reducing-balance EMI, worked out here independently of the app. */
  function bankEmi(principal: number, annualRatePct: number, years: number) {
    const months = years * 12;
    const rate = annualRatePct / 1200;
    const growth = (1 + rate) ** months;
    const monthly = (principal * rate * growth) / (growth - 1);
    return { monthly, totalInterest: monthly * months - principal, totalPayable: monthly * months };
  }

  const rupees = (amount: number) =>
    `₹${new Intl.NumberFormat("en-IN", { maximumFractionDigits: 0 }).format(Math.round(amount))}`;

  /** "₹65 लाख", "₹1.2 करोड़": the amounts the Hindi table reads. */
  function hindiAmount(amount: number) {
    const short = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 2 });
    return amount >= 10_000_000
      ? `₹${short.format(amount / 10_000_000)} ${hi.money.crore}`
      : `₹${short.format(amount / 100_000)} ${hi.money.lakh}`;
  }

  const emiInput = (section: Locator, field: keyof typeof labels) =>
    section.getByRole("textbox", { name: `${labels[field]} (${units[field]})`, exact: true });
  const emiSlider = (section: Locator, field: keyof typeof labels) =>
    section.getByRole("slider", { name: `${labels[field]} (${units[field]})`, exact: true });
  const figure = (section: Locator, term: string) =>
    section.locator("dt", { hasText: term }).locator("xpath=following-sibling::dd[1]");

  test.describe("EMI calculator on /hi", () => {
    test.beforeEach(async ({ page }) => {
      await stubThirdParties(page);
    });

    async function openCalculator(page: Page) {
      await page.goto("/hi#emi");
      await waitForHydration(page);
      const section = page.locator("section#emi");
      await section.scrollIntoViewIfNeeded();
      await expect(emiInput(section, "principal")).toBeVisible();
      return section;
    }

    test("Hindi labels, units and result names; the figures follow typed values and sliders", async ({
      page,
    }) => {
      const section = await openCalculator(page);
      await expect(section.getByRole("heading", { name: hi.emi.heading })).toBeVisible();
      for (const field of ["principal", "annualRatePct", "years"] as const) {
        await expect(emiInput(section, field)).toBeVisible();
        await expect(emiSlider(section, field)).toBeVisible();
      }
      for (const term of Object.values(results)) {
        await expect(section.locator("dt", { hasText: term })).toBeVisible();
      }
      const start = bankEmi(emiDefaults.principal, emiDefaults.annualRatePct, emiDefaults.years);
      await expect(figure(section, results.monthly)).toHaveText(rupees(start.monthly));

      await emiInput(section, "principal").fill("5000000");
      const typed = bankEmi(5_000_000, emiDefaults.annualRatePct, emiDefaults.years);
      await expect(figure(section, results.monthly)).toHaveText(rupees(typed.monthly));
      await expect(figure(section, results.totalInterest)).toHaveText(rupees(typed.totalInterest));
      await expect(figure(section, results.totalPayable)).toHaveText(rupees(typed.totalPayable));

      await emiInput(section, "annualRatePct").fill("8.75");
      await emiInput(section, "years").fill("30");
      await expect(figure(section, results.monthly)).toHaveText(
        rupees(bankEmi(5_000_000, 8.75, 30).monthly),
      );

      // The tenure slider, moved from the keyboard, keeps its field and the figures in step.
      await emiSlider(section, "years").focus();
      await page.keyboard.press("ArrowLeft");
      await expect(emiInput(section, "years")).toHaveValue("29");
      await expect(figure(section, results.monthly)).toHaveText(
        rupees(bankEmi(5_000_000, 8.75, 29).monthly),
      );
    });

    test("a refused value shows the Hindi note and keeps the last valid figures", async ({
      page,
    }) => {
      const section = await openCalculator(page);
      const start = bankEmi(emiDefaults.principal, emiDefaults.annualRatePct, emiDefaults.years);
      await expect(section.getByText(hi.emi.staleNote)).toHaveCount(0);
      await emiInput(section, "years").fill("31");
      await expect(emiInput(section, "years")).toHaveAttribute("aria-invalid", "true");
      await expect(section.getByText(hi.emi.staleNote, { exact: true })).toBeVisible();
      await expect(figure(section, results.monthly)).toHaveText(rupees(start.monthly));
      await emiInput(section, "years").fill(String(emiDefaults.years));
      await expect(section.getByText(hi.emi.staleNote)).toHaveCount(0);
    });

    test("the loan-advisor button opens the Hindi enquiry dialog", async ({ page }) => {
      const section = await openCalculator(page);
      await section.getByRole("button", { name: hi.emi.advisorLabel, exact: true }).click();
      await expect(
        page.getByRole("dialog", { name: hi.dialogs.enquiry.title, exact: true }),
      ).toBeVisible();
    });
  });

  test.describe("EMI on /hi without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the reference table is in Hindi, with amounts in लाख and करोड़", async ({ page }) => {
      await page.goto("/hi");
      const section = page.locator("section#emi");
      const table = section.getByRole("table", { name: hi.emi.referenceCaption, exact: true });
      await expect(table).toBeVisible();
      const headers = table.getByRole("columnheader");
      await expect(headers).toHaveText([
        hi.emi.referenceColumns.price,
        hi.emi.referenceColumns.principal,
        hi.emi.referenceColumns.monthly,
      ]);
      const rows = table.locator("tbody").getByRole("row");
      await expect(rows).toHaveCount(emiReference.length);
      // The cheapest unit reads as the contract writes it.
      await expect(rows.first().getByRole("rowheader")).toHaveText("₹65 लाख");
      for (const [i, { price }] of emiReference.entries()) {
        const principal = price * LOAN_TO_VALUE;
        const monthly = bankEmi(principal, emiDefaults.annualRatePct, emiDefaults.years).monthly;
        await expect(rows.nth(i).getByRole("rowheader")).toHaveText(hindiAmount(price));
        await expect(rows.nth(i).getByRole("cell")).toHaveText([
          hindiAmount(principal),
          rupees(monthly),
        ]);
      }
      await expect(table).not.toContainText(/\d (L|Cr)\b/);
      await expect(section.locator("[data-needs-js]")).toBeHidden();
    });
  });
});
