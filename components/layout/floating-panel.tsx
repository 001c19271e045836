import { contact } from "@/lib/content/project";
import { whatsappHref } from "@/lib/leads/whatsapp";
import { salesWhatsappNumber } from "@/lib/content/lead-extras";
import { OpenDialogButton } from "@/components/ui/open-dialog-button";
import { Icon } from "@/components/ui/icon";
import type { Lang } from "@/lib/i18n/lang";
import { getDictionary } from "@/lib/i18n";

/** WhatsApp and Call: on a phone the icon over its label, from sm up a round icon button. */
const iconLink =
  "grid min-h-bar grid-rows-[auto_1lh] content-center " +
  "justify-items-center gap-1 px-2 text-xs font-semibold " +
  "sm:flex sm:size-11 sm:flex-none sm:items-center sm:justify-center " +
  "sm:self-end sm:rounded-full sm:px-0 sm:shadow-float";

/** On every page: Enquiry Now, WhatsApp and a call link; a bottom bar on phones, a slim rail from sm up. */
export function FloatingPanel({ lang }: { lang: Lang }) {
  const { ui } = getDictionary(lang);
  const interfaceWords = ui.interface;
  return (
    <aside
      aria-label={interfaceWords.quickContact.label}
      data-edge-bar=""
      className={
        "fixed inset-x-0 bottom-0 z-30 grid grid-cols-3 border-t " +
        "border-white/10 bg-ink/95 text-ivory shadow-float " +
        "sm:inset-x-auto sm:right-3 sm:bottom-5 sm:flex sm:flex-col " +
        "sm:gap-3 sm:border-0 sm:bg-transparent sm:shadow-none"
      }
    >
      {/* Three columns on a phone, not flex items, and each icon over its label in rows sized up
          front: nothing drawn moves while the rest of the bar is arriving. */}
      {/* Vertical text: px (padding-inline) is the padding along the label, clear of the round ends. */}
      <OpenDialogButton
        kind="enquiry"
        className={
          "flex min-h-bar items-center justify-center gap-2 bg-brass-500 " +
          "px-2 text-sm font-semibold whitespace-nowrap text-ink " +
          "sm:w-11 sm:flex-none sm:rotate-180 sm:self-end sm:rounded-full " +
          "sm:px-6 sm:py-0 sm:shadow-float sm:[writing-mode:vertical-rl]"
        }
      >
        {interfaceWords.quickContact.enquiry}
      </OpenDialogButton>
      <a
        href={whatsappHref(salesWhatsappNumber, ui.whatsappText)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={interfaceWords.quickContact.whatsappLabel}
        className={`${iconLink} bg-whatsapp text-white`}
      >
        <Icon name="message-circle" className="size-5" />
        <span className="sm:sr-only">{interfaceWords.quickContact.whatsapp}</span>
      </a>
      <a
        href={contact.telHref}
        aria-label={`${interfaceWords.quickContact.call} ${contact.phoneDisplay}`}
        className={`${iconLink} bg-ink-700 text-ivory`}
      >
        <Icon name="phone" className="size-5" />
        <span className="sm:sr-only">{interfaceWords.quickContact.call}</span>
      </a>
    </aside>
  );
}
