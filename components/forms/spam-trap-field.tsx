import { spamTrap } from "@/lib/content/lead-extras";

/**
 * A box no person sees or reaches (off-screen, out of the tab order, hidden from screen readers);
 * bots that fill every input fill it, and their lead is dropped.
 */
export function SpamTrapField({ id }: { id: string }) {
  return (
    <div aria-hidden="true" data-trap="">
      <label htmlFor={id}>{spamTrap.label}</label>
      <input id={id} name={spamTrap.name} type="text" tabIndex={-1} autoComplete="off" />
    </div>
  );
}
