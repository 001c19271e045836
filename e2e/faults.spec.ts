// When sending fails, in either language: what the visitor is told, what stays in the form, the way out and a
// retry sending the same lead. The hero form runs the matrix for every scripted form (enquiry and contact fail once too).
import { expect, test, type BrowserContext } from "@playwright/test";
import { leadFormTitles } from "../lib/leads/form-ids";
import { contact } from "../lib/content/project";
import { getDictionary } from "../lib/i18n";
import { LANGS, localePath, type Lang } from "../lib/i18n/lang";
import { LEAD_TIMEOUT_MS } from "../lib/leads/client";
import type { LeadFormId } from "../lib/leads/form-ids";
import { rejectedAlert } from "../lib/leads/forms";
import { leadFormsByLang } from "../lib/leads/forms-by-lang";
import { fallbackMessage } from "../lib/leads/whatsapp";
import {
  accept,
  fillForm,
  openForm,
  readForm,
  reply,
  sentFields,
  submitButton,
  submitHeroOffline,
  type Answer,
  whatsappText,
} from "./support/leads";
import { thankYouUrl, VALID } from "./support/lead-shape";
import { plainOrigin } from "./support/site";

type Fault = {
  name: string;
  /** How the service (or the network) misbehaves on the first submit. */
  handler: (context: BrowserContext) => Answer;
  /** What the service said, if it answered; undefined: no answer at all (a network failure). */
  serviceMessage?: string | null;
  stall?: boolean;
  offline?: boolean;
};

const RATE_LIMIT_MESSAGE = "Too many submissions. Try again in a minute.";

// A refusal with the service's words, one without, a stall and a lost network; lib/leads/client.test.ts sorts every other answer.
const FAULTS: Fault[] = [
  {
    name: "HTTP 429 with the service's message",
    handler: () => reply(429, JSON.stringify({ success: false, message: RATE_LIMIT_MESSAGE })),
    serviceMessage: RATE_LIMIT_MESSAGE,
  },
  {
    name: "HTTP 503 with an HTML error page",
    handler: () => reply(503, "<h1>Service Unavailable</h1>", "text/html"),
    serviceMessage: null,
  },
  {
    name: "a 20-second stall (the 15 s abort fires)",
    // Never answered: the service would reply after 20 s, the client gives up at 15 s.
    handler: () => () => new Promise<void>(() => {}),
    stall: true,
  },
  {
    name: "the browser going offline mid-submit",
    handler: (context) => async (route) => {
      await context.setOffline(true);
      await route.abort("internetdisconnected");
    },
    offline: true,
  },
];

/** The alert a form shows for this failure, in the page's language. */
function failureAlert(id: LeadFormId, lang: Lang, { serviceMessage }: Fault): string {
  if (serviceMessage === undefined) return leadFormsByLang[lang][id].networkAlert ?? "";
  return rejectedAlert(serviceMessage, getDictionary(lang).ui.forms.alerts.rejectedFallback, lang);
}

for (const lang of LANGS) {
  test.describe(`in ${lang}: the hero form`, () => {
    for (const fault of FAULTS) {
      test(`${fault.name}: says so, keeps every value, offers WhatsApp, and a retry sends the same lead once more`, async ({
        page,
        context,
      }) => {
        const logs: string[] = [];
        page.on("console", (message) => logs.push(message.text()));
        if (fault.stall) await page.clock.install();
        const { alerts, errors, requests, form } = await openForm(page, "hero", {
          lang,
          answers: [fault.handler(context), accept],
        });
        const words = getDictionary(lang).ui.leadFallback;
        const wayOut = form.getByRole("link", { name: words.whatsappLabel });
        await expect(wayOut).toHaveCount(0);
        await fillForm(form, "hero", VALID, lang);
        const typed = await readForm(form, "hero", lang);

        // The clock stands still from here (a few seconds ahead, so pausing never lands in the past):
        // only runFor moves it, however slow the machine.
        if (fault.stall) await page.clock.pauseAt(await page.evaluate(() => Date.now() + 5_000));
        await submitButton(form, "hero", lang).click();
        if (fault.stall) {
          // The stall starts once the lead reaches the service: moved before that, the stopped clock
          // could fire the abort before the request left the page.
          await expect.poll(() => requests.length).toBe(1);
          await page.clock.runFor(LEAD_TIMEOUT_MS - 1_000);
          await expect(
            form.getByRole("button", { name: leadFormsByLang[lang].hero.pendingLabel }),
          ).toBeDisabled();
          expect(alerts).toEqual([]);
          await page.clock.runFor(1_000);
        }

        await expect.poll(() => alerts).toEqual([failureAlert("hero", lang, fault)]);
        expect(page.url()).toBe(`${plainOrigin}${localePath(lang, "/")}`);
        expect(await readForm(form, "hero", lang)).toEqual(typed);
        await expect(submitButton(form, "hero", lang)).toBeEnabled();
        expect(requests).toHaveLength(1);
        // The way out: WhatsApp with what the visitor typed, and the call link.
        await expect(form.getByText(words.note, { exact: true })).toBeVisible();
        await expect(wayOut).toBeVisible();
        expect(await whatsappText(wayOut)).toBe(
          fallbackMessage({ ...VALID, details: [], formTitle: leadFormTitles.hero }, words),
        );
        const call = form.getByRole("link", { name: words.callLabel, exact: true });
        await expect(call).toHaveAttribute("href", contact.telHref);
        // The failure is logged for the site's owner, without the visitor's details.
        expect(logs.some((line) => line.startsWith("[lead] hero form:"))).toBe(true);
        for (const line of logs)
          for (const value of [VALID.name, VALID.email, VALID.phone])
            expect(line).not.toContain(value);

        if (fault.offline) await context.setOffline(false);
        await submitButton(form, "hero", lang).click();
        await expect(page).toHaveURL(thankYouUrl(plainOrigin, lang));
        expect(requests).toHaveLength(2);
        // The retry is the same lead: it keeps its id, so the sheet and Google Ads count it once.
        const [first, retry] = await Promise.all(requests.map(sentFields));
        expect(retry!.lead_id).toBe(first!.lead_id);
        expect(errors).toEqual([]);
      });
    }
  });
}

for (const lang of LANGS)
  test(`in ${lang}: offline since the form's code came, a submit says so, keeps every value and offers WhatsApp; back online, it sends`, async ({
    page,
    context,
  }) => {
    const { alerts, errors, requests, form } = await openForm(page, "hero", {
      lang,
      answers: [accept],
    });
    // Offline before the first focus: what a submit loads then cannot arrive.
    await submitHeroOffline(context, form, lang, alerts);
    const words = getDictionary(lang).ui.leadFallback;
    await expect(form.getByRole("link", { name: words.whatsappLabel })).toBeVisible();
    await expect(submitButton(form, "hero", lang)).toBeEnabled();
    expect(requests).toHaveLength(0);

    await context.setOffline(false);
    await submitButton(form, "hero", lang).click();
    await expect(page).toHaveURL(thankYouUrl(plainOrigin, lang));
    expect(requests).toHaveLength(1);
    expect(errors).toEqual([]);
  });
