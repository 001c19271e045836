import { contact, rera } from "../lib/content/project";
import { project } from "../lib/i18n/english";
import { thankYou } from "../lib/i18n/en/pages";
import { disclaimer } from "../lib/i18n/en/disclaimer";
import { OPEN_DIALOG_EVENT } from "../lib/ui/dialog-events";
import { dialogCopy } from "../lib/i18n/en/ui";
import { hiLanguage } from "../lib/i18n/hi/language";
import { expect, test, openDialog, quickContactBar, waitForHydration } from "./support/site";

test("home, thank-you and the disclaimer with every legal point; the nav's links, the quick-contact panel, the footer's year, ids and links", async ({
  page,
}) => {
  expect((await page.goto("/"))?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: project.name })).toBeVisible();
  expect((await page.goto("/thank-you"))?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: thankYou.heading })).toBeVisible();
  await expect(page.getByText(thankYou.body)).toBeVisible();
  await expect(page.getByText(/within 24–48 hours/)).toBeVisible();
  await page.getByRole("link", { name: thankYou.backHome }).click();
  await expect(page).toHaveURL(/\/$/);

  expect((await page.goto("/disclaimer"))?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "Disclaimer" })).toBeVisible();
  for (const section of disclaimer.sections) {
    await expect(page.getByRole("heading", { level: 2, name: section.heading })).toBeVisible();
  }
  await expect(page.getByText(/Nothing on it constitutes an offer/)).toBeVisible();
  await expect(page.getByText(/laws of India/)).toBeVisible();
  await expect(page.getByText(/Noida/).first()).toBeVisible();
  // Its Your data section links the privacy notice in both languages.
  const yourData = page.locator("section#your-data");
  await expect(yourData.getByRole("link", { name: "Privacy notice", exact: true })).toHaveAttribute(
    "href",
    "/privacy",
  );
  await expect(
    yourData.getByRole("link", { name: hiLanguage.privacyNotice, exact: true }),
  ).toHaveAttribute("href", "/hi/privacy");

  await page.goto("/");
  const nav = page.getByRole("navigation", { name: "Main" });
  for (const [name, href] of [
    ["Home", "/"],
    ["About", "/#about"],
    ["Amenities", "/#amenities"],
  ] as const)
    await expect(nav.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
  await expect(nav.getByRole("link", { name: /call now/i })).toHaveAttribute(
    "href",
    contact.telHref,
  );

  // Its call and WhatsApp links are checked on these pages in no-javascript.spec.ts.
  for (const path of ["/", "/thank-you", "/disclaimer"]) {
    await page.goto(path);
    await expect(
      quickContactBar(page).getByRole("button", { name: "Enquiry Now" }),
      path,
    ).toBeVisible();
  }

  const footer = page.getByRole("contentinfo");
  await expect(footer.getByTestId("footer-year")).toHaveText(String(new Date().getFullYear()));
  await expect(footer.getByTestId("project-rera-id")).toHaveText(rera.projectId);
  await expect(footer.getByTestId("partner-rera-id")).toHaveText(rera.partnerId);
  await expect(footer.getByRole("link", { name: /up-rera\.in/ })).toHaveAttribute(
    "href",
    rera.authorityUrl,
  );
  await expect(footer.getByText(/to registered brokers only if you tick the box/)).toBeVisible();
  await expect(footer.getByText(/subject to change/)).toBeVisible();
  for (const [name, href] of [
    ["Disclaimer", "/disclaimer"],
    ["Privacy notice", "/privacy"],
  ] as const)
    await expect(footer.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
  // The year follows the visitor's clock, not the build's.
  await page.clock.setFixedTime(new Date("2031-06-01T10:00:00+05:30"));
  await page.reload();
  await expect(footer.getByTestId("footer-year")).toHaveText("2031");
});

test("a closed dialog's form is out of sight and keeps a draft; closing one dialog and at once opening another leaves the second open", async ({
  page,
}) => {
  await page.goto("/");
  // Its form is in the first HTML, for a post before hydration.
  await waitForHydration(page);
  await expect(page.getByRole("dialog")).toHaveCount(0);
  const contact = await openDialog(page, "contact");
  await contact.getByRole("textbox", { name: "Name", exact: true }).fill("Asha Verma");
  await contact.getByRole("button", { name: "Close" }).click();
  await expect(contact).toBeHidden();
  const reopened = await openDialog(page, "contact");
  await expect(reopened.getByRole("textbox", { name: "Name", exact: true })).toHaveValue(
    "Asha Verma",
  );
  // The native close event arrives a task later; it must not shut the dialog opened meanwhile.
  await page.evaluate(
    ([eventName]) => {
      document.querySelector<HTMLButtonElement>("dialog[open] button[aria-label='Close']")?.click();
      window.dispatchEvent(new CustomEvent(eventName, { detail: { kind: "brochure" } }));
    },
    [OPEN_DIALOG_EVENT] as const,
  );
  await expect(reopened).toBeHidden();
  const brochure = page.getByRole("dialog", { name: dialogCopy.brochure.title });
  await expect(brochure).toBeVisible();
  await page.waitForTimeout(300); // let any stray close event land before the final check
  await expect(brochure).toBeVisible();
});
