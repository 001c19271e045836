/**
 * Phone numbers as buyers type them: Indian mobiles with or without +91 or a leading 0, and any
 * number abroad with its country code. The "min" metadata keeps the chunk small; this module is
 * imported on demand by the forms, never on first load.
 */
import { parsePhoneNumberFromString, type CountryCode } from "libphonenumber-js/min";

/** The number in E.164 (+919876543210), or null when it cannot be a phone number. */
export function phoneE164(typed: string, defaultCountry: CountryCode = "IN"): string | null {
  const parsed = parsePhoneNumberFromString(typed.trim(), defaultCountry);
  return parsed?.isValid() ? parsed.number : null;
}
