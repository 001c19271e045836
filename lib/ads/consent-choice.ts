/**
 * The visitor's answer to the consent bar, remembered in localStorage, and what it allows.
 * Visitors whose time zone is in the consent regions are asked; everyone else has the granted
 * default, until they answer through the footer's "Cookie choices".
 */
import { adConsentKey } from "../storage-keys";
import { adConsentOf, isEuropeanTimeZone, type AdConsent, type ConsentChoice } from "./consent";

/** The browser's time zone, or undefined where Intl cannot tell. */
export function visitorTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

export function inEurope(): boolean {
  return isEuropeanTimeZone(visitorTimeZone());
}

export function readConsentChoice(): ConsentChoice | null {
  try {
    const stored = window.localStorage.getItem(adConsentKey);
    return stored === "granted" || stored === "denied" ? stored : null;
  } catch {
    return null;
  }
}

export function saveConsentChoice(choice: ConsentChoice): void {
  try {
    window.localStorage.setItem(adConsentKey, choice);
  } catch {
    // Blocked storage: the choice holds for this page and the bar asks again next time.
  }
}

/** What this browser's leads say of ad measurement, and whether lead context may be stored. */
export function currentAdConsent(): AdConsent {
  return adConsentOf(visitorTimeZone(), readConsentChoice());
}

/** Ad storage and user data are allowed outside Europe unless rejected, and in Europe once accepted. */
export function adsConsentGranted(): boolean {
  return currentAdConsent() === "granted";
}
