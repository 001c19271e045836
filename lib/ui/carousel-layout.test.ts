import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { carouselSteps } from "./carousel-layout";

const css = readFileSync(
  new URL("../../components/carousel/carousel.css", import.meta.url),
  "utf8",
);

/** The --per-view / --gap pairs carousel.css sets for a carousel kind, by min-width. */
function cssSteps(kind: string) {
  const steps: { minWidth: number; slidesPerView: number; gap: number }[] = [];
  const base = /\.carousel\s*\{([^}]*)\}/.exec(css)?.[1] ?? "";
  let perView = Number(/--per-view:\s*(\d+)/.exec(base)?.[1]);
  let gap = Number(/--gap:\s*(\d+)px/.exec(base)?.[1]);
  const own = new RegExp(`\\.carousel\\[data-kind="${kind}"\\]\\s*\\{([^}]*)\\}`).exec(css)?.[1];
  if (own) {
    perView = Number(/--per-view:\s*(\d+)/.exec(own)?.[1] ?? perView);
    gap = Number(/--gap:\s*(\d+)px/.exec(own)?.[1] ?? gap);
  }
  steps.push({ minWidth: 0, slidesPerView: perView, gap });
  const media = new RegExp(
    `@media \\(min-width: (\\d+)px\\) \\{\\s*\\.carousel\\[data-kind="${kind}"\\]\\s*\\{([^}]*)\\}`,
    "g",
  );
  for (const match of css.matchAll(media)) {
    const body = match[2] ?? "";
    perView = Number(/--per-view:\s*(\d+)/.exec(body)?.[1] ?? perView);
    gap = Number(/--gap:\s*(\d+)px/.exec(body)?.[1] ?? gap);
    steps.push({ minWidth: Number(match[1]), slidesPerView: perView, gap });
  }
  return steps;
}

describe("carousel layout", () => {
  it("gallery: 1 slide up to 480 px, 2 up to 768 px, 3 above", () => {
    expect(
      carouselSteps("gallery").map(({ minWidth, slidesPerView }) => [minWidth, slidesPerView]),
    ).toEqual([
      [0, 1],
      [481, 2],
      [769, 3],
    ]);
  });

  it("location: one slide at every width", () => {
    expect(carouselSteps("location").map((step) => step.slidesPerView)).toEqual([1]);
  });

  it.each(["gallery", "location"] as const)(
    "carousel.css lays out %s exactly as Swiper will, so hydration shifts nothing",
    (kind) => {
      expect(cssSteps(kind)).toEqual(carouselSteps(kind));
    },
  );
});
