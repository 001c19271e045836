import { useEffect, useId, useRef, useState } from "react";

/** The phone menu's open state, and what closes it besides its toggle: Esc, and focus leaving it. */
export function useMobileMenu() {
  const [open, setOpen] = useState(false);
  // The mobile menu's entries join the DOM on first open: until then they could not be seen or
  // reached (the toggle needs JavaScript), and they repeat the bar's entries in the first HTML.
  const [mounted, setMounted] = useState(false);
  if (open && !mounted) setMounted(true);
  const id = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      // Focus inside the menu would be lost when it hides; hand it back to the toggle.
      if (document.getElementById(id)?.contains(document.activeElement)) {
        toggleRef.current?.focus();
      }
    };
    // Tabbing on past the menu's last entry closes it: the page it covers is where focus went.
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target as Node | null;
      if (!target || target === toggleRef.current) return;
      if (!document.getElementById(id)?.contains(target)) setOpen(false);
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("focusin", onFocusIn);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("focusin", onFocusIn);
    };
  }, [open, id]);

  return { open, setOpen, mounted, id, toggleRef };
}
