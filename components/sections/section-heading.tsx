export type SectionHeadingContent = {
  eyebrow: string;
  heading: string;
  intro?: string;
  tone?: "light" | "dark";
  align?: "start" | "center";
};

type Props = SectionHeadingContent & { id: string };

/** Eyebrow, h2 (the section's accessible name via its id) and an optional intro. */
export function SectionHeading({
  id,
  eyebrow,
  heading,
  intro,
  tone = "light",
  align = "start",
}: Props) {
  const dark = tone === "dark";
  return (
    <div className={align === "center" ? "mx-auto max-w-3xl text-center" : "max-w-3xl"}>
      <p className={`eyebrow ${dark ? "text-brass-300" : "text-brass-700"}`}>{eyebrow}</p>
      <h2
        id={id}
        className={`mt-3 font-display text-[1.75rem] leading-tight font-semibold text-balance sm:text-display-sm lg:text-display-md ${
          dark ? "text-ivory" : "text-ink"
        }`}
      >
        {heading}
      </h2>
      {intro ? (
        <p
          className={`mt-5 text-base leading-relaxed sm:text-lg ${dark ? "text-ivory/80" : "text-stone-600"}`}
        >
          {intro}
        </p>
      ) : null}
    </div>
  );
}

/** Vertical rhythm of a full section; html scroll-padding-top keeps headings below the sticky header. */
export const sectionSpacing = "py-20 sm:py-24 lg:py-28";
