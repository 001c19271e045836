/**
 * The one inline script of every page with a lead form (bundled by lib/inline/bundle.ts): it makes a
 * plain post (before hydration) carry what a scripted lead carries: the session's campaign, the ad
 * click ids, where the visit began, the page, a fresh lead_id and the time, and that id in the
 * thank-you URL so its conversion counts once. As the page is parsed it keeps the landing URL's
 * campaign, click ids and the visit's start, and it remembers the extras of the link that led to a
 * dialog's form (a price breakup's unit type).
 * It also gives a field the browser refuses its message in the page's language.
 * It acts only on a submit nothing prevented: once React has hydrated, the form's own handler
 * prevents every submit and builds the lead itself. Identical on every page, so the CSP holds one hash.
 * It ships in every page's HTML, so it imports the helpers' small pure parts, not their checked loaders.
 */
import { leadContextKeys } from "../storage-keys";
import { ATTRIBUTION_KEYS, parseAttribution, readStored, sessionStore } from "../leads/attribution";
import { writeStored, type KeyValueStore } from "../leads/attribution";
import {
  CLICK_ID_KEYS,
  CLICK_ID_LIFETIME_MS,
  parseClickIds,
  saveClickIds,
} from "../leads/click-ids";
import { visitStartOf } from "../leads/visit-start";
import { indianTimestamp, withLeadQuery } from "../leads/lead-id";
import { localStore } from "../leads/session";
import { LEAD_EXTRAS_ATTRIBUTE } from "../ui/dialog-events";
import { refusalMessage } from "../leads/browser-checks";

/** A stored JSON object, as the page's own scripts wrote it; each field's type is checked as it is sent. */
type Loose = Record<string, unknown>;

const isObject = (value: unknown): value is Loose => !!value && typeof value === "object";
const read = (store: KeyValueStore | null, key: string): Loose | null =>
  readStored(store, key, isObject);
const hasAny = (record: object) => Object.keys(record).length > 0;

/** What the page found as it was parsed. */
export type Landing = {
  /** The landing URL's own campaign and click ids, which win over any stored ones. */
  attribution: Loose;
  clickIds: Loose;
  visitStart: Loose;
};

/**
 * Keeps the URL's campaign, click ids and the visit's start (the first page's wins) in the session,
 * as the hydrated page would, so a visitor who moves on before hydration keeps them. Click ids go
 * to the 90-day store only once the hydrated page knows the visitor's consent.
 */
export function captureLanding(
  session: KeyValueStore | null,
  place: Pick<Location, "pathname" | "search" | "origin">,
  referrer: string,
  now: number,
): Landing {
  const attribution = parseAttribution(place.search);
  const clickIds = parseClickIds(place.search);
  if (hasAny(attribution)) writeStored(session, leadContextKeys.attribution, attribution);
  if (hasAny(clickIds)) saveClickIds(session, clickIds, now);
  let visitStart = read(session, leadContextKeys.visitStart);
  if (!visitStart?.landing_page) {
    visitStart = visitStartOf(place, referrer);
    writeStored(session, leadContextKeys.visitStart, visitStart);
  }
  return { attribution, clickIds, visitStart };
}

/**
 * The fields a plain post gets, in the order they are set: the opening link's extras first, so a
 * lead field of the same name wins. The campaign and click ids are the landing URL's, else the
 * session's campaign and the ids of the 90-day store when it holds any (else the session's), if
 * not 90 days old. Anything but text is left out, as a scripted lead does.
 */
export function leadFields(
  landing: Landing,
  stores: { local: KeyValueStore | null; session: KeyValueStore | null },
  extras: unknown,
  pathname: string,
  now: number,
  leadId: string,
): [string, string][] {
  const key = leadContextKeys.clickIds;
  const stored = read(stores.local, key) ?? read(stores.session, key) ?? {};
  const fresh = now - (stored.savedAt as number) < CLICK_ID_LIFETIME_MS;
  const clickIds = hasAny(landing.clickIds)
    ? landing.clickIds
    : (fresh && (stored.ids as Loose)) || {};
  const attribution = hasAny(landing.attribution)
    ? landing.attribution
    : (read(stores.session, leadContextKeys.attribution) ?? {});
  const fields: [string, unknown][] = [
    ...(isObject(extras) ? Object.entries(extras) : []),
    ...[...ATTRIBUTION_KEYS, ...CLICK_ID_KEYS].map((name): [string, unknown] => [
      name,
      attribution[name] || clickIds[name],
    ]),
    ["landing_page", landing.visitStart.landing_page],
    ["referrer", landing.visitStart.referrer],
    ["page", pathname],
    ["submitted_at", indianTimestamp(new Date(now))],
    // Without an id, no field: the lead is sent all the same.
    ["lead_id", leadId || undefined],
  ];
  return fields.filter((field): field is [string, string] => typeof field[1] === "string");
}

/** @public The inline script's body (lib/inline/bundle.ts calls it). */
export function main(): void {
  const landing = captureLanding(sessionStore(), location, document.referrer, Date.now());
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
    const stores = { local: localStore(), session: sessionStore() };
    // JSON the page's own links carry.
    const fields = leadFields(
      landing,
      stores,
      extras && JSON.parse(extras),
      location.pathname,
      now,
      leadId,
    );
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
  });
}
