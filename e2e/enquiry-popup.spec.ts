// The enquiry popup opened from the floating button and the nav.
import { expect, test } from "@playwright/test";
import { budgetOptions } from "../lib/content/leads";
import { project } from "../lib/content/project";
import { dialogCopy } from "../lib/ui/dialogs";
import { leadForms } from "../lib/leads/forms-by-lang";
import { recordLayoutShifts } from "./support/layout-shift";
import { stubThirdParties, waitForHydration } from "./support/site";
import {
  field,
  fillContact,
  interceptLeads,
  openEnquiryPopup,
  popupLabels,
  visitor,
  withoutTrace,
} from "./support/leads";

test.describe("enquiry popup", () => {
  test.beforeEach(async ({ page }) => {
    await stubThirdParties(page);
  });

  test("opens from the floating button with full name, email, mobile number and budget", async ({
    page,
  }) => {
    await page.goto("/");
    const dialog = await openEnquiryPopup(page);
    for (const label of ["Full Name", "Email", "Mobile Number", "Budget"]) {
      await expect(field(dialog, label)).toBeVisible();
      await expect(field(dialog, label)).toHaveAttribute("required", "");
    }
    const budget = field(dialog, "Budget");
    const options = await budget
      .locator("option")
      .evaluateAll((nodes: HTMLOptionElement[]) =>
        nodes.map((o) => ({ value: o.value, label: o.textContent, disabled: o.disabled })),
      );
    expect(options).toEqual([
      { value: "", label: "Select your budget", disabled: true },
      ...budgetOptions.map((o) => ({ value: o.value, label: o.label, disabled: false })),
    ]);
    expect(budgetOptions.map((o) => `${o.value} / ${o.label}`)).toEqual([
      "65-75 L / 65-75 L",
      "75-85 L / 76-85 L",
      "85-95 L / 86-95 L",
      "95-1 Cr / 96 L-1 Cr",
      "Above 1 Cr / Above 1 Cr",
    ]);
    await expect(budget).toHaveValue("");
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
  });

  test("without a budget nothing is sent", async ({ page }) => {
    const leads = await interceptLeads(page);
    await page.goto("/");
    const dialog = await openEnquiryPopup(page);
    await fillContact(dialog, popupLabels);
    await dialog.getByRole("button", { name: leadForms.enquiry.submitLabel }).click();
    expect(
      await field(dialog, "Budget").evaluate(
        (select: HTMLSelectElement) => select.validity.valueMissing,
      ),
    ).toBe(true);
    await expect(dialog).toBeVisible();
    expect(leads.requests).toHaveLength(0);
    // The refused select is marked and described like a refused input, until a budget is chosen.
    const budget = field(dialog, "Budget");
    await expect(budget).toHaveAttribute("aria-invalid", "true");
    await expect(budget).toHaveAccessibleDescription("Please choose your budget.");
    await budget.selectOption(budgetOptions[0]!.value);
    await expect(budget).not.toHaveAttribute("aria-invalid");
  });

  test(
    "submitting → success closes the popup and goes to /thank-you, with the budget sent",
    { tag: "@smoke" },
    async ({ page }) => {
      const leads = await interceptLeads(page, { hold: true });
      await page.goto("/");
      const dialog = await openEnquiryPopup(page);
      await fillContact(dialog, popupLabels);
      await field(dialog, "Budget").selectOption({ label: "76-85 L" });
      await dialog.getByRole("button", { name: leadForms.enquiry.submitLabel }).click();
      await expect(dialog.getByRole("button", { name: "Submitting..." })).toBeDisabled();
      await expect.poll(() => leads.requests.length).toBe(1);
      expect(withoutTrace(leads.requests[0]!.postDataJSON(), { landing_page: "/" })).toEqual({
        access_key: "",
        name: visitor.name,
        email: visitor.email,
        phone: visitor.phone,
        project: project.name,
        message: "popup",
        budget: "75-85 L",
        redirect: "",
        marketing_consent: "no",
        subject: "New enquiry · Nirala Gateway · Enquiry popup · 76-85 L",
        from_name: "Nirala Gateway website",
        replyto: visitor.email,
        phone_e164: "+919810012345",
        language: "en",
        page: "/",
      });
      leads.release();
      await expect(page).toHaveURL(/\/thank-you$/);
      await expect(dialog).toBeHidden();
      // The success callback also cleared the form: reopened, it is empty.
      const reopened = await openEnquiryPopup(page);
      await expect(field(reopened, "Full Name")).toHaveValue("");
      await expect(field(reopened, "Budget")).toHaveValue("");
    },
  );

  test("the nav's Brochure Download opens the same popup", async ({ page }) => {
    await page.goto("/");
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("button", { name: "Brochure Download" })
      .click();
    const dialog = page.getByRole("dialog", { name: dialogCopy.enquiry.title });
    await expect(field(dialog, "Budget")).toBeVisible();
  });

  test("opened over the middle of the page it moves nothing, and the page behind is whole again once it closes", async ({
    page,
  }) => {
    const shifts = await recordLayoutShifts(page);
    await page.goto("/");
    await waitForHydration(page);
    await expect(page.locator("html")).toHaveAttribute("data-loaded");
    await page.evaluate(() =>
      document.getElementById("prices")?.scrollIntoView({ behavior: "instant" }),
    );
    const scrolled = await page.evaluate(() => window.scrollY);
    // A heading far below, out of sight: is the browser drawing it, or skipping it?
    const farHeading = page.locator("#contact").getByRole("heading").first();
    const drawn = () =>
      farHeading.evaluate((heading) => heading.checkVisibility({ contentVisibilityAuto: true }));
    expect(await drawn()).toBe(true);
    await page.waitForTimeout(300);
    await shifts.restart();

    const dialog = await openEnquiryPopup(page);
    // Making the page inert under the modal restyles only what shows: the rest is skipped.
    expect(await drawn()).toBe(false);
    await page.waitForTimeout(300);
    expect(await shifts.total()).toBe(0);

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect.poll(drawn).toBe(true);
    expect(await shifts.total()).toBe(0);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  });
});
