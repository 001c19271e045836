// The brochure and contact dialogs.
import { expect, test } from "@playwright/test";
import { brochure, project } from "../lib/content/project";
import { leadForms } from "../lib/leads/forms-by-lang";
import { openDialog, stubThirdParties } from "./support/site";
import {
  field,
  fillContact,
  heroLabels,
  interceptLeads,
  multipartFields,
  recordAlerts,
  visitor,
  withoutTrace,
} from "./support/leads";

test.describe("form dialog: brochure and contact", () => {
  test.beforeEach(async ({ page }) => {
    await stubThirdParties(page);
  });

  test("opens with type contact or brochure and closes by its close control, Esc or the backdrop", async ({
    page,
  }) => {
    await page.goto("/");
    for (const kind of ["contact", "brochure"] as const) {
      let dialog = await openDialog(page, kind);
      await dialog.getByRole("button", { name: "Close" }).click();
      await expect(dialog).toBeHidden();
      dialog = await openDialog(page, kind);
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      dialog = await openDialog(page, kind);
      await page.mouse.click(5, 5);
      await expect(dialog).toBeHidden();
    }
  });

  test("brochure: the same download flow, labelled as a brochure download", async ({ page }) => {
    const leads = await interceptLeads(page);
    const alerts = recordAlerts(page);
    await page.goto("/");
    const dialog = await openDialog(page, "brochure");
    await dialog.getByRole("button", { name: leadForms.brochure.submitLabel }).click();
    await expect.poll(() => alerts).toEqual(["Please enter Name, Email and Phone Number."]);
    await fillContact(dialog, heroLabels);
    const download = page.waitForEvent("download");
    await dialog.getByRole("button", { name: leadForms.brochure.submitLabel }).click();
    expect((await download).suggestedFilename()).toBe(brochure.fileName);
    expect(alerts).toEqual([
      "Please enter Name, Email and Phone Number.",
      "Thank you! Your brochure is downloading.",
    ]);
    expect(leads.requests).toHaveLength(1);
    expect(leads.requests[0]!.postDataJSON()).toMatchObject({ message: "brochure download" });
    await expect(dialog).toBeHidden();
    const reopened = await openDialog(page, "brochure");
    await expect(field(reopened, "Email")).toHaveValue("");
  });

  test("contact: Sending... then Message sent successfully! and a reset, as form data", async ({
    page,
  }) => {
    const leads = await interceptLeads(page, { hold: true, reply: { status: 200, body: "" } });
    await page.goto("/");
    const dialog = await openDialog(page, "contact");
    const message = dialog.getByRole("textbox", { name: "Message (optional)" });
    await expect(message).toHaveAttribute("maxlength", "2000");
    await expect(message).not.toHaveAttribute("required", "");
    await fillContact(dialog, heroLabels);
    await message.fill("Please call after 6 pm about a ground-floor shop.");
    await dialog.getByRole("button", { name: leadForms.contact.submitLabel }).click();
    const status = dialog.getByRole("status");
    await expect(status).toHaveText("Sending...");
    await expect(dialog.getByRole("button", { name: "Sending..." })).toBeDisabled();
    await expect.poll(() => leads.requests.length).toBe(1);
    const request = leads.requests[0]!;
    expect((await request.allHeaders())["content-type"]).toMatch(
      /^multipart\/form-data; boundary=/,
    );
    expect(withoutTrace(await multipartFields(request), { landing_page: "/" })).toEqual({
      access_key: "",
      name: visitor.name,
      email: visitor.email,
      phone: visitor.phone,
      project: project.name,
      message: "Please call after 6 pm about a ground-floor shop.",
      marketing_consent: "no",
      subject: "New enquiry · Nirala Gateway · Contact form",
      from_name: "Nirala Gateway website",
      replyto: visitor.email,
      phone_e164: "+919810012345",
      language: "en",
      page: "/",
      source: "contact",
    });
    leads.release();
    await expect(status).toHaveText("Message sent successfully!");
    await expect(field(dialog, "Name")).toHaveValue("");
    await expect(message).toHaveValue("");
    await expect(page).toHaveURL(/\/$/);
  });
});
