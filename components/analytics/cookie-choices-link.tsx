"use client";

import { CONSENT_CHOICES_EVENT } from "@/lib/ads/consent";

/**
 * Asks the consent question again, whatever the visitor answered. Before hydration (or without
 * JavaScript) it leads to the privacy notice's section on ad cookies.
 */
export function CookieChoicesLink({ href, label }: { href: string; label: string }) {
  return (
    <a
      href={href}
      className="hover:text-ivory hover:underline"
      onClick={(event) => {
        event.preventDefault();
        window.dispatchEvent(new Event(CONSENT_CHOICES_EVENT));
      }}
    >
      {label}
    </a>
  );
}
