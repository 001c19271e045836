import { rera } from "@/lib/content/project";
import { reraPanel as facts } from "@/lib/legal/rera";
import type { Lang } from "@/lib/i18n/lang";
import { getDictionary } from "@/lib/i18n";
import { QrCode } from "@/components/ui/qr-code";

/** Above the header on every page, QR code top right: the registration facts an advertisement must show. */
export function ReraPanel({ lang }: { lang: Lang }) {
  const words = getDictionary(lang).pages.reraPanel;
  const reraPanel = { ...facts, ...words };
  const [bank, account] = facts.accountLines;
  const rows = [
    { term: reraPanel.projectLabel, detail: rera.projectId },
    { term: reraPanel.agentLabel, detail: rera.partnerId },
    {
      term: reraPanel.accountLabel,
      detail: `${bank}, ${account.replace(/^A\/c/, words.accountPrefix)}`,
    },
  ];
  return (
    <aside aria-label={reraPanel.label} className="bg-ivory-50 text-ink">
      {/* A grid, not a flex row: the facts wrap at their final width before the QR code has arrived.
          The QR code's size is set once, for its column and for the code itself. */}
      <div className="container-site grid grid-cols-[minmax(0,1fr)_var(--qr)] items-start gap-3 py-2 [--qr:76px]">
        <dl className="text-sm leading-5 sm:text-right">
          {rows.map(({ term, detail }) => (
            <div key={term}>
              <dt className="inline text-stone-700">{`${term}: `}</dt>
              <dd className="inline font-semibold">{detail}</dd>
            </div>
          ))}
          <div>
            <dt className="inline text-stone-700">{`${reraPanel.websiteLabel}: `}</dt>
            <dd className="inline">
              <a
                href={rera.authorityUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="font-semibold text-brass-700 underline underline-offset-2"
              >
                {reraPanel.websiteText}
              </a>
            </dd>
          </div>
        </dl>
        <QrCode text={rera.qrPayload} label={reraPanel.qrLabel} className="size-(--qr)" />
      </div>
    </aside>
  );
}
