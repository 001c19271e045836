import { expect, test } from "@playwright/test";
import { navEntries } from "../lib/content/navigation";
import { contact, project, rera } from "../lib/content/project";
import { thankYou } from "../lib/i18n/en/pages";
import { disclaimer } from "../lib/i18n/en/disclaimer";
import { OPEN_DIALOG_EVENT } from "../lib/ui/dialog-events";
import { dialogCopy } from "../lib/i18n/en/ui";
import {
  openDialog,
  stubThirdParties,
  variantEnv,
  variantOrigin,
  waitForHydration,
} from "./support/site";

test.beforeEach(async ({ page }) => {
  await stubThirdParties(page);
});

test.describe("routes", () => {
  test("home page renders with the project name as its heading", async ({ page }) => {
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: project.name })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "en-IN");
  });

  test("thank-you page confirms the request and links home", async ({ page }) => {
    expect((await page.goto("/thank-you"))?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "Thank You!" })).toBeVisible();
    await expect(page.getByText(thankYou.body)).toBeVisible();
    await expect(page.getByText(/within 24–48 hours/)).toBeVisible();
    await page.getByRole("link", { name: "Back to Home" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("disclaimer page carries every legal point and the Your data part", async ({ page }) => {
    expect((await page.goto("/disclaimer"))?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "Disclaimer" })).toBeVisible();
    for (const section of disclaimer.sections) {
      await expect(page.getByRole("heading", { level: 2, name: section.heading })).toBeVisible();
    }
    await expect(page.getByText(/Nothing on it constitutes an offer/)).toBeVisible();
    await expect(page.getByText(/laws of India/)).toBeVisible();
    await expect(page.getByText(/Noida/).first()).toBeVisible();
  });

  test("an unknown path answers 404 with the designed page and a way home", async ({ page }) => {
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "This page could not be found" })).toBeVisible();
    await page.getByRole("link", { name: "Go to the home page" }).click();
    await expect(page.getByRole("heading", { level: 1, name: project.name })).toBeVisible();
  });
});

test.describe("layout", () => {
  test("desktop nav lists Home, About, Amenities and Brochure Download, plus a call link", async ({
    page,
  }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    await expect(nav.getByRole("link", { name: "About" })).toHaveAttribute("href", "/#about");
    await expect(nav.getByRole("link", { name: "Amenities" })).toHaveAttribute(
      "href",
      "/#amenities",
    );
    await expect(nav.getByRole("button", { name: "Brochure Download" })).toBeVisible();
    await expect(nav.getByRole("link", { name: /call now/i })).toHaveAttribute(
      "href",
      contact.telHref,
    );
  });

  test("Brochure Download opens the enquiry popup", async ({ page }) => {
    await page.goto("/");
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("button", { name: "Brochure Download" })
      .click();
    await expect(page.getByRole("dialog", { name: "Enquire Now" })).toBeVisible();
  });

  test("the mobile toggle shows the same entries and reports its state", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    const toggle = page.getByRole("button", { name: "Menu" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    const menu = page.getByRole("navigation", { name: "Mobile" });
    const labels = await menu.getByRole("listitem").allInnerTexts();
    expect(labels.map((label) => label.trim())).toEqual(navEntries.map((entry) => entry.label));
    await page.keyboard.press("Escape");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(menu).toBeHidden();
  });

  test("floating panel offers Enquiry Now, WhatsApp and a call link on every page", async ({
    page,
  }) => {
    for (const path of ["/", "/thank-you", "/disclaimer"]) {
      await page.goto(path);
      const panel = page.getByRole("complementary", { name: "Quick contact" });
      await expect(panel.getByRole("button", { name: "Enquiry Now" })).toBeVisible();
      await expect(panel.getByRole("link", { name: /whatsapp/i })).toHaveAttribute(
        "href",
        /^https:\/\/wa\.me\/\d+/,
      );
      await expect(panel.getByRole("link", { name: /call/i })).toHaveAttribute(
        "href",
        contact.telHref,
      );
    }
  });

  test("footer shows the current year, both registration ids, the RERA site and the statements", async ({
    page,
  }) => {
    await page.goto("/disclaimer");
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
    await expect(footer.getByRole("link", { name: "Disclaimer" })).toHaveAttribute(
      "href",
      "/disclaimer",
    );
  });

  test("the footer year follows the visitor's clock, not the build's", async ({ page }) => {
    await page.clock.setFixedTime(new Date("2031-06-01T10:00:00+05:30"));
    await page.goto("/");
    await expect(page.getByRole("contentinfo").getByTestId("footer-year")).toHaveText("2031");
  });
});

type DataLayerEntry = unknown[];
const readDataLayer = (page: import("@playwright/test").Page) =>
  page.evaluate(
    () =>
      (window.dataLayer ?? []).map((entry) =>
        Array.from(entry as ArrayLike<unknown>),
      ) as DataLayerEntry[],
  );

test.describe("conversion tag", () => {
  test("with the ads id set, /thank-you fires one conversion of value 1 INR", async ({ page }) => {
    const { gtagRequests } = await stubThirdParties(page);
    await page.goto(`${variantOrigin}/thank-you`);
    await expect
      .poll(() => readDataLayer(page).then((d) => d.filter((e) => e[1] === "conversion").length))
      .toBe(1);
    const conversion = (await readDataLayer(page)).find(
      (e) => e[0] === "event" && e[1] === "conversion",
    );
    expect(conversion?.[2]).toMatchObject({
      send_to: `${variantEnv.NEXT_PUBLIC_GOOGLE_ADS_ID}/${variantEnv.NEXT_PUBLIC_GOOGLE_ADS_CONVERSION_LABEL}`,
      value: 1,
      currency: "INR",
    });
    await expect.poll(() => gtagRequests.length).toBeGreaterThan(0);
    expect(gtagRequests[0]).toContain(`id=${variantEnv.NEXT_PUBLIC_GOOGLE_ADS_ID}`);
  });

  test("with the ads id set, the home page loads the tag but fires no conversion", async ({
    page,
  }) => {
    const { gtagRequests } = await stubThirdParties(page);
    await page.goto(`${variantOrigin}/`);
    await expect.poll(() => gtagRequests.length).toBeGreaterThan(0);
    const layer = await readDataLayer(page);
    expect(
      layer.some((e) => e[0] === "config" && e[1] === variantEnv.NEXT_PUBLIC_GOOGLE_ADS_ID),
    ).toBe(true);
    expect(layer.some((e) => e[1] === "conversion")).toBe(false);
  });

  test("without an ads id there is no tag and no conversion", async ({ page }) => {
    const { gtagRequests } = await stubThirdParties(page);
    await page.goto("/thank-you");
    await expect(page.getByRole("heading", { name: "Thank You!" })).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(gtagRequests).toHaveLength(0);
    expect(await page.evaluate(() => window.dataLayer === undefined)).toBe(true);
  });
});

test("closing one dialog and at once opening another leaves the second open", async ({ page }) => {
  await page.goto("/");
  const contact = await openDialog(page, "contact");
  // The native close event arrives a task later; it must not shut the dialog opened meanwhile.
  await page.evaluate(
    ([eventName]) => {
      document.querySelector<HTMLButtonElement>("dialog[open] button[aria-label='Close']")?.click();
      window.dispatchEvent(new CustomEvent(eventName, { detail: { kind: "brochure" } }));
    },
    [OPEN_DIALOG_EVENT] as const,
  );
  await expect(contact).toBeHidden();
  const brochure = page.getByRole("dialog", { name: dialogCopy.brochure.title });
  await expect(brochure).toBeVisible();
  await page.waitForTimeout(300); // let any stray close event land before the final check
  await expect(brochure).toBeVisible();
});

test("a closed dialog's form is out of sight and keeps a draft through close and reopen", async ({
  page,
}) => {
  await page.goto("/");
  // Its form is in the first HTML, for a post before hydration (e2e/before-hydration.spec.ts).
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
});
