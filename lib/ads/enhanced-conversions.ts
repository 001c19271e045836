/**
 * Ads enhanced conversions: SHA-256 hashes of the lead's email (as Google normalises it) and phone
 * (E.164), computed in the browser at submit. Only the hashes are kept, in sessionStorage.
 */
import type { KeyValueStore } from "../leads/attribution";
import { sha256Hex } from "../leads/hash";
import { normaliseEmail } from "./google-normalise";
import { storageKeys } from "../storage-keys";

export type UserDataHashes = { sha256_email_address: string; sha256_phone_number: string };

export async function userDataHashes(email: string, phoneE164: string): Promise<UserDataHashes> {
  return {
    // A form only sends a checked address; the fallback keeps a hash if Google's rule ever refuses one.
    sha256_email_address: await sha256Hex(normaliseEmail(email) ?? email.trim().toLowerCase()),
    sha256_phone_number: await sha256Hex(phoneE164),
  };
}

const HEX64 = /^[0-9a-f]{64}$/;

export function storeUserData(store: KeyValueStore | null, hashes: UserDataHashes): void {
  try {
    store?.setItem(storageKeys.leadUserData, JSON.stringify(hashes));
  } catch {
    // Blocked storage: the conversion still counts, only without the match data.
  }
}

/** The stored hashes, or null when there are none or they are not two SHA-256 hex strings. */
export function readUserData(store: KeyValueStore | null): UserDataHashes | null {
  try {
    const parsed: unknown = JSON.parse(store?.getItem(storageKeys.leadUserData) ?? "null");
    if (!parsed || typeof parsed !== "object") return null;
    const { sha256_email_address: email, sha256_phone_number: phone } = parsed as Record<
      string,
      unknown
    >;
    if (typeof email !== "string" || typeof phone !== "string") return null;
    if (!HEX64.test(email) || !HEX64.test(phone)) return null;
    return { sha256_email_address: email, sha256_phone_number: phone };
  } catch {
    return null;
  }
}
