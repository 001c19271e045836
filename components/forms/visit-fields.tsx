"use client";

import { useEffect, useState } from "react";
import type { FieldDef } from "@/lib/leads/forms";
import { visitSlots, type VisitType } from "@/lib/content/site-visit";
import { todayInIndia } from "@/lib/buyer/site-visit";
import { videoSlotLabel } from "@/lib/buyer/visit-times";
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

/**
 * The visit slots' labels for the form's current choice: a video call's in the visitor's time
 * beside India's, on the chosen day (else today). Until hydrated, India's labels stay.
 */
export function useVisitSlotLabels(field: FieldDef) {
  const words = useUiWords().siteVisitForm;
  const [select, setSelect] = useState<HTMLSelectElement | null>(null);
  const [choice, setChoice] = useState<{ type: string; date: string } | null>(null);
  const form = field.name === "visit_slot" ? select?.form : null;
  useEffect(() => {
    if (!form) return;
    const read = () => {
      const data = new FormData(form);
      setChoice({ type: String(data.get("visit_type")), date: String(data.get("visit_date")) });
    };
    // A choice made before hydration counts too.
    read();
    form.addEventListener("change", read);
    form.addEventListener("input", read);
    return () => {
      form.removeEventListener("change", read);
      form.removeEventListener("input", read);
    };
  }, [form]);
  if (field.control !== "select" || choice?.type !== VIDEO_CALL) return { ref: setSelect };
  const date = ISO_DATE.test(choice.date) ? choice.date : todayInIndia(new Date());
  const zone = visitorTimeZone();
  const labels = visitSlots.map(
    (slot, i) => videoSlotLabel(slot, date, zone, words) ?? field.options[i]?.label ?? slot.label,
  );
  return { ref: setSelect, labels };
}
