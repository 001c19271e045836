/**
 * The privacy notice's facts and shape, which both languages' notices (lib/i18n/en/privacy.ts and
 * lib/i18n/hi/privacy.ts) state: keep the two notices in step.
 */
import { ATTRIBUTION_KEYS } from "../leads/attribution";
import { CLICK_ID_KEYS } from "../leads/click-ids";
import { launchSettings } from "../content/launch-settings";
import { contact } from "../content/project";
import type { LegalLink, LegalSection } from "./legal-page";

export type PrivacyNotice = {
  title: string;
  description: string;
  intro: string;
  labels: { eyebrow: string; contents: string };
  /** The notice in the other language. */
  translation: LegalLink & { lang: string; note: string };
  sections: readonly LegalSection[];
};

/** Where consent is withdrawn and rights are exercised: a one-click email with the subject filled in. */
export function privacyMailto(subject: string): string {
  return `mailto:${contact.privacyEmail}?subject=${encodeURIComponent(subject)}`;
}

/** The campaign parameters a lead carries. */
export const CAMPAIGN_PARAMETERS = [...ATTRIBUTION_KEYS, ...CLICK_ID_KEYS].join(", ");

/** Facts both languages state, so they cannot drift apart. */
export const privacyFacts = {
  retentionMonths: launchSettings.leadRetentionMonths,
  responseDays: 30,
  formService: "Web3Forms",
  formServiceLocation: "United States (US East)",
  formServiceLogMonths: 2,
} as const;
