import { spamTrap } from "@/lib/content/lead-extras";

/**
 * A box no person sees or reaches (off-screen, out of the tab order, hidden from screen readers);
 * bots that fill every input fill it, and their lead is dropped: by the form's script, or by the
 * form service when the browser posts the form itself. No label: nobody is meant to read it.
 */
export function SpamTrapField() {
  return (
    <div aria-hidden="true" data-trap="">
      <input name={spamTrap.name} tabIndex={-1} autoComplete="off" />
    </div>
  );
}
