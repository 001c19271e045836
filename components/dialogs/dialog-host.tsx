import type { SiteDialogKind } from "@/lib/content/navigation";
import type { Lang } from "@/lib/i18n/lang";
import { getDictionary } from "@/lib/i18n";
import { leadFormsByLang } from "@/lib/leads/forms-by-lang";
import { PageDialogs } from "./page-dialogs";

/**
 * The site's own form dialogs, opened by OpenDialogButton anywhere on a page; each holds the lead
 * form of its name (the type check fails if a kind names no form). The layout places two (lib/ui/page-order.ts says where).
 * Their forms come from the server as data, so the browser runs no code to build them.
 */
export function DialogHost({ kinds, lang }: { kinds: readonly SiteDialogKind[]; lang: Lang }) {
  const words = getDictionary(lang).ui.dialogs;
  const dialogs = kinds.map((kind) => ({
    kind,
    form: leadFormsByLang[lang][kind],
    ...words[kind],
  }));
  return <PageDialogs dialogs={dialogs} />;
}
