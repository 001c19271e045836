/**
 * The English words of the construction-progress section (on /nri and /plans). Its dates, milestones
 * and the portal's address are facts (lib/content/progress.ts); the Hindi words have this shape.
 */
import type { MilestoneKey } from "../../../content/launch-settings";
import { rera } from "../../../content/project";

export const progressSection = {
  id: "progress",
  /** How this language writes a date (Intl locale). */
  dateLocale: "en-GB",
  eyebrow: "Construction progress",
  heading: "Is it being built?",
  intro:
    "Check our target against the date registered with UP RERA, and see what has been done on site. " +
    `The developer files a progress report with ${rera.authorityShortName} every quarter.`,
  targetLabel: "Target possession",
  reraLabel: "RERA completion date",
  reraNote: `As registered with ${rera.authorityShortName}`,
  milestonesHeading: "Milestones reached",
  photoLabel: "Site photo",
  reportsLink: `Quarterly progress reports on ${rera.authorityShortName}`,
  reportsHint: "Search the portal for the project's registration number",
  /** Each milestone's name, by the key the launch settings use. */
  milestones: {
    reraRegistration: `Project registered with ${rera.authorityShortName}`,
    groundBreaking: "Ground-breaking on site",
    excavation: "Excavation complete",
    foundation: "Foundation complete",
  } satisfies Record<MilestoneKey, string>,
} as const;
