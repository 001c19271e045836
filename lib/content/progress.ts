/**
 * Construction progress, the facts both languages read: the target possession beside the RERA
 * completion date, the milestones reached (launch settings) and where the quarterly reports are.
 */
import { launchSettings, type ProgressMilestone } from "./launch-settings";
import { project } from "./project";

/** Oldest first, so the list reads as the building went up; a setting's order does not matter. */
export function sortMilestones(milestones: readonly ProgressMilestone[]): ProgressMilestone[] {
  return [...milestones].sort((a, b) => a.date.localeCompare(b.date));
}

/** "2030-04" → "April 2030" in the locale's words; "2025-03-10" → "10 March 2025". */
export function formatProgressDate(iso: string, locale: string): string {
  const day = iso.length > 7;
  return new Intl.DateTimeFormat(locale, {
    ...(day ? { day: "numeric" } : {}),
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${day ? iso : `${iso}-01`}T00:00:00Z`));
}

export const progress = {
  /** Months (YYYY-MM): the developer's target, and the completion registered with UP RERA. */
  targetPossession: launchSettings.targetPossession,
  reraCompletion: project.completion.iso,
  milestones: sortMilestones(launchSettings.progressMilestones),
  reraProjectPageUrl: launchSettings.reraProjectPageUrl,
} as const;
