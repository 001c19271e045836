/**
 * The visitor's answer to the consent bar, remembered in localStorage, and what it allows.
 * Only visitors whose time zone is in Europe are asked; everyone else has the granted default.
 */
import { storageKeys } from "../storage-keys";
import { isEuropeanTimeZone, type ConsentChoice } from "./consent";

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
    const stored = window.localStorage.getItem(storageKeys.adConsent);
    return stored === "granted" || stored === "denied" ? stored : null;
  } catch {
    return null;
  }
}

export function saveConsentChoice(choice: ConsentChoice): void {
  try {
    window.localStorage.setItem(storageKeys.adConsent, choice);
  } catch {
    // Blocked storage: the choice holds for this page and the bar asks again next time.
  }
}

/** Ad storage and user data are allowed outside Europe, and in Europe once the visitor accepts. */
export function adsConsentGranted(): boolean {
  return !inEurope() || readConsentChoice() === "granted";
}
