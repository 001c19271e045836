// A visitor who submits before React has hydrated (the app's scripts still on their way, or
// JavaScript off) sends a real lead: the browser posts the form to the service itself, which sends
// them on to the thank-you page of their language. Every control that opens a form dialog leads to
// that form meanwhile.
import { expect, test, type Page, type Request } from "@playwright/test";
import { unitPrices } from "../lib/content/prices";
import { project } from "../lib/content/project";
import { leadEmail, leadFormTitles, spamTrap } from "../lib/content/lead-extras";
import { getDictionary } from "../lib/i18n";
import { localePath, type Lang } from "../lib/i18n/lang";
import { leadSubject } from "../lib/leads/email";
import { leadFormsByLang } from "../lib/leads/forms-by-lang";
import type { LeadFormDef } from "../lib/leads/forms";
import { paths } from "../lib/seo/paths";
import { settings } from "../lib/settings";
import { dialogAnchors } from "../lib/ui/dialog-events";
import {
  accept,
  field,
  fillForm,
  interceptLeads,
  LEAD_ID,
  sentFields,
  VALID,
  type Values,
} from "./support/leads";
import { stubThirdParties, waitForHydration } from "./support/site";

/** Records every post to the lead endpoint, as the fields the service reads. */
function recordPosts(page: Page) {
  const posts: Request[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname === "/api/leads")
      posts.push(request);
  });
  return posts;
}

const fieldsOf = (request: Request) =>
  Object.fromEntries(new URLSearchParams(request.postData() ?? ""));

/** What a plain post of `form` carries besides the visitor's own fields. */
function serviceFields(form: LeadFormDef, lang: Lang) {
  return {
    access_key: settings.accessKey,
    subject: leadSubject(project.name, leadFormTitles[form.id], [], lang),
    from_name: leadEmail.fromName,
    project: project.name,
    [form.transport === "json" ? "message" : "source"]: form.source,
    language: lang,
    [spamTrap.name]: "",
  };
}

const thankYouUrl = (lang: Lang) => `${settings.siteUrl}${localePath(lang, paths.thankYou)}`;

async function fill(page: Page, form: LeadFormDef, values: Values) {
  const scope = page
    .locator("form")
    .filter({ has: page.getByRole("button", { name: form.submitLabel }) })
    .first();
  for (const def of form.fields) {
    const value = values[def.name] ?? VALID[def.name];
    if (def.control === "select") await field(scope, def).selectOption(value);
    else await field(scope, def).fill(value);
  }
  return scope;
}

/** Submits and waits for the post to land on the thank-you page of the form's language. */
async function send(page: Page, form: LeadFormDef, lang: Lang, values: Values = VALID) {
  const scope = await fill(page, form, values);
  const posted = page.waitForRequest(
    (request) => request.method() === "POST" && request.url().endsWith("/api/leads"),
  );
  await scope.getByRole("button", { name: form.submitLabel }).click();
  const request = await posted;
  await expect(page).toHaveURL(new RegExp(`${localePath(lang, paths.thankYou)}(\\?|$)`));
  await expect(
    page.getByRole("heading", { level: 1, name: getDictionary(lang).pages.thankYou.heading }),
  ).toBeVisible();
  return fieldsOf(request);
}

const en = leadFormsByLang.en;
const hi = leadFormsByLang.hi;
const enPages = getDictionary("en").pages;

/** The prices table's "Get price breakup" link for `unit`, as a visitor reads it. */
const breakupLink = (page: Page, unit: (typeof unitPrices)[number]) =>
  page.getByRole("link", {
    name: `${enPages.prices.breakupLabel} ${enPages.prices.breakupFor} ${unit.name.toLocaleLowerCase("en")}`,
  });
const hiUi = getDictionary("hi").ui;

for (const mode of ["app scripts blocked", "JavaScript off"] as const) {
  test.describe(`before hydration (${mode})`, () => {
    if (mode === "JavaScript off") test.use({ javaScriptEnabled: false });

    test.beforeEach(async ({ page }) => {
      await stubThirdParties(page);
      // The app's own scripts never arrive: React does not hydrate, the pages' inline scripts run.
      if (mode === "app scripts blocked")
        await page.route("**/_next/static/**/*.js", (route) => route.abort());
    });

    test("the hero form posts the lead and ends on the thank-you page", async ({ page }) => {
      await page.goto("/");
      const sent = await send(page, en.hero, "en");
      expect(sent).toMatchObject({
        ...serviceFields(en.hero, "en"),
        name: VALID.name,
        email: VALID.email,
        phone: VALID.phone,
      });
      expect(sent.redirect?.startsWith(thankYouUrl("en"))).toBe(true);
    });

    test("the contact form, reached from its section's link, posts the lead", async ({ page }) => {
      await page.goto("/");
      await page.locator("#contact").getByRole("link", { name: enPages.contact.cta }).click();
      await expect(
        page.getByRole("dialog", { name: getDictionary("en").ui.dialogs.contact.title }),
      ).toBeVisible();
      const sent = await send(page, en.contact, "en");
      expect(sent).toMatchObject({
        ...serviceFields(en.contact, "en"),
        name: VALID.name,
        message: VALID.message,
      });
    });

    test("the enquiry form, reached from Enquiry Now on the Hindi page, posts a Hindi lead", async ({
      page,
    }) => {
      await page.goto("/hi");
      await page
        .getByRole("complementary", { name: hiUi.interface.quickContact.label })
        .getByRole("link", { name: hiUi.interface.quickContact.enquiry })
        .click();
      await expect(page.getByRole("dialog", { name: hiUi.dialogs.enquiry.title })).toBeVisible();
      const sent = await send(page, hi.enquiry, "hi");
      expect(sent).toMatchObject({
        ...serviceFields(hi.enquiry, "hi"),
        name: VALID.name,
        phone: VALID.phone,
        budget: VALID.budget,
      });
      expect(sent.subject?.startsWith(leadEmail.languageMarkers.hi)).toBe(true);
      expect(sent.redirect?.startsWith(thankYouUrl("hi"))).toBe(true);
    });

    test("an empty form, or abc as the phone, is refused by the browser and nothing is posted", async ({
      page,
    }) => {
      const posts = recordPosts(page);
      await page.goto("/");
      const form = page.getByRole("form", { name: getDictionary("en").ui.heroForm.heading });
      const submit = form.getByRole("button", { name: en.hero.submitLabel });
      await submit.click();
      const phone = field(form, en.hero.fields[2]!);
      await fill(page, en.hero, { phone: "abc" });
      await submit.click();
      expect(
        await phone.evaluate((input: HTMLInputElement) => input.validity.patternMismatch),
      ).toBe(true);
      await page.waitForTimeout(500);
      expect(posts).toHaveLength(0);
      await expect(page).toHaveURL(/\/$/);
    });

    test("on a phone, Enquiry Now and a price breakup bring the form into view below the header", async ({
      page,
    }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto("/");
      const { dialogs, interface: words } = getDictionary("en").ui;
      const heading = page
        .getByRole("dialog", { name: dialogs.enquiry.title })
        .getByRole("heading", { name: dialogs.enquiry.title });
      const openers = [
        page
          .getByRole("complementary", { name: words.quickContact.label })
          .getByRole("link", { name: words.quickContact.enquiry }),
        page
          .locator("#prices")
          .getByRole("link", { name: new RegExp(enPages.prices.breakupLabel) })
          .last(),
      ];
      for (const opener of openers) {
        await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
        await opener.click();
        // Where the jump ends: the heading whole on screen, not under the sticky header.
        await expect
          .poll(
            () =>
              heading.evaluate((element) => {
                const { top, bottom } = element.getBoundingClientRect();
                const header = document.querySelector("header")!.getBoundingClientRect();
                return top >= header.bottom && bottom <= window.innerHeight;
              }),
            { message: "the form's heading in view below the header" },
          )
          .toBe(true);
      }
    });

    test("on a phone, Menu leads to the site's links, and they work", async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto("/");
      const { ui, pages } = getDictionary("en");
      await page
        .getByRole("banner")
        .getByRole("link", { name: ui.interface.navigation.menu, exact: true })
        .click();
      const heading = page
        .getByRole("contentinfo")
        .getByRole("heading", { name: pages.footer.exploreHeading });
      await expect(heading).toBeInViewport();
      await expect
        .poll(() =>
          heading.evaluate(
            (element) =>
              element.getBoundingClientRect().top >=
              document.querySelector("header")!.getBoundingClientRect().bottom,
          ),
        )
        .toBe(true);
      const about = page
        .getByRole("contentinfo")
        .getByRole("link", { name: ui.nav[1], exact: true });
      await expect(about).toBeInViewport();
      await about.click();
      await expect(page).toHaveURL(/\/#about$/);
      await expect(page.locator("#about")).toBeInViewport();
    });

    test("every control that opens a form dialog leads to its form, and none is aria-disabled", async ({
      page,
    }) => {
      await page.goto("/");
      const titles = getDictionary("en").ui.dialogs;
      const targets = Object.entries(dialogAnchors).map(([kind, id]) => ({
        kind: kind as keyof typeof dialogAnchors,
        href: `#${id}`,
      }));
      const names = [
        enPages.brochure.cta,
        enPages.contact.cta,
        enPages.enquiry.cta,
        getDictionary("en").ui.emi.advisorLabel,
        getDictionary("en").ui.interface.quickContact.enquiry,
      ];
      for (const name of names)
        await expect(page.getByRole("link", { name, exact: true }).first()).toBeVisible();
      let opened = 0;
      for (const { kind, href } of targets) {
        const links = page.locator(`a[href="${href}"]`);
        const count = await links.count();
        for (let i = 0; i < count; i++) {
          const link = links.nth(i);
          if (!(await link.isVisible())) continue;
          await expect(link).not.toHaveAttribute("aria-disabled", /.*/);
          await link.click();
          const dialog = page.getByRole("dialog", { name: titles[kind].title });
          await expect(dialog).toBeVisible();
          await expect(dialog.getByRole("form")).toBeVisible();
          opened += 1;
        }
      }
      // The nav's Brochure Download, the quick-contact Enquiry Now, a price breakup per unit type, the
      // loan advisor, the brochure, enquiry and contact sections.
      expect(opened).toBeGreaterThanOrEqual(7);
      await expect(page.locator("[aria-haspopup='dialog'][aria-disabled]")).toHaveCount(0);
    });

    for (const lang of ["en", "hi"] as const)
      test(`no button on ${localePath(lang, paths.home)} waits for the scripts: each one shown sends its form`, async ({
        page,
      }) => {
        await page.goto(localePath(lang, paths.home));
        const waiting = await page
          .locator("button:visible")
          .evaluateAll((buttons) =>
            buttons
              .filter(
                (b) =>
                  !((b as HTMLButtonElement).type === "submit" && (b as HTMLButtonElement).form),
              )
              .map((b) => b.getAttribute("aria-label") ?? b.textContent?.trim()),
          );
        expect(waiting).toEqual([]);
        await expect(page.locator("[aria-disabled]")).toHaveCount(0);
      });
  });
}

test.describe("before hydration, with the page's inline script", () => {
  // The app's own scripts never arrive: only the page's inline scripts run.
  test.beforeEach(async ({ page }) => {
    await stubThirdParties(page);
    await page.route("**/_next/static/**/*.js", (route) => route.abort());
  });

  test("the post carries the campaign, the lead's id and time, and /thank-you names the lead", async ({
    page,
  }) => {
    const landing = "/?utm_source=google&utm_medium=cpc&utm_campaign=launch&gclid=test-click-1";
    await page.goto(landing);
    const sent = await send(page, en.hero, "en");
    expect(sent).toMatchObject({
      utm_source: "google",
      utm_medium: "cpc",
      utm_campaign: "launch",
      gclid: "test-click-1",
      landing_page: landing,
      referrer: "",
      page: "/",
    });
    expect(sent.lead_id).toMatch(LEAD_ID);
    expect(sent.submitted_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+05:30$/);
    expect(sent.redirect).toBe(`${thankYouUrl("en")}?lead=${sent.lead_id}`);
    await expect(page).toHaveURL(new RegExp(`/thank-you\\?lead=${sent.lead_id}$`));
  });

  test("a visitor who moves on before hydration keeps the landing page's campaign and visit start", async ({
    page,
  }) => {
    const landing = "/?utm_source=google&utm_campaign=launch&gclid=test-click-2";
    await page.goto(landing);
    await page.getByRole("link", { name: hiUi.languageName }).first().click();
    await expect(page).toHaveURL(/\/hi$/);
    const sent = await send(page, hi.hero, "hi");
    expect(sent).toMatchObject({
      utm_source: "google",
      utm_campaign: "launch",
      gclid: "test-click-2",
      landing_page: landing,
      page: "/hi",
    });
  });

  test("a price breakup's post names the unit type, and Enquiry Now's names none", async ({
    page,
  }) => {
    const unit = unitPrices[1]!;
    const breakup = breakupLink(page, unit);
    const { quickContact } = getDictionary("en").ui.interface;
    const enquiryNow = page
      .getByRole("complementary", { name: quickContact.label })
      .getByRole("link", { name: quickContact.enquiry });

    await page.goto("/");
    await enquiryNow.click();
    await breakup.click();
    expect(await send(page, en.enquiry, "en")).toMatchObject({
      ...serviceFields(en.enquiry, "en"),
      unit_type: unit.leadLabel,
    });

    // The last link followed decides: a breakup and then Enquiry Now is a general enquiry.
    await page.goto("/");
    await breakup.click();
    await enquiryNow.click();
    expect(await send(page, en.enquiry, "en")).not.toHaveProperty("unit_type");
  });
});

test("a price breakup followed before hydration and sent after it names the unit type", async ({
  page,
}) => {
  await stubThirdParties(page);
  // The app's scripts arrive only once the visitor has followed the link.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/_next/static/**/*.js", async (route) => {
    await held;
    await route.continue();
  });
  const leads = await interceptLeads(page, [accept]);
  const unit = unitPrices[0]!;

  // Not the load event: it may wait for the scripts held back.
  await page.goto("/", { waitUntil: "domcontentloaded" });
  await breakupLink(page, unit).click();
  const form = page.getByRole("form", { name: getDictionary("en").ui.dialogs.enquiry.title });
  await expect(form).toBeVisible();
  release();
  await waitForHydration(page);

  await fillForm(form, "enquiry");
  await form.getByRole("button", { name: en.enquiry.submitLabel }).click();
  await expect.poll(() => leads.length).toBe(1);
  expect(await sentFields(leads[0]!)).toMatchObject({ unit_type: unit.leadLabel });
});
