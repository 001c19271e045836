import type { ReactNode } from "react";

type Props = {
  /** The id the section's aria-labelledby points at. */
  id: string;
  eyebrow: ReactNode;
  title: string;
  /** What the page answers, in a sentence or two. */
  intro: string;
};

/** A page's h1 on its dark opening band: the eyebrow, the title and what the page answers. */
export function PageHeading({ id, eyebrow, title, intro }: Props) {
  return (
    <div className="max-w-3xl">
      <p className="eyebrow flex items-center gap-2 text-brass-300">{eyebrow}</p>
      <h1
        id={id}
        className="mt-5 font-display text-[2.375rem] leading-[1.05] font-semibold tracking-tight sm:text-6xl"
      >
        {title}
      </h1>
      <p className="mt-6 max-w-xl text-lg leading-relaxed text-ivory/90 sm:text-xl">{intro}</p>
    </div>
  );
}
