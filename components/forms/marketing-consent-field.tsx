import { marketingConsent } from "@/lib/content/leads";
import { useUiWords } from "@/components/i18n/lang-provider";

/** Optional and unticked: the visitor opts in by a clear action of their own. */
export function MarketingConsentField({ id }: { id: string }) {
  const { marketingConsentLabel } = useUiWords();
  return (
    <div className="flex items-start gap-2.5">
      <input
        id={id}
        name={marketingConsent.name}
        type="checkbox"
        value={marketingConsent.yes}
        className="mt-0.5 size-5 shrink-0 accent-brass-600"
      />
      <label htmlFor={id} className="text-sm leading-snug text-ink-800">
        {marketingConsentLabel}
      </label>
    </div>
  );
}
