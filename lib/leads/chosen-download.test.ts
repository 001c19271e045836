import { describe, expect, it } from "vitest";
import { floorPlans } from "../content/floor-plans";
import { chosenDownload } from "./chosen-download";
import { uiWords } from "../i18n/ui";
import { floorPlanForm } from "./floor-plan-form";
import { leadFormsByLang } from "./forms-by-lang";

describe("chosenDownload", () => {
  const success = floorPlanForm("en", uiWords.en.forms).success;
  if (success.kind !== "download") throw new Error("The floor-plan form downloads its plan");

  it("gives the floor plan of the unit type the lead names, in both languages", () => {
    for (const plan of floorPlans) {
      expect(chosenDownload(success, { unit_type: plan.unit.leadLabel })).toEqual(plan.pdf);
      const hindi = floorPlanForm("hi", uiWords.hi.forms).success;
      if (hindi.kind !== "download") throw new Error("The Hindi floor-plan form downloads too");
      expect(chosenDownload(hindi, { unit_type: plan.unit.leadLabel })).toEqual(plan.pdf);
    }
    expect(new Set(floorPlans.map((plan) => plan.pdf.href)).size).toBe(floorPlans.length);
  });

  it("falls back to the form's own file without a matching extra, and the brochure keeps its PDF", () => {
    expect(chosenDownload(success, { unit_type: "Penthouse" }).href).toBe(success.href);
    expect(chosenDownload(success, undefined).href).toBe(success.href);
    const brochure = leadFormsByLang.en.brochure.success;
    if (brochure.kind !== "download") throw new Error("The brochure form downloads");
    expect(chosenDownload(brochure, { unit_type: floorPlans[1]!.unit.leadLabel }).href).toBe(
      brochure.href,
    );
  });
});
