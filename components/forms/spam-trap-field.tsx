import { useHydrated } from "@/components/ui/use-hydrated";
import { spamTrap } from "@/lib/content/lead-extras";

/**
 * A box no person sees or reaches (off-screen, out of the tab order, hidden from screen readers);
 * bots that fill every input fill it, and their lead is dropped. No label: nobody is meant to read it.
 * Added on hydration: only the form's script reads it, so the prerendered HTML need not carry it.
 */
export function SpamTrapField() {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <div aria-hidden="true" data-trap="">
      <input name={spamTrap.name} tabIndex={-1} autoComplete="off" />
    </div>
  );
}
