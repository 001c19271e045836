import { contact } from "@/lib/content/project";
import { whatsappHref } from "@/lib/leads/whatsapp";
import { salesWhatsappNumber } from "@/lib/content/lead-extras";
import { useUiWords } from "@/components/i18n/lang-provider";
import { KeepTogether } from "@/components/ui/keep-together";

/**
 * Last in every lead <form>. With JavaScript off the browser sends the form itself; this adds the
 * call and WhatsApp links under it. With JavaScript on, browsers ignore <noscript> entirely.
 */
export function NoscriptFallback() {
  const { noscript: formNoscript, responsePromise, whatsappText } = useUiWords();
  return (
    <noscript>
      <div data-noscript-fallback="" role="note" className="text-ink">
        <p className="text-sm">
          <KeepTogether text={formNoscript.message} phrase={responsePromise} />
        </p>
        <p className="mt-3 flex flex-wrap gap-3">
          <a href={contact.telHref} className="btn-primary">
            {formNoscript.callLabel}
          </a>
          <a href={whatsappHref(salesWhatsappNumber, whatsappText)} className="btn-outline">
            {formNoscript.whatsappLabel}
          </a>
        </p>
      </div>
    </noscript>
  );
}
