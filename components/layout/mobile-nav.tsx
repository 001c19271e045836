import type { ReactNode, RefObject } from "react";
import { contact } from "@/lib/content/project";
import { SITE_LINKS_ANCHOR } from "@/lib/content/navigation";
import { Icon } from "@/components/ui/icon";
import { useUiWords } from "@/components/i18n/lang-provider";
import { LanguageSwitch } from "./language-switch";

const roundButton =
  "inline-flex size-11 items-center justify-center rounded-full border border-white/25";

const barSwitchClass =
  "inline-flex min-h-11 items-center px-2 text-sm font-medium underline decoration-brass-300/60 underline-offset-4 " +
  "hover:text-brass-300";

function ToggleFace({ open, label }: { open: boolean; label: string }) {
  return (
    <>
      {open ? <Icon name="x" className="size-5" /> : <Icon name="menu" className="size-5" />}
      <span className="sr-only">{label}</span>
    </>
  );
}

type Props = {
  open: boolean;
  /** The menu's entries join the DOM on first open. */
  mounted: boolean;
  menuId: string;
  toggleRef: RefObject<HTMLButtonElement | null>;
  onToggle: () => void;
  hydrated: boolean;
  list: ReactNode;
};

/** Below the lg breakpoint: the language link, call and menu buttons, and the menu they open. */
export function MobileNav({ open, mounted, menuId, toggleRef, onToggle, hydrated, list }: Props) {
  const words = useUiWords().interface;
  return (
    <>
      {/* Fixed columns for the two round buttons: the language link is in its final place before they arrive. */}
      <div className="grid grid-cols-[auto_2.75rem_2.75rem] items-center gap-2 lg:hidden">
        <LanguageSwitch className={barSwitchClass} />
        <a
          href={contact.telHref}
          aria-label={`${words.callNow} ${contact.phoneDisplay}`}
          className="inline-flex size-11 items-center justify-center rounded-full bg-brass-500 text-ink"
        >
          <Icon name="phone" className="size-5" />
        </a>
        {hydrated ? (
          <button
            ref={toggleRef}
            type="button"
            aria-expanded={open}
            aria-controls={menuId}
            className={roundButton}
            onClick={onToggle}
          >
            <ToggleFace open={open} label={words.navigation.menu} />
          </button>
        ) : (
          // Until React hydrates (or without JavaScript) the toggle leads to the footer's links.
          <a href={`#${SITE_LINKS_ANCHOR}`} className={roundButton}>
            <ToggleFace open={false} label={words.navigation.menu} />
          </a>
        )}
      </div>

      <nav
        id={menuId}
        aria-label={words.navigation.mobile}
        hidden={!open}
        className="absolute inset-x-0 top-full border-b border-white/10 bg-ink px-5 pb-6 shadow-float lg:hidden"
      >
        {mounted ? (
          <>
            {list}
            <LanguageSwitch className="flex min-h-12 w-full items-center border-b border-white/10 px-1 text-base font-medium hover:text-brass-300" />
            <a href={contact.telHref} className="btn-primary mt-5 w-full">
              <Icon name="phone" className="size-4" />
              {words.callNow} {contact.phoneDisplay}
            </a>
          </>
        ) : null}
      </nav>
    </>
  );
}
