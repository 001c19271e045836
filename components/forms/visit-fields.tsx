"use client";

import { useEffect, useState } from "react";
import type { FieldDef } from "@/lib/leads/forms";
import { visitSlots, type VisitType } from "@/lib/content/site-visit";
import { todayInIndia } from "@/lib/buyer/site-visit";
import type { UiWords } from "@/lib/i18n/dictionary";
import { visitorTimeZone } from "@/lib/ads/consent-choice";
import { useUiWords } from "@/components/i18n/lang-provider";

const VIDEO_CALL: VisitType = "video call";
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** In person or a video call: native radios, so arrow keys move the choice and a plain post sends it. */
export function VisitTypeField({ field }: { field: Extract<FieldDef, { control: "radio" }> }) {
  return (
    <fieldset>
      <legend className="mb-1.5 block text-sm font-medium text-ink-800">{field.label}</legend>
      <div className="flex flex-wrap gap-x-6">
        {field.options.map((option) => (
          <label
            key={option.value}
            className="inline-flex min-h-11 cursor-pointer items-center gap-2.5 text-base text-ink"
          >
            <input
              type="radio"
              name={field.name}
              value={option.value}
              defaultChecked={option.value === field.defaultValue}
              className="size-5 accent-brass-700"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** A video call's slot labels: in the visitor's time beside India's, on the chosen day (else today). */
async function videoSlotLabels(
  options: readonly { label: string }[],
  chosenDate: string,
  words: UiWords["siteVisitForm"],
) {
  // Only a video call needs the time-zone arithmetic, so it loads when one is chosen.
  const { videoSlotLabel } = await import("@/lib/buyer/visit-times");
  const date = ISO_DATE.test(chosenDate) ? chosenDate : todayInIndia(new Date());
  const zone = visitorTimeZone();
  return visitSlots.map(
    (slot, i) => videoSlotLabel(slot, date, zone, words) ?? options[i]?.label ?? slot.label,
  );
}

/**
 * The visit slots' labels for the form's current choice: a video call's in the visitor's time
 * beside India's. Until hydrated, and if those labels cannot load, India's stay.
 */
export function useVisitSlotLabels(field: FieldDef) {
  const words = useUiWords().siteVisitForm;
  const [select, setSelect] = useState<HTMLSelectElement | null>(null);
  const [labels, setLabels] = useState<readonly string[]>();
  const form = field.name === "visit_slot" ? select?.form : null;
  useEffect(() => {
    if (!form || field.control !== "select") return;
    // The latest choice wins over a slower answer to an earlier one.
    let latest = 0;
    const read = () => {
      const data = new FormData(form);
      const asked = ++latest;
      if (String(data.get("visit_type")) !== VIDEO_CALL) return setLabels(undefined);
      videoSlotLabels(field.options, String(data.get("visit_date")), words).then(
        (video) => asked === latest && setLabels(video),
        () => undefined,
      );
    };
    // A choice made before hydration counts too.
    read();
    form.addEventListener("change", read);
    form.addEventListener("input", read);
    return () => {
      latest = -1;
      form.removeEventListener("change", read);
      form.removeEventListener("input", read);
    };
  }, [form, field, words]);
  return { ref: setSelect, labels };
}
