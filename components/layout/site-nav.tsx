"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type MouseEvent,
  type ReactNode,
} from "react";
import {
  ANCHOR_SCROLL_DELAY_MS,
  type NavEntry,
  navEntries,
  SITE_LINKS_ANCHOR,
} from "@/lib/content/navigation";
import { contact } from "@/lib/content/project";
import { isNavEntryActive } from "@/lib/ui/nav";
import { OpenDialogButton } from "@/components/ui/open-dialog-button";
import { useHydrated } from "@/components/ui/use-hydrated";
import { Icon } from "@/components/ui/icon";
import { useLang, useUiWords } from "@/components/i18n/lang-provider";
import { localePath } from "@/lib/i18n/lang";
import { LanguageSwitch } from "./language-switch";
import { useLocationHash } from "./use-location-hash";

function scrollToHash(hash: string) {
  window.setTimeout(() => {
    const target = hash ? document.getElementById(hash.slice(1)) : null;
    if (!target) {
      window.scrollTo({ top: 0 });
      return;
    }
    target.scrollIntoView({ block: "start" });
    // Sections above the target that were skipped (content-visibility: auto) take their real
    // height mid-scroll and move it: once the smooth scroll ends, land on the target again.
    window.addEventListener(
      "scrollend",
      () => target.scrollIntoView({ block: "start", behavior: "instant" }),
      { once: true },
    );
  }, ANCHOR_SCROLL_DELAY_MS);
}

/** Desktop bar and mobile menu, both rendered from the one navEntries list. */
export function SiteNav({ callLink }: { callLink: ReactNode }) {
  const pathname = usePathname();
  const lang = useLang();
  const { interface: interfaceWords, nav: labels } = useUiWords();
  const home = localePath(lang, "/");
  const entries = navEntries.map((entry, index) =>
    entry.kind === "link"
      ? { ...entry, label: labels[index] ?? entry.label, href: localePath(lang, entry.href) }
      : { ...entry, label: labels[index] ?? entry.label },
  );
  const hash = useLocationHash();
  const [menuOpen, setMenuOpen] = useState(false);
  // The mobile menu's entries join the DOM on first open: until then they could not be seen or
  // reached (the toggle needs JavaScript), and they repeat the bar's entries in the first HTML.
  const [menuMounted, setMenuMounted] = useState(false);
  if (menuOpen && !menuMounted) setMenuMounted(true);
  const hydrated = useHydrated();
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);

  // Arriving from another page on /#about: scroll once the section has laid out.
  useEffect(() => {
    if (window.location.hash) scrollToHash(window.location.hash);
  }, [pathname]);

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setMenuOpen(false);
      // Focus inside the menu would be lost when it hides; hand it back to the toggle.
      if (document.getElementById(menuId)?.contains(document.activeElement)) {
        toggleRef.current?.focus();
      }
    };
    // Tabbing on past the menu's last entry closes it: the page it covers is where focus went.
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target as Node | null;
      if (!target || target === toggleRef.current) return;
      if (!document.getElementById(menuId)?.contains(target)) setMenuOpen(false);
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("focusin", onFocusIn);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("focusin", onFocusIn);
    };
  }, [menuOpen, menuId]);

  const onLinkClick = useCallback(
    (event: MouseEvent<HTMLAnchorElement>, entry: Extract<NavEntry, { kind: "link" }>) => {
      setMenuOpen(false);
      if (pathname !== home) return; // Let the router load the home page; the effect above scrolls.
      event.preventDefault();
      const nextHash = entry.hash ?? "";
      const before = window.location.href;
      window.history.pushState(null, "", entry.href);
      // pushState fires no hashchange; say so, for whatever follows the section (the language switch).
      window.dispatchEvent(
        new HashChangeEvent("hashchange", { oldURL: before, newURL: window.location.href }),
      );
      scrollToHash(nextHash);
    },
    [pathname, home],
  );

  const renderEntries = (variant: "bar" | "menu") =>
    entries.map((entry) => {
      const base =
        variant === "bar"
          ? "relative inline-flex min-h-11 items-center px-3 text-sm font-medium tracking-wide transition-colors hover:text-brass-300"
          : "flex min-h-12 w-full items-center border-b border-white/10 px-1 text-base font-medium hover:text-brass-300";
      if (entry.kind === "dialog") {
        return (
          <li key={entry.label}>
            <OpenDialogButton
              kind={entry.dialog}
              className={base}
              onOpen={() => setMenuOpen(false)}
            >
              {entry.label}
            </OpenDialogButton>
          </li>
        );
      }
      const active = isNavEntryActive(entry, pathname, hash, home);
      return (
        <li key={entry.label}>
          <Link
            href={entry.href}
            scroll={entry.hash === null}
            aria-current={active ? "location" : undefined}
            data-active={active ? "true" : undefined}
            className={`${base} ${active ? "text-brass-300 after:absolute after:inset-x-3 after:bottom-1.5 after:h-0.5 after:bg-brass-400" : ""}`}
            onClick={(event) => onLinkClick(event, entry)}
          >
            {entry.label}
          </Link>
        </li>
      );
    });

  const roundButton =
    "inline-flex size-11 items-center justify-center rounded-full border border-white/25";
  const toggleFace = (open: boolean) => (
    <>
      {open ? <Icon name="x" className="size-5" /> : <Icon name="menu" className="size-5" />}
      <span className="sr-only">{interfaceWords.navigation.menu}</span>
    </>
  );

  return (
    <>
      <nav
        aria-label={interfaceWords.navigation.main}
        className="hidden items-center gap-2 lg:flex"
      >
        <ul className="flex items-center gap-1">{renderEntries("bar")}</ul>
        <LanguageSwitch className="inline-flex min-h-11 items-center rounded-full border border-white/25 px-3 text-sm font-medium hover:border-brass-300 hover:text-brass-300" />
        {callLink}
      </nav>

      {/* Fixed columns for the two round buttons: the language link is in its final place before they arrive. */}
      <div className="grid grid-cols-[auto_2.75rem_2.75rem] items-center gap-2 lg:hidden">
        <LanguageSwitch className="inline-flex min-h-11 items-center px-2 text-sm font-medium underline decoration-brass-300/60 underline-offset-4 hover:text-brass-300" />
        <a
          href={contact.telHref}
          aria-label={`${interfaceWords.callNow} ${contact.phoneDisplay}`}
          className="inline-flex size-11 items-center justify-center rounded-full bg-brass-500 text-ink"
        >
          <Icon name="phone" className="size-5" />
        </a>
        {hydrated ? (
          <button
            ref={toggleRef}
            type="button"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            className={roundButton}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {toggleFace(menuOpen)}
          </button>
        ) : (
          // Until React hydrates (or without JavaScript) the toggle leads to the footer's links.
          <a href={`#${SITE_LINKS_ANCHOR}`} className={roundButton}>
            {toggleFace(false)}
          </a>
        )}
      </div>

      <nav
        id={menuId}
        aria-label={interfaceWords.navigation.mobile}
        hidden={!menuOpen}
        className="absolute inset-x-0 top-full border-b border-white/10 bg-ink px-5 pb-6 shadow-float lg:hidden"
      >
        {menuMounted ? (
          <>
            <ul className="flex flex-col">{renderEntries("menu")}</ul>
            <LanguageSwitch className="flex min-h-12 w-full items-center border-b border-white/10 px-1 text-base font-medium hover:text-brass-300" />
            <a href={contact.telHref} className="btn-primary mt-5 w-full">
              <Icon name="phone" className="size-4" />
              {interfaceWords.callNow} {contact.phoneDisplay}
            </a>
          </>
        ) : null}
      </nav>
    </>
  );
}
