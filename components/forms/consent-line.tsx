import { consentCopy } from "@/lib/lead-forms";

/** Under every form: consent to be contacted, the data notice and the RERA registration. */
export function ConsentLine() {
  return (
    <p className="text-xs leading-relaxed text-stone-600">
      {consentCopy.before}
      {/* A new tab, so nothing typed into the form is lost by reading the notice. */}
      <a
        href={consentCopy.href}
        target="_blank"
        rel="noopener"
        className="font-medium text-brass-700 underline underline-offset-2"
      >
        {consentCopy.linkLabel}
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
      {consentCopy.after}
    </p>
  );
}
