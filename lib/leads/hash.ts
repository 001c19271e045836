/**
 * SHA-256 in the browser (SubtleCrypto): what the site keeps about a lead is a hash, never the
 * email or phone themselves. Used to skip a repeated lead and for Ads enhanced conversions.
 */
import type { KeyValueStore } from "./attribution";

/** Lower-case hex SHA-256 of the UTF-8 text. */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** Email as Google and the dedupe both expect it: trimmed and lower-cased. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** One lead from one form by one person: the form, the email and the phone in E.164. */
export function leadFingerprint(formId: string, email: string, phoneE164: string) {
  return sha256Hex(`${formId}\n${normaliseEmail(email)}\n${phoneE164}`);
}

/** A lead repeated within this window is not sent again. */
export const DUPLICATE_WINDOW_MS = 30 * 60 * 1000;

type SentLeads = Record<string, number>;

function readSent(store: KeyValueStore | null, key: string, nowMs: number): SentLeads {
  try {
    const parsed: unknown = JSON.parse(store?.getItem(key) ?? "{}");
    if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter(
        (entry): entry is [string, number] =>
          typeof entry[1] === "number" && nowMs - entry[1] < DUPLICATE_WINDOW_MS,
      ),
    );
  } catch {
    return {};
  }
}

/** True when the same lead was sent from this browser less than 30 minutes ago. */
export function sentRecently(
  store: KeyValueStore | null,
  key: string,
  hash: string,
  nowMs: number,
): boolean {
  return hash in readSent(store, key, nowMs);
}

/** Records a sent lead by its hash, dropping any older than the window. */
export function rememberSent(
  store: KeyValueStore | null,
  key: string,
  hash: string,
  nowMs: number,
): void {
  try {
    store?.setItem(key, JSON.stringify({ ...readSent(store, key, nowMs), [hash]: nowMs }));
  } catch {
    // Blocked storage: at worst a repeat is sent and sales sees it twice.
  }
}
