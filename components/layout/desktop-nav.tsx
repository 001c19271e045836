import type { ReactNode } from "react";
import { useUiWords } from "@/components/i18n/lang-provider";
import { LanguageSwitch } from "./language-switch";

const switchClass =
  "inline-flex min-h-11 items-center rounded-full border border-white/25 px-3 text-sm font-medium " +
  "hover:border-brass-300 hover:text-brass-300";

/** The bar shown from the lg breakpoint: the entries, the language link and the call button. */
export function DesktopNav({ list, callLink }: { list: ReactNode; callLink: ReactNode }) {
  const label = useUiWords().interface.navigation.main;
  return (
    <nav aria-label={label} className="hidden items-center gap-2 lg:flex">
      {list}
      <LanguageSwitch className={switchClass} />
      {callLink}
    </nav>
  );
}
