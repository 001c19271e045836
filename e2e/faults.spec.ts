import {
  expect,
  test,
  type BrowserContext,
  type Locator,
  type Page,
  type Route,
} from "@playwright/test";
import { LEAD_TIMEOUT_MS } from "../lib/leads/client";
import type { LeadFormId } from "../lib/leads/form-ids";
import { rejectedAlert } from "../lib/leads/forms";
import { leadForms } from "../lib/leads/forms-by-lang";
import { uiWords } from "../lib/i18n/ui";
import {
  accept,
  FORM_IDS,
  fillForm,
  interceptLeads,
  reachForm,
  readForm,
  reply,
  sentFields,
  submitButton,
  watchPage,
} from "./support/lead-journeys";
import { plainOrigin, stubThirdParties } from "./support/site";

type Fault = {
  name: string;
  /** How the service (or the network) misbehaves on the first submit. */
  handler: (context: BrowserContext) => (route: Route) => Promise<void> | void;
  /** rejected: the service answered; network: no answer at all. */
  outcome: { kind: "rejected"; serviceMessage: string | null } | { kind: "network" };
  stall?: boolean;
  offline?: boolean;
  /** Forms for which this answer is not a failure (requirements: Messages). */
  notAFaultFor?: LeadFormId[];
};

const RATE_LIMIT_MESSAGE = "Too many submissions. Try again in a minute.";

const FAULTS: Fault[] = [
  {
    name: "HTTP 429 with the service's message",
    handler: () => reply(429, JSON.stringify({ success: false, message: RATE_LIMIT_MESSAGE })),
    outcome: { kind: "rejected", serviceMessage: RATE_LIMIT_MESSAGE },
  },
  {
    name: "HTTP 500 with an empty body",
    handler: () => reply(500, ""),
    outcome: { kind: "rejected", serviceMessage: null },
  },
  {
    name: "HTTP 503 with an HTML error page",
    handler: () => reply(503, "<!doctype html><h1>Service Unavailable</h1>", "text/html"),
    outcome: { kind: "rejected", serviceMessage: null },
  },
  {
    name: "a 200 answer that is not JSON",
    handler: () => reply(200, "<!doctype html><p>Sign in to the Wi-Fi</p>", "text/html"),
    outcome: { kind: "rejected", serviceMessage: null },
    // For the contact form only response.ok decides (requirements: What a lead carries) (tested separately below).
    notAFaultFor: ["contact"],
  },
  {
    name: "a 20-second stall (the 15 s abort fires)",
    // Never answered: the service would reply after 20 s, the client gives up at 15 s.
    handler: () => () => new Promise<void>(() => {}),
    outcome: { kind: "network" },
    stall: true,
  },
  {
    name: "the browser going offline mid-submit",
    handler: (context) => async (route) => {
      await context.setOffline(true);
      await route.abort("internetdisconnected");
    },
    outcome: { kind: "network" },
    offline: true,
  },
];

/** The required message (requirements: Messages) for this form and failure, and where it shows (alert or status line). */
function failureMessage(id: LeadFormId, outcome: Fault["outcome"]) {
  const form = leadForms[id];
  if (form.status) return { status: form.status.failed };
  if (outcome.kind === "rejected")
    return {
      alert: rejectedAlert(outcome.serviceMessage, uiWords.en.forms.alerts.rejectedFallback),
    };
  return { alert: form.networkAlert ?? "" };
}

async function expectSuccess(page: Page, form: Locator, id: LeadFormId, alerts: string[]) {
  const success = leadForms[id].success;
  if (success.kind === "thank-you") await expect(page).toHaveURL(`${plainOrigin}${success.path}`);
  else if (success.kind === "download") await expect.poll(() => alerts.at(-1)).toBe(success.alert);
  else await expect(form.getByRole("status")).toHaveText(leadForms[id].status?.sent ?? "");
}

for (const id of FORM_IDS) {
  test.describe(`${id} form`, () => {
    for (const fault of FAULTS.filter((candidate) => !candidate.notAFaultFor?.includes(id))) {
      test(`${fault.name}: says so, keeps every value, and a retry sends exactly once more`, async ({
        page,
        context,
      }) => {
        const { alerts, errors } = watchPage(page);
        await stubThirdParties(page, { autoPopup: id === "autoPopup" });
        if (fault.stall || id === "autoPopup") await page.clock.install();
        const requests = await interceptLeads(page, [fault.handler(context), accept]);
        await page.goto("/");
        const form = await reachForm(page, id);
        await fillForm(form, id);
        const typed = await readForm(form, id);

        // The clock stands still from here (a few seconds ahead, so pausing never lands in the past):
        // only runFor moves it, however slow the machine.
        if (fault.stall) await page.clock.pauseAt(await page.evaluate(() => Date.now() + 5_000));
        await submitButton(form, id).click();
        if (fault.stall) {
          await page.clock.runFor(LEAD_TIMEOUT_MS - 1_000);
          await expect(
            form.getByRole("button", { name: leadForms[id].pendingLabel }),
          ).toBeDisabled();
          expect(alerts).toEqual([]);
          await page.clock.runFor(1_000);
        }

        const expected = failureMessage(id, fault.outcome);
        if (expected.alert) await expect.poll(() => alerts).toEqual([expected.alert]);
        else await expect(form.getByRole("status")).toHaveText(expected.status ?? "");
        expect(page.url()).toBe(`${plainOrigin}/`);
        expect(await readForm(form, id)).toEqual(typed);
        await expect(submitButton(form, id)).toBeEnabled();
        expect(requests).toHaveLength(1);

        if (fault.offline) await context.setOffline(false);
        await submitButton(form, id).click();
        await expectSuccess(page, form, id, alerts);
        expect(requests).toHaveLength(2);
        // The retry is the same lead: it keeps its id, so the sheet and Google Ads count it once.
        const [first, retry] = await Promise.all(requests.map(sentFields));
        expect(retry!.lead_id).toBe(first!.lead_id);
        expect(errors).toEqual([]);
      });
    }
  });
}

test("contact form: a 200 answer that is not JSON counts as sent (only response.ok decides)", async ({
  page,
}) => {
  const { errors } = watchPage(page);
  await stubThirdParties(page);
  const requests = await interceptLeads(page, [
    reply(200, "<!doctype html><p>Thanks</p>", "text/html"),
  ]);
  await page.goto("/");
  const form = await reachForm(page, "contact");
  await fillForm(form, "contact");
  await submitButton(form, "contact").click();
  await expect(form.getByRole("status")).toHaveText(leadForms.contact.status?.sent ?? "");
  expect(requests).toHaveLength(1);
  expect(errors).toEqual([]);
});
