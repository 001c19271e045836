import type { ReactNode } from "react";
import type { ShownImage } from "@/lib/content/images";
import { illustrationCaption, type IllustrationLabels } from "@/lib/ui/illustrations";

const places = {
  "bottom-left": "bottom-3 left-3",
  "top-left": "top-3 left-3",
  "top-right": "top-3 right-3",
} as const;

type Place = keyof typeof places;

// Later in the DOM than the picture, so it paints on top without a z-index.
const chip = (place: Place) =>
  `absolute ${places[place]} rounded-full bg-ink/80 px-2.5 py-0.5 text-xs font-medium text-ivory`;

/** The caption chip itself, for a picture laid out elsewhere (the hero's backdrop). */
export function IllustrationLabel({ text, place }: { text: string; place: Place }) {
  return <span className={chip(place)}>{text}</span>;
}

type Props = {
  image: ShownImage;
  /** The captions in the page's language. */
  labels: IllustrationLabels;
  children: ReactNode;
  place?: Place;
  className?: string;
};

/** A picture with its visible "Artist's impression" or "Not to scale" caption over one corner. */
export function Illustration({
  image,
  labels,
  children,
  place = "bottom-left",
  className = "",
}: Props) {
  return (
    <figure className={className ? `relative ${className}` : "relative"}>
      {children}
      <figcaption className={chip(place)}>{illustrationCaption(image, labels)}</figcaption>
    </figure>
  );
}
