import { fallbackMessage, whatsappHref, type FallbackLead } from "@/lib/leads/whatsapp";
import { useSalesContact, useUiWords } from "@/components/i18n/lang-provider";

/** After a failed submit: the same details as a ready WhatsApp message, and the call link. */
export function LeadFallback({ lead }: { lead: FallbackLead }) {
  const { leadFallback } = useUiWords();
  const sales = useSalesContact();
  return (
    <div className="grid gap-3 rounded-lg border border-stone-500/40 bg-stone-50 p-3">
      <p className="text-sm text-ink-800">{leadFallback.note}</p>
      <p className="flex flex-wrap gap-3">
        <a
          href={whatsappHref(sales.whatsappNumber, fallbackMessage(lead, leadFallback))}
          target="_blank"
          rel="noopener noreferrer"
          className="btn-primary"
        >
          {leadFallback.whatsappLabel}
        </a>
        <a href={sales.telHref} className="btn-outline">
          {leadFallback.callLabel}
        </a>
      </p>
    </div>
  );
}
