/** The floor plans' form: the brochure's form and messages, giving the plan of the unit type asked about. */
import { leadSources } from "../content/leads";
import { floorPlans } from "../content/floor-plans";
import type { UiWords } from "../i18n/dictionary";
import type { FieldDef, LeadFormDef } from "./forms";

/** What the form shares with the others: their words and contact fields. */
type Shared = {
  words: UiWords["forms"];
  contactFields: (name: string, phone: string) => FieldDef[];
};

export function floorPlanForm(
  { words, contactFields }: Shared,
  own: UiWords["floorPlanForm"],
): LeadFormDef {
  const [firstPlan] = floorPlans;
  if (!firstPlan) throw new Error("lib/content/floor-plans.ts names no floor plan");
  return {
    id: "floorPlan",
    source: leadSources.floorPlan,
    transport: "json",
    fields: contactFields(words.labels.name, words.labels.phone),
    submitLabel: own.submit,
    pendingLabel: words.pending.submitting,
    validation: "alert",
    missingAlert: words.alerts.missingContact,
    success: {
      kind: "download",
      alert: own.downloading,
      // Every opener names its unit type (unit_type); the first plan only if one does not.
      ...firstPlan.pdf,
      fileBy: {
        extra: "unit_type",
        files: Object.fromEntries(floorPlans.map((plan) => [plan.unit.leadLabel, plan.pdf])),
      },
    },
    networkAlert: words.alerts.brochure,
  };
}
