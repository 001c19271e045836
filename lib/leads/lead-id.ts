/** The id and time every lead carries, so the sheet, the e-mail and Google Ads name the same lead. */

/** A UUID v4 from the browser; the fallback keeps v4's layout where randomUUID is missing (http). */
export function newLeadId(cryptoApi: Pick<Crypto, "getRandomValues"> & Partial<Crypto> = crypto) {
  if (typeof cryptoApi.randomUUID === "function") return cryptoApi.randomUUID();
  const bytes = cryptoApi.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The query parameter of /thank-you naming the lead just sent, so its conversion counts once. */
export const LEAD_QUERY = "lead";

/** The thank-you URL naming the lead (lib/ads/lead-count.ts reads it). */
export function withLeadQuery(redirect: string, leadId: string): string {
  return `${redirect.split("?")[0]}?${LEAD_QUERY}=${leadId}`;
}

export const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** India has one time zone and no daylight saving, so the offset is fixed. */
const IST_OFFSET_MINUTES = 5 * 60 + 30;

/** ISO 8601 in Indian time with its offset, to the second: 2026-11-25T17:42:05+05:30. */
export function indianTimestamp(date: Date): string {
  const shifted = new Date(date.getTime() + IST_OFFSET_MINUTES * 60_000);
  return `${shifted.toISOString().slice(0, 19)}+05:30`;
}

/**
 * One id per lead: a retry of the same details after a failure keeps it, different details or the
 * next lead after a success get a new one.
 */
export function leadIdKeeper(make: () => string = () => newLeadId()) {
  let current: { key: string; id: string } | null = null;
  return {
    idFor(key: string): string {
      if (current?.key !== key) current = { key, id: make() };
      return current.id;
    },
    /** The lead was accepted: whatever comes next is a new lead. */
    settle(): void {
      current = null;
    },
  };
}
