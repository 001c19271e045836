import type { ReactNode } from "react";
import { SectionHeading, sectionSpacing, type SectionHeadingContent } from "./section-heading";

type Props = {
  /** Names the heading (`<name>-heading`), which gives the section its accessible name. */
  name: string;
  /** The anchor id, for sections the navigation and buttons link to. */
  id?: string;
  /** Background and text colour; the vertical rhythm is the site's unless `spacing` replaces it. */
  className: string;
  spacing?: string;
  /** The eyebrow, h2 and intro, or a heading of the section's own drawn with the given id. */
  heading: SectionHeadingContent | ((id: string) => ReactNode);
  /** Follows the heading, in the same column. */
  children?: ReactNode;
  /** A second column beside the heading's; `layout` arranges the two, or the heading and children. */
  aside?: ReactNode;
  layout?: string;
  mainClassName?: string;
  /** Decorative layers behind the container. */
  backdrop?: ReactNode;
};

/**
 * The shell every home-page section shares: a labelled <section>, the site container and the
 * heading. No Suspense boundary: past the inlined stylesheet React would write it out of place.
 */
export function Section({
  name,
  id,
  className,
  spacing = sectionSpacing,
  heading,
  children,
  aside,
  layout,
  mainClassName,
  backdrop,
}: Props) {
  const headingId = `${name}-heading`;
  const main = (
    <>
      {typeof heading === "function" ? (
        heading(headingId)
      ) : (
        <SectionHeading id={headingId} {...heading} />
      )}
      {children}
    </>
  );
  return (
    <section id={id} aria-labelledby={headingId} className={`${className} ${spacing}`}>
      {backdrop}
      <div className="container-site">
        {aside === undefined ? (
          <div className={layout}>{main}</div>
        ) : (
          <div className={layout}>
            <div className={mainClassName}>{main}</div>
            {aside}
          </div>
        )}
      </div>
    </section>
  );
}
