/**
 * What a booked site visit's lead carries beside the visitor's fields: its short reference, which
 * the channel partner registers the buyer with, and the visitor's time zone. The scripted submit and
 * the plain post's inline script both build them here.
 */
import { visitRefPrefix } from "../content/site-visit";

// Crockford's base 32: no I, L, O or U, so a reference read out on the phone is not misheard.
const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
const HEX_DIGITS = 10;
const REF_LENGTH = 8;

/** "NG-7F3K2Q9X": the first 40 random bits of the lead's id; none for an id that is not one. */
export function visitRef(leadId: string): string | undefined {
  const hex = leadId.replace(/-/g, "").slice(0, HEX_DIGITS);
  if (!/^[\da-f]{10}$/i.test(hex)) return undefined;
  let rest = parseInt(hex, 16);
  let code = "";
  for (let i = 0; i < REF_LENGTH; i++) {
    code = ALPHABET[rest % 32]! + code;
    rest = Math.floor(rest / 32);
  }
  return `${visitRefPrefix}-${code}`;
}

/** The browser's own IANA time zone, e.g. "Asia/Dubai"; empty where the browser does not say. */
export function visitorTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || "";
}

/** `visit_ref` (when the id makes one) and `visitor_time_zone` (when the browser says it). */
export function visitLeadFields(leadId: string, timeZone: string): Record<string, string> {
  const ref = visitRef(leadId);
  return {
    ...(ref ? { visit_ref: ref } : {}),
    ...(timeZone ? { visitor_time_zone: timeZone } : {}),
  };
}
