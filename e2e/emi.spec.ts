// The EMI calculator in both languages: lazy code, defaults, typed values and sliders, refused
// nonsense, the loan-advisor button and the no-JavaScript table in lakh and crore.
import type { Locator } from "@playwright/test";
import { LOAN_TO_VALUE } from "../lib/buyer/emi";
import { emiDefaults, emiReference } from "../lib/content/emi";
import { LANGS, localePath, type Lang } from "../lib/i18n/lang";
import { uiWords } from "../lib/i18n/ui";
import {
  arriveOffline,
  expect,
  test,
  expectNoAxeViolations,
  gotoHydrated,
  plainOrigin,
} from "./support/site";

type Field = "principal" | "annualRatePct" | "years";

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

/** "₹65 L", "₹1.2 Cr" (in Hindi, its own words for lakh and crore): the amounts the reference table reads. */
function shortAmount(lang: Lang, amount: number) {
  const { lakh, crore } = uiWords[lang].money;
  const short = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 2 });
  return amount >= 10_000_000
    ? `₹${short.format(amount / 10_000_000)} ${crore}`
    : `₹${short.format(amount / 100_000)} ${lakh}`;
}

for (const lang of LANGS) {
  const words = uiWords[lang].emi;
  const { labels, units, results } = words;
  const name = (field: Field) => ({ name: `${labels[field]} (${units[field]})`, exact: true });
  const input = (section: Locator, field: Field) => section.getByRole("textbox", name(field));
  const slider = (section: Locator, field: Field) => section.getByRole("slider", name(field));
  const figure = (section: Locator, term: string) =>
    section.locator("dt", { hasText: term }).locator("xpath=following-sibling::dd[1]");
  const expectFigures = async (section: Locator, loan: number, rate: number, years: number) => {
    const emi = bankEmi(loan, rate, years);
    await expect(figure(section, results.monthly)).toHaveText(rupees(emi.monthly));
    await expect(figure(section, results.totalInterest)).toHaveText(rupees(emi.totalInterest));
    await expect(figure(section, results.totalPayable)).toHaveText(rupees(emi.totalPayable));
  };

  test.describe(`EMI calculator in ${lang}`, () => {
    test("loads near the viewport, starts from 80% of the lowest price, typed values and sliders give the bank's figures; nonsense is refused", async ({
      page,
    }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await gotoHydrated(page, localePath(lang, "/"));
      const section = page.locator("section#emi");
      // Its code loads only when the section nears the viewport, into a place of its exact height.
      await expect(section.getByRole("slider")).toHaveCount(0);
      // Measured once the page is laid out: until then its blocks stand in at estimated heights.
      await expect(page.locator("html")).toHaveAttribute("data-loaded", "");
      const height = async () => (await section.boundingBox())?.height;
      const placeHeld = await height();
      await section.scrollIntoViewIfNeeded();
      await expect(section.getByRole("slider")).toHaveCount(3);
      expect(await height()).toBe(placeHeld);
      await expect(section.getByRole("heading", { name: words.heading })).toBeVisible();
      await expect(input(section, "principal")).toHaveValue("52,00,000");
      await expect(input(section, "annualRatePct")).toHaveValue("8.5");
      await expect(input(section, "years")).toHaveValue("20");
      await expect(figure(section, results.monthly)).toHaveText("₹45,127");

      await input(section, "principal").fill("5000000");
      await expect(figure(section, results.monthly)).toHaveText("₹43,391");
      await expectFigures(section, 5_000_000, 8.5, 20);
      await input(section, "principal").fill("1,00,00,000");
      await input(section, "annualRatePct").fill("8.75");
      await input(section, "years").fill("30");
      await expect(figure(section, results.monthly)).toHaveText("₹78,670");

      // Each slider moves from the keyboard and keeps its field and the figures in step.
      await slider(section, "years").focus();
      await page.keyboard.press("ArrowLeft");
      await expect(input(section, "years")).toHaveValue("29");
      await expect(slider(section, "years")).toHaveValue("29");
      await slider(section, "annualRatePct").focus();
      await page.keyboard.press("ArrowLeft");
      await expect(input(section, "annualRatePct")).toHaveValue("8.7");
      await input(section, "principal").fill("5000000");
      await slider(section, "principal").focus();
      await page.keyboard.press("ArrowRight");
      await expect(input(section, "principal")).toHaveValue("50,50,000");
      await expectFigures(section, 5_050_000, 8.7, 29);
      // Typing moves the slider too.
      await input(section, "years").fill("15");
      await expect(slider(section, "years")).toHaveValue("15");

      await section.getByRole("button", { name: words.advisorLabel, exact: true }).click();
      const advisor = page.getByRole("dialog", {
        name: uiWords[lang].dialogs.enquiry.title,
        exact: true,
      });
      await expect(advisor).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(advisor).toBeHidden();

      // Nonsense is refused with a message and the last valid figures, never NaN; no WCAG AA violations.
      await input(section, "principal").fill(String(emiDefaults.principal));
      await input(section, "annualRatePct").fill("8.5");
      await input(section, "years").fill("20");
      const start = rupees(bankEmi(emiDefaults.principal, 8.5, 20).monthly);
      await expect(section.getByText(words.staleNote)).toHaveCount(0);
      for (const [field, text, good] of [
        ["principal", "0", "5200000"],
        ["principal", "-500000", "5200000"],
        ["annualRatePct", "25", "8.5"],
        ["years", "", "20"],
        ["years", "31", ""],
      ] as const) {
        const box = input(section, field);
        await box.fill(text);
        await expect(box, `${field} "${text}"`).toHaveAttribute("aria-invalid", "true");
        await expect(box).toHaveAccessibleDescription(words.errors[field]);
        await expect(section.getByText(words.errors[field], { exact: true })).toBeVisible();
        await expect(section.getByText(words.staleNote, { exact: true })).toBeVisible();
        await expect(figure(section, results.monthly)).toHaveText(start);
        for (const term of Object.values(results))
          await expect(figure(section, term)).toHaveText(/^₹[\d,]+$/);
        await expect(section).not.toContainText(/NaN|Infinity/);
        if (!good) continue;
        await box.fill(good);
        await expect(box).not.toHaveAttribute("aria-invalid");
        await expect(section.getByText(words.staleNote)).toHaveCount(0);
      }
      // With the last error showing, at both widths.
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: 900 });
        await expectNoAxeViolations(page, "section#emi");
      }
    });
  });

  test(`in ${lang}, offline once the page has arrived: the calculator cannot load, its place closes and the table of EMIs stands alone`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const url = `${plainOrigin}${localePath(lang, "/")}`;
    const offline = await arriveOffline(page, url);
    const section = page.locator("section#emi");
    await section.scrollIntoViewIfNeeded();
    expect(await offline.settledErrors()).toEqual([]);
    await expect(section.locator("[data-needs-js]")).toBeHidden();
    await expect(
      section.getByRole("table", { name: words.referenceCaption, exact: true }),
    ).toBeVisible();
  });

  test.describe(`EMI in ${lang} without JavaScript`, () => {
    test.use({ javaScriptEnabled: false });

    test("a table of EMIs across the price range in lakh and crore, and no empty calculator", async ({
      page,
    }) => {
      await page.goto(localePath(lang, "/"));
      const section = page.locator("section#emi");
      const table = section.getByRole("table", { name: words.referenceCaption, exact: true });
      await expect(table).toBeVisible();
      await expect(table.getByRole("columnheader")).toHaveText(
        Object.values(words.referenceColumns),
      );
      const rows = table.locator("tbody").getByRole("row");
      await expect(rows).toHaveCount(emiReference.length);
      await expect(rows.first().getByRole("rowheader")).toHaveText(
        `₹65 ${uiWords[lang].money.lakh}`,
      );
      await expect(rows.first().getByRole("cell").last()).toHaveText("₹45,127");
      for (const [i, { price }] of emiReference.entries()) {
        const principal = price * LOAN_TO_VALUE;
        const { monthly } = bankEmi(principal, emiDefaults.annualRatePct, emiDefaults.years);
        await expect(rows.nth(i).getByRole("rowheader")).toHaveText(shortAmount(lang, price));
        await expect(rows.nth(i).getByRole("cell")).toHaveText([
          shortAmount(lang, principal),
          rupees(monthly),
        ]);
      }
      await expect(table).toContainText(`₹96 ${uiWords[lang].money.lakh}`);
      // Each language's own words for lakh and crore, never the other's.
      const other = uiWords[lang === "en" ? "hi" : "en"].money;
      await expect(table).not.toContainText(
        new RegExp(`\\d (${other.lakh}|${other.crore})(?!\\p{L})`, "u"),
      );
      await expect(section.locator("[data-needs-js]")).toBeHidden();
    });
  });
}
