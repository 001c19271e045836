// A visitor who submits before React has hydrated (the app's scripts still on their way, or
// JavaScript off) sends a real lead: the browser posts the form to the service itself, which sends
// them on to the thank-you page of their language. Every control that opens a form dialog leads to
// that form meanwhile.
import type { SiteDialogKind } from "../lib/content/navigation";
import type { Locator, Page, Request } from "@playwright/test";
import { project, unitPrices } from "../lib/i18n/english";
import { leadEmail, spamTrap } from "../lib/content/lead-extras";
import { leadFormTitles } from "../lib/leads/form-ids";
import { getDictionary } from "../lib/i18n";
import { LANGS, localePath, type Lang } from "../lib/i18n/lang";
import { leadSubject } from "../lib/leads/email";
import { leadFormsByLang } from "../lib/leads/forms-by-lang";
import type { LeadFormDef } from "../lib/leads/forms";
import { paths } from "../lib/seo/paths";
import { settings } from "../lib/settings";
import { dialogAnchors } from "../lib/ui/dialog-events";
import { field, fillForm } from "./support/leads";
import { INDIAN_TIME, LEAD_ID, VALID, type Values } from "./support/lead-shape";
import { expect, quickContactBar, test } from "./support/site";

const isLeadPost = (request: Request) =>
  request.method() === "POST" && new URL(request.url()).pathname === "/api/leads";

const validationMessage = (input: HTMLElement) => (input as HTMLInputElement).validationMessage;

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

/** The form `form` on the page, filled with `values` (the rest VALID's). */
async function fill(page: Page, form: LeadFormDef, lang: Lang, values: Values) {
  const scope = page
    .locator("form")
    .filter({ has: page.getByRole("button", { name: form.submitLabel }) });
  await fillForm(scope.first(), form.id, values, lang);
  return scope.first();
}

/** Submits and waits for the post to land on the thank-you page of the form's language. */
async function send(page: Page, form: LeadFormDef, lang: Lang, values: Values = VALID) {
  const scope = await fill(page, form, lang, values);
  const posted = page.waitForRequest(isLeadPost);
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
/** Enquiry Now in the quick-contact bar: before hydration a link to the enquiry form. */
const enquiryNow = (page: Page, lang: Lang) =>
  quickContactBar(page, lang).getByRole("link", {
    name: getDictionary(lang).ui.interface.quickContact.enquiry,
  });

const MODES = ["app scripts blocked", "payload lost", "JavaScript off"] as const;
type Mode = (typeof MODES)[number];
/** Each describe's pages: no JavaScript at all, the app's own scripts or the data React hydrates from never arriving. */
function withoutHydration(mode: Mode) {
  if (mode === "JavaScript off") test.use({ javaScriptEnabled: false });
  test.beforeEach(async ({ page }) => {
    // The app's own scripts never arrive: React does not hydrate, the pages' inline scripts run.
    if (mode === "app scripts blocked")
      await page.route("**/_next/static/**/*.js", (route) => route.abort());
    // Nor does it without the data it hydrates from: the page stays as served.
    if (mode === "payload lost")
      await page.route("**/_next/static/hydration/**", (route) => route.abort());
  });
}

/** Every control that opens a form dialog leads to its form, and no button waits for the scripts. */
async function expectEveryOpenerWorks(page: Page, lang: Lang) {
  const { ui, pages } = getDictionary(lang);
  const names = [pages.brochure.cta, pages.contact.cta, pages.enquiry.cta];
  for (const name of [...names, ui.emi.advisorLabel, ui.interface.quickContact.enquiry])
    await expect(page.getByRole("link", { name, exact: true }).first()).toBeVisible();
  // Every button shown is a form's own submit: none waits for the scripts to do anything.
  const waiting = await page
    .locator("button:visible")
    .evaluateAll((buttons) =>
      (buttons as HTMLButtonElement[])
        .filter((b) => !(b.type === "submit" && b.form))
        .map((b) => b.getAttribute("aria-label") ?? b.textContent?.trim()),
    );
  expect(waiting).toEqual([]);
  await expect(page.locator("[aria-disabled]")).toHaveCount(0);
  let opened = 0;
  for (const kind of Object.keys(ui.dialogs) as SiteDialogKind[]) {
    const links = page.locator(`a[href="#${dialogAnchors[kind]}"]`);
    for (let i = 0; i < (await links.count()); i++) {
      if (!(await links.nth(i).isVisible())) continue;
      await links.nth(i).click();
      const dialog = page.getByRole("dialog", { name: ui.dialogs[kind].title });
      await expect(dialog.getByRole("form")).toBeVisible();
      opened += 1;
    }
  }
  // The nav's Brochure Download, the quick-contact Enquiry Now, a price breakup per unit type,
  // the loan advisor, the brochure, enquiry and contact sections.
  expect(opened).toBeGreaterThanOrEqual(7);
}

/** Where a jump ends: the target whole on screen, not under the sticky header. */
const inViewBelowHeader = (target: Locator, message: string) =>
  expect
    .poll(
      () =>
        target.evaluate((element) => {
          const { top, bottom } = element.getBoundingClientRect();
          const header = document.querySelector("header")!.getBoundingClientRect();
          return top >= header.bottom && bottom <= window.innerHeight;
        }),
      { message },
    )
    .toBe(true);

for (const mode of MODES) {
  test.describe(`before hydration (${mode})`, () => {
    withoutHydration(mode);

    // Each way in: the hero form, the contact form from its section, Enquiry Now on the Hindi page.
    const ways = [
      { lang: "en", form: en.hero, open: async () => {} },
      {
        lang: "en",
        form: en.contact,
        open: (page: Page) =>
          page.locator("#contact").getByRole("link", { name: enPages.contact.cta }).click(),
      },
      {
        lang: "hi",
        form: hi.enquiry,
        open: (page: Page) => enquiryNow(page, "hi").click(),
      },
    ] as const;
    for (const { lang, form, open } of ways)
      test(`the ${form.id} form on ${localePath(lang, "/")} posts the lead and ends on the thank-you page`, async ({
        page,
      }) => {
        await page.goto(localePath(lang, "/"));
        await open(page);
        if (form.id === "contact" || form.id === "enquiry")
          await expect(
            page.getByRole("dialog", { name: getDictionary(lang).ui.dialogs[form.id].title }),
          ).toBeVisible();
        const sent = await send(page, form, lang);
        expect(sent).toMatchObject({
          ...serviceFields(form, lang),
          ...Object.fromEntries(form.fields.map(({ name }) => [name, VALID[name]])),
        });
        expect(sent.redirect?.startsWith(thankYouUrl(lang))).toBe(true);
      });

    for (const lang of LANGS)
      test(`on ${localePath(lang, "/")} an empty field, a bad e-mail or phone is refused, nothing posted; every dialog control leads to its form`, async ({
        page,
      }) => {
        const posts: Request[] = [];
        page.on("request", (request) => void (isLeadPost(request) && posts.push(request)));
        const { ui } = getDictionary(lang);
        const hero = leadFormsByLang[lang].hero;
        await page.goto(localePath(lang, "/"));
        const form = page.getByRole("form", { name: ui.heroForm.heading });
        const [name, email, phone] = hero.fields.map((def) => field(form, def));
        const submit = form.getByRole("button", { name: hero.submitLabel });
        // What the browser says of each refused field (it shows the first one's).
        const said = () =>
          Promise.all([name, email, phone].map((input) => input!.evaluate(validationMessage)));
        const inPageWords = mode === "app scripts blocked";
        await submit.click();
        if (inPageWords) expect((await said())[0]).toBe(ui.forms.blank.name);
        await fill(page, hero, lang, { email: "asha@", phone: "abc" });
        await submit.click();
        expect(
          await phone!.evaluate((input: HTMLInputElement) => input.validity.patternMismatch),
        ).toBe(true);
        if (inPageWords)
          expect(await said()).toEqual(["", ui.forms.emailInvalid, ui.forms.phoneInvalid]);
        // Typing a right value clears the refusal.
        await phone!.fill(VALID.phone);
        expect(await phone!.evaluate((input: HTMLInputElement) => input.validity.valid)).toBe(true);
        await page.waitForTimeout(500);
        expect(posts).toHaveLength(0);
        await expect(page).toHaveURL(new RegExp(`${localePath(lang, "/")}$`));

        await expectEveryOpenerWorks(page, lang);
      });
  });

  test.describe(`before hydration (${mode}): jumps and leads`, () => {
    withoutHydration(mode);

    test("on a phone, Enquiry Now, a price breakup and Menu bring their target into view below the header", async ({
      page,
    }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto("/");
      const { ui, pages } = getDictionary("en");
      const words = ui.interface;
      const heading = page
        .getByRole("dialog", { name: ui.dialogs.enquiry.title })
        .getByRole("heading", { name: ui.dialogs.enquiry.title });
      const openers = [
        enquiryNow(page, "en"),
        page
          .locator("#prices")
          .getByRole("link", { name: new RegExp(pages.prices.breakupLabel) })
          .last(),
      ];
      for (const opener of openers) {
        await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
        await opener.click();
        await inViewBelowHeader(heading, "the form's heading in view below the header");
      }

      // Menu leads to the footer's links, which work.
      await page.goto("/");
      await page
        .getByRole("banner")
        .getByRole("link", { name: words.navigation.menu, exact: true })
        .click();
      const footer = page.getByRole("contentinfo");
      await inViewBelowHeader(
        footer.getByRole("heading", { name: pages.footer.exploreHeading }),
        "the footer's links below the header",
      );
      const about = footer.getByRole("link", { name: ui.nav[1], exact: true });
      await expect(about).toBeInViewport();
      await about.click();
      await expect(page).toHaveURL(/\/#about$/);
      await expect(page.locator("#about")).toBeInViewport();
    });

    // Leads sent with only the page's inline scripts running.
    if (mode === "JavaScript off") return;
    test("a visitor who moves on before hydration keeps the campaign; the post carries it, the lead's id and time, and thank-you names the lead", async ({
      page,
    }) => {
      const landing = "/?utm_source=google&utm_medium=cpc&utm_campaign=launch&gclid=test-click-1";
      await page.goto(landing);
      await page.getByRole("link", { name: hiUi.languageName }).first().click();
      await expect(page).toHaveURL(/\/hi$/);
      const sent = await send(page, hi.hero, "hi");
      expect(sent).toMatchObject({
        utm_source: "google",
        utm_medium: "cpc",
        utm_campaign: "launch",
        gclid: "test-click-1",
        landing_page: landing,
        referrer: "",
        page: "/hi",
      });
      expect(sent.lead_id).toMatch(LEAD_ID);
      expect(sent.submitted_at).toMatch(INDIAN_TIME);
      expect(sent.redirect).toBe(`${thankYouUrl("hi")}?lead=${sent.lead_id}`);
      await expect(page).toHaveURL(new RegExp(`/hi/thank-you\\?lead=${sent.lead_id}$`));
    });

    test("a price breakup's post names the unit type, and Enquiry Now's names none", async ({
      page,
    }) => {
      const unit = unitPrices[1]!;
      const breakup = breakupLink(page, unit);
      const enquiry = enquiryNow(page, "en");

      await page.goto("/");
      await enquiry.click();
      await breakup.click();
      expect(await send(page, en.enquiry, "en")).toMatchObject({
        ...serviceFields(en.enquiry, "en"),
        unit_type: unit.leadLabel,
      });

      // The last link followed decides: a breakup and then Enquiry Now is a general enquiry.
      await page.goto("/");
      await breakup.click();
      await enquiry.click();
      expect(await send(page, en.enquiry, "en")).not.toHaveProperty("unit_type");
    });
  });
}
