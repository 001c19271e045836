import { consentCopy } from "@/lib/content/form-copy";
import { interfaceWords } from "@/lib/content/interface";

const linkClass = "font-medium text-brass-700 underline underline-offset-2";

/** Under every form: what sending it agrees to, and the privacy notice in English and Hindi. */
export function ConsentLine() {
  return (
    <p className="text-xs leading-relaxed text-stone-600">
      {consentCopy.before}
      {/* New tabs, so nothing typed into the form is lost by reading the notice. */}
      <a href={consentCopy.href} target="_blank" rel="noopener" className={linkClass}>
        {consentCopy.linkLabel}
        <span className="sr-only"> {interfaceWords.opensInNewTab}</span>
      </a>
      {consentCopy.between}
      <a
        href={consentCopy.hindiHref}
        target="_blank"
        rel="noopener"
        hrefLang="hi"
        lang="hi"
        className={linkClass}
      >
        {consentCopy.hindiLabel}
        <span lang="en-IN" className="sr-only">
          {" "}
          {interfaceWords.opensInNewTab}
        </span>
      </a>
      {consentCopy.after}
    </p>
  );
}
