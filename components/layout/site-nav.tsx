"use client";

import { usePathname } from "next/navigation";
import type { MouseEvent, ReactNode } from "react";
import { type NavEntry, navEntries } from "@/lib/content/navigation";
import { isNavEntryActive } from "@/lib/ui/nav";
import { useHydrated } from "@/components/ui/use-hydrated";
import { useLang, useUiWords } from "@/components/i18n/lang-provider";
import { localePath } from "@/lib/i18n/lang";
import { DesktopNav } from "./desktop-nav";
import { MobileNav } from "./mobile-nav";
import { NavList } from "./nav-list";
import { type NavLink, useHashScroll } from "./use-hash-scroll";
import { useLocationHash } from "./use-location-hash";
import { useMobileMenu } from "./use-mobile-menu";

/** Desktop bar and mobile menu, both rendered from the one navEntries list. */
export function SiteNav({ callLink }: { callLink: ReactNode }) {
  const pathname = usePathname();
  const lang = useLang();
  const labels = useUiWords().nav;
  const home = localePath(lang, "/");
  const entries: NavEntry[] = navEntries.map((entry, index) =>
    entry.kind === "link"
      ? { ...entry, label: labels[index] ?? "", href: localePath(lang, entry.href) }
      : { ...entry, label: labels[index] ?? "" },
  );
  const hash = useLocationHash();
  const { open, setOpen, mounted, id, toggleRef } = useMobileMenu();
  const hydrated = useHydrated();
  const followLink = useHashScroll();

  const list = (variant: "bar" | "menu") => (
    <NavList
      variant={variant}
      entries={entries}
      isActive={(entry: NavEntry) => isNavEntryActive(entry, pathname, hash, home)}
      onLinkClick={(event: MouseEvent<HTMLAnchorElement>, entry: NavLink) => {
        setOpen(false);
        followLink(event, entry);
      }}
      onDialogOpen={() => setOpen(false)}
    />
  );

  return (
    <>
      <DesktopNav list={list("bar")} callLink={callLink} />
      <MobileNav
        open={open}
        mounted={mounted}
        menuId={id}
        toggleRef={toggleRef}
        onToggle={() => setOpen((wasOpen) => !wasOpen)}
        hydrated={hydrated}
        list={list("menu")}
      />
    </>
  );
}
