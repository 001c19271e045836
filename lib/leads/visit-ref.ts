/**
 * What a booked site visit's lead carries beside the visitor's fields: its short reference, which
 * the channel partner registers the buyer with, and the visitor's time zone. The scripted submit and
 * the plain post's inline script both build them here.
 */
import { visitRefPrefix } from "../content/site-visit";

// Hex digits hold no I, L, O or U, so a reference read out on the phone is not misheard.
/** "NG-4F0C2A9E": the lead id's first 32 random bits; none for an id that is not one. */
export function visitRef(leadId: string): string | undefined {
  return /^[\da-f]{8}-/i.test(leadId)
    ? `${visitRefPrefix}-${leadId.slice(0, 8).toUpperCase()}`
    : undefined;
}

/** `visit_ref` and `visitor_time_zone`, each only when known: entries, as a form's fields are. */
export function visitLeadFields(leadId: string, timeZone: string | undefined): [string, string][] {
  const fields: [string, string | undefined][] = [
    ["visit_ref", visitRef(leadId)],
    ["visitor_time_zone", timeZone],
  ];
  return fields.filter((field): field is [string, string] => !!field[1]);
}
