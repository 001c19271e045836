/**
 * Email and phone as Google normalises them before hashing, shared by the browser's enhanced
 * conversions and the sheet export, so both hash the same text and Google can match them.
 */

const GMAIL_DOMAINS = new Set(["gmail.com", "googlemail.com"]);

/**
 * Trimmed, lower-cased, and for gmail.com and googlemail.com without the dots before the @.
 * Null when it is not an address.
 */
export function normaliseEmail(email: string): string | null {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf("@");
  if (at <= 0 || at === address.length - 1 || /\s/.test(address)) return null;
  const domain = address.slice(at + 1);
  const local = address.slice(0, at);
  return GMAIL_DOMAINS.has(domain) ? `${local.replace(/\./g, "")}@${domain}` : address;
}

const E164 = /^\+[1-9]\d{6,14}$/;

/**
 * The phone in E.164 (`+919876543210`): the first candidate that is one once spaces, dashes, dots
 * and brackets are dropped. Null otherwise: a number without its country code is not guessed at.
 */
export function normalisePhone(...candidates: string[]): string | null {
  for (const candidate of candidates) {
    const compact = candidate.trim().replace(/[\s().-]/g, "");
    if (E164.test(compact)) return compact;
  }
  return null;
}
