/** The optional, unticked box on every form; its words are in the dictionaries. */
export const marketingConsent = {
  name: "marketing_consent",
  /** What every lead carries in the field of the same name. */
  yes: "yes",
  no: "no",
} as const;

export type BudgetOption = { value: string; label: string };

/** Values as stored, labels as shown (the two differ slightly by design). */
export const budgetOptions: readonly BudgetOption[] = [
  { value: "65-75 L", label: "65-75 L" },
  { value: "75-85 L", label: "76-85 L" },
  { value: "85-95 L", label: "86-95 L" },
  { value: "95-1 Cr", label: "96 L-1 Cr" },
  { value: "Above 1 Cr", label: "Above 1 Cr" },
];

/** The `message` field names the form a lead came from, so marketing can tell them apart. */
export const leadSources = {
  hero: "hero banner",
  popup: "popup",
  autoPopup: "auto popup",
  contact: "contact",
  /** The brochure section's dialog, a fifth form (requirements: Two readings). */
  brochure: "brochure download",
  /** The plans page's "Send me this cost sheet". */
  costSheet: "cost sheet",
  /** The floor plans' dialog: the plan of the unit type the lead names. */
  floorPlan: "floor plan",
} as const;

/** The two readings of the auto-popup delay (requirements: Two readings); the site ships the first. */
const autoPopupDelayReadingsMs = { heroAreaDescription: 3000, timingTable: 2000 } as const;

export const AUTO_POPUP_DELAY_MS = autoPopupDelayReadingsMs.heroAreaDescription;
