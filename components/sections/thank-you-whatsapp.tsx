import { salesWhatsappNumber } from "@/lib/content/lead-extras";
import { whatsappHref } from "@/lib/leads/whatsapp";
import type { PageWords } from "@/lib/i18n/dictionary";

/** On /thank-you, under the call link: WhatsApp with the message already written. */
export function ThankYouWhatsapp({
  words: thankYouWhatsapp,
}: {
  words: PageWords["thankYou"]["whatsapp"];
}) {
  return (
    <div className="mt-4 flex flex-col items-center gap-3">
      <p className="text-sm text-stone-600">{thankYouWhatsapp.lead}</p>
      <a
        href={whatsappHref(salesWhatsappNumber, thankYouWhatsapp.message)}
        target="_blank"
        rel="noopener noreferrer"
        className="btn-outline"
      >
        {thankYouWhatsapp.label}
      </a>
    </div>
  );
}
