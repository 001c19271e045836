/**
 * The one inline script of every page with a lead form (bundled by lib/inline/bundle.ts): it makes a
 * plain post (before hydration) carry what a scripted lead carries: the session's campaign, the ad
 * click ids and when they were captured, where the visit began, the page, the ad consent, a fresh
 * lead_id and the time, and that id in the thank-you URL so its conversion counts once; and it sends
 * the lead's copy to the sheet before the post leaves. It keeps the landing URL's campaign, click ids
 * and the visit's start in memory, and stores them as the page is left, only with ad consent. It
 * remembers the extras of the link that led to a dialog's form (a price breakup's unit type).
 * It also gives a field the browser refuses its message in the page's language.
 * It acts only on a submit nothing prevented: once React has hydrated, the form's own handler
 * prevents every submit and builds the lead itself. Identical on every page, so the CSP holds one hash.
 * It ships in every page's HTML, so it imports the helpers' small pure parts, not their checked loaders.
 */
import { attributionKey, clickIdsKey, visitStartKey } from "../storage-keys";
import { ATTRIBUTION_KEYS, parseAttribution, readStored, sessionStore } from "../leads/attribution";
import { writeStored, type KeyValueStore } from "../leads/attribution";
import { CLICK_ID_KEYS, CLICK_ID_LIFETIME_MS, clickAt, parseClickIds } from "../leads/click-ids";
import { saveClickIds } from "../leads/click-ids";
import { visitStartOf } from "../leads/visit-start";
import { indianTimestamp, withLeadQuery } from "../leads/lead-id";
import { localStore } from "../leads/session";
import { LEAD_EXTRAS_ATTRIBUTE } from "../ui/dialog-events";
import { refusalMessage } from "../leads/browser-checks";
import { currentAdConsent, visitorTimeZone } from "../ads/consent-choice";
import type { AdConsent } from "../ads/consent";
import { copyLead, webhookCopy } from "../leads/webhook";
import { visitLeadFields } from "../leads/visit-ref";
import { hasAny, isRecord as isObject } from "../leads/records";

/** A stored JSON object, as the page's own scripts wrote it; each field's type is checked as it is sent. */
type Loose = Record<string, unknown>;

const read = (store: KeyValueStore | null, key: string): Loose | null =>
  readStored(store, key, isObject);

/** What the page found as it was parsed, kept in memory. */
export type Landing = {
  /** The landing URL's own campaign and click ids, which win over any stored ones. */
  attribution: Loose;
  clickIds: Loose;
  /** When this page read them. */
  at: number;
  /** This page's start, which stands in for the visit's when the session has none stored. */
  visitStart: Loose;
};

/**
 * Reads the URL's campaign, click ids and this page as the visit's start. No storage: the first
 * read of it waits on the browser's storage process, and this runs before the body is parsed.
 */
export function readLanding(
  place: Pick<Location, "pathname" | "search" | "origin">,
  referrer: string,
  now: number,
): Landing {
  return {
    attribution: parseAttribution(place.search),
    clickIds: parseClickIds(place.search),
    at: now,
    visitStart: visitStartOf(place, referrer),
  };
}

/**
 * Stores what the hydrated page would, so a visitor who moves on before hydration keeps it: only
 * with ad consent, as the page is left (the consent's first read costs a phone tens of ms).
 */
export function storeLanding(
  landing: Landing,
  stores: { local: KeyValueStore | null; session: KeyValueStore | null },
  consent: AdConsent,
): void {
  if (consent !== "granted") return;
  if (hasAny(landing.attribution)) writeStored(stores.session, attributionKey, landing.attribution);
  if (hasAny(landing.clickIds)) saveClickIds(stores.local, landing.clickIds, landing.at);
  if (!read(stores.session, visitStartKey))
    writeStored(stores.session, visitStartKey, landing.visitStart);
}

/**
 * The fields a plain post gets, in the order they are set: the opening link's extras first, so a
 * lead field of the same name wins. The campaign and click ids are the landing URL's, else the
 * session's campaign and the 90-day store's ids if not 90 days old; the visit's start is the
 * session's, else this page's. Anything but text is left out, as a scripted lead does.
 */
export function leadFields(
  landing: Landing,
  stores: { local: KeyValueStore | null; session: KeyValueStore | null },
  extras: unknown,
  place: {
    pathname: string;
    consent: AdConsent;
    now: number;
    leadId: string;
    visitZone?: string | undefined;
  },
): [string, string][] {
  const { now } = place;
  const stored = read(stores.local, clickIdsKey) ?? {};
  const fresh = now - (stored.savedAt as number) < CLICK_ID_LIFETIME_MS;
  const [clickIds, clickedAt] = hasAny(landing.clickIds)
    ? [landing.clickIds, landing.at]
    : [(fresh && (stored.ids as Loose)) || {}, stored.savedAt as number];
  const attribution = hasAny(landing.attribution)
    ? landing.attribution
    : (read(stores.session, attributionKey) ?? {});
  // The visit's start: the session's, stored by an earlier page, else this page's.
  const storedStart = read(stores.session, visitStartKey);
  const visitStart = storedStart?.landing_page ? storedStart : landing.visitStart;
  const fields: [string, unknown][] = [
    ...(isObject(extras) ? Object.entries(extras) : []),
    ...[...ATTRIBUTION_KEYS, ...CLICK_ID_KEYS].map((name): [string, unknown] => [
      name,
      attribution[name] || clickIds[name],
    ]),
    ["click_at", clickAt(clickIds, clickedAt)],
    ["landing_page", visitStart.landing_page],
    ["referrer", visitStart.referrer],
    ["page", place.pathname],
    ["ad_consent", place.consent],
    ["submitted_at", indianTimestamp(new Date(now))],
    // Without an id, no field: the lead is sent all the same.
    ["lead_id", place.leadId || undefined],
    // A site-visit booking: its reference and the visitor's zone, as the scripted submit sends them.
    ...(place.visitZone === undefined ? [] : visitLeadFields(place.leadId, place.visitZone)),
  ];
  return fields.filter((field): field is [string, string] => typeof field[1] === "string");
}

/** @public The inline script's body (lib/inline/bundle.ts calls it with the sheet's URL, or ""). */
export function main(webhookUrl: string): void {
  const stores = () => ({ local: localStore(), session: sessionStore() });
  const landing = readLanding(location, document.referrer, Date.now());
  addEventListener("pagehide", () => storeLanding(landing, stores(), currentAdConsent()));
  // The last link to each in-page form names its extras (or none) on the dialog: they go with its post.
  addEventListener(
    "click",
    ({ target }) => {
      const link =
        target instanceof Element ? target.closest<HTMLAnchorElement>("a[href^='#']") : null;
      const dialog = link ? document.getElementById(link.hash.slice(1)) : null;
      if (!link || dialog?.localName !== "dialog") return;
      const extras = link.getAttribute(LEAD_EXTRAS_ATTRIBUTE);
      if (extras) dialog.setAttribute(LEAD_EXTRAS_ATTRIBUTE, extras);
      else dialog.removeAttribute(LEAD_EXTRAS_ATTRIBUTE);
    },
    true,
  );
  // A field the browser refuses says why in the page's language; typing (or choosing) clears that
  // for the next check. Only form controls receive "invalid".
  addEventListener(
    "invalid",
    ({ target }) =>
      (target as HTMLInputElement).setCustomValidity(refusalMessage(target as HTMLInputElement)),
    true,
  );
  addEventListener(
    "input",
    ({ target }) => (target as Partial<HTMLInputElement>).setCustomValidity?.(""),
    true,
  );
  addEventListener("submit", (event) => {
    const form = event.target;
    if (event.defaultPrevented || !(form instanceof HTMLFormElement)) return;
    const redirect = form.elements.namedItem("redirect") as HTMLInputElement | null;
    if (!redirect) return;
    const now = Date.now();
    const extras = form.closest("dialog")?.getAttribute(LEAD_EXTRAS_ATTRIBUTE);
    // No id where the browser has no randomUUID (outside a secure context): newLeadId's fallback
    // would weigh on every page's HTML for a case the site, served over https, never meets.
    const leadId = crypto.randomUUID?.() ?? "";
    // JSON the page's own links carry.
    const fields = leadFields(landing, stores(), extras && JSON.parse(extras), {
      pathname: location.pathname,
      consent: currentAdConsent(),
      now,
      leadId,
      visitZone: form.elements.namedItem("visit_slot") ? (visitorTimeZone() ?? "") : undefined,
    });
    for (const [name, value] of fields) {
      let input = form.elements.namedItem(name) as { value: string } | null;
      if (!input) {
        const hidden = document.createElement("input");
        hidden.type = "hidden";
        hidden.name = name;
        input = form.appendChild(hidden);
      }
      input.value = value;
    }
    if (leadId) redirect.value = withLeadQuery(redirect.value, leadId);
    // Sent before the post leaves, kept until the sheet confirms it: a later page sends it again.
    if (webhookUrl) {
      const copy = webhookCopy(Object.fromEntries(new FormData(form)) as Record<string, string>);
      void copyLead(webhookUrl, copy, localStore(), now);
    }
  });
}
