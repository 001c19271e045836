import { formNoscript } from "@/lib/content/leads";
import { contact } from "@/lib/content/project";
import { KeepTogether } from "@/components/ui/keep-together";

/**
 * Place as a direct child of every lead <form>. With JavaScript off the form cannot send, so this
 * offers the call and WhatsApp links instead, and a rule in styles/globals.css hides the form's other
 * children; with JavaScript on, browsers ignore <noscript> entirely.
 */
export function NoscriptFallback() {
  return (
    <noscript>
      <div data-noscript-fallback="" role="note" className="text-ink">
        <p className="text-sm">
          <KeepTogether text={formNoscript.message} phrase={contact.responsePromise} />
        </p>
        <p className="mt-3 flex flex-wrap gap-3">
          <a href={contact.telHref} className="btn-primary">
            {formNoscript.callLabel}
          </a>
          <a href={contact.whatsappHref} className="btn-outline">
            {formNoscript.whatsappLabel}
          </a>
        </p>
      </div>
    </noscript>
  );
}
