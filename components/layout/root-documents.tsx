import type { ReactNode } from "react";
import { DevanagariFace, DevanagariLinksFace } from "@/lib/ui/fonts-hindi-face";
import { SiteShell } from "./site-shell";

/** An English page's document: of the Devanagari face, only the cut its links to Hindi need. */
export function EnglishDocument({ children }: { children: ReactNode }) {
  return (
    <SiteShell lang="en">
      {/* Hoisted into the head by React, as the Hindi pages' face is. */}
      <DevanagariLinksFace />
      {children}
    </SiteShell>
  );
}

/** A Hindi page's document, served with <html lang="hi"> and the Devanagari font. */
export function HindiDocument({ children }: { children: ReactNode }) {
  return (
    <SiteShell lang="hi">
      {/* Hoisted into the head by React: the face's @font-face, on Hindi pages only. */}
      <DevanagariFace />
      {children}
    </SiteShell>
  );
}
