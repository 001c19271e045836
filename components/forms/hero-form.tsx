import { contact } from "@/lib/content";

/** Slot for the hero lead form (lead-capture issue); until then, a direct line to sales. */
export function HeroForm() {
  return (
    <div className="rounded-2xl bg-ivory-50 p-6 text-ink shadow-float">
      <p className="font-display text-xl font-semibold">Get prices and availability</p>
      <a href={contact.telHref} className="btn-primary mt-4 w-full">
        Call {contact.phoneDisplay}
      </a>
    </div>
  );
}
