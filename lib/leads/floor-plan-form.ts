/** The floor plans' form: the brochure's form and messages, giving the plan of the unit type asked about. */
import { leadSources } from "../content/leads";
import { floorPlans } from "../content/floor-plans";
import type { UiWords } from "../i18n/dictionary";
import { floorPlanWords } from "../i18n/floor-plan-words";
import type { Lang } from "../i18n/lang";
import { contactOnlyFields } from "./build-lead-forms";
import type { AnyLeadFormDef } from "./forms";

/** Built on the server for the plans page, which sends it with its dialog: no other page carries it. */
export function floorPlanForm(lang: Lang, words: UiWords["forms"]): AnyLeadFormDef {
  const own = floorPlanWords[lang].form;
  const [firstPlan] = floorPlans;
  if (!firstPlan) throw new Error("lib/content/floor-plans.ts names no floor plan");
  return {
    id: "floorPlan",
    source: leadSources.floorPlan,
    transport: "json",
    fields: contactOnlyFields(words),
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
