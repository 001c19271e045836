/**
 * Fallback faces sized to the web fonts, one per system font a visitor's device draws with until
 * Manrope and Playfair Display arrive: Roboto and Noto Serif on Android, Arial or Liberation Sans
 * and Georgia, Times New Roman or Liberation Serif elsewhere, DejaVu on plain Linux. Each scales a
 * system font (size-adjust) and sets its ascent and descent to the web font's, so when the web
 * font swaps in the lines keep their length and height. Build time only (tailwind.config.ts).
 */
import { createFontStack } from "@capsizecss/core";
import arial from "@capsizecss/metrics/arial";
import georgia from "@capsizecss/metrics/georgia";
import manrope from "@capsizecss/metrics/manrope";
import { entireMetricsCollection } from "@capsizecss/metrics/entireMetricsCollection";
import notoSerif from "@capsizecss/metrics/notoSerif";
import roboto from "@capsizecss/metrics/roboto";
import timesNewRoman from "@capsizecss/metrics/timesNewRoman";

type Metrics = Parameters<typeof createFontStack>[0][number];
/** A system font's metrics and the local() names its files go by (the metric twins included). */
type Fallback = { metrics: Metrics; locals: string[] };

// DejaVu is not in Capsize's collection: read from Debian's fonts-dejavu-core 2.37 with
// @capsizecss/unpack (the same fields the collection has).
const dejaVuSans: Metrics = {
  familyName: "DejaVu Sans",
  ascent: 1901,
  descent: -483,
  lineGap: 0,
  unitsPerEm: 2048,
  xWidthAvg: 1041,
};
const dejaVuSerif: Metrics = { ...dejaVuSans, familyName: "DejaVu Serif", xWidthAvg: 1058 };

const FALLBACKS = {
  sans: {
    primary: manrope,
    fallbacks: [
      { metrics: roboto, locals: ["Roboto", "Roboto Regular", "Roboto-Regular"] },
      // Liberation Sans and Arimo share Arial's metrics, glyph for glyph.
      { metrics: arial, locals: ["Arial", "ArialMT", "Liberation Sans", "Arimo"] },
      { metrics: dejaVuSans, locals: ["DejaVu Sans"] },
    ],
  },
  display: {
    // The headings are set at 600, a little wider than the regular cut.
    primary: entireMetricsCollection.playfairDisplay.variants["600"],
    fallbacks: [
      { metrics: notoSerif, locals: ["Noto Serif", "NotoSerif-Regular"] },
      { metrics: georgia, locals: ["Georgia"] },
      // Liberation Serif and Tinos share Times New Roman's metrics.
      {
        metrics: timesNewRoman,
        locals: ["Times New Roman", "TimesNewRomanPSMT", "Liberation Serif", "Tinos"],
      },
      { metrics: dejaVuSerif, locals: ["DejaVu Serif"] },
    ],
  },
} satisfies Record<string, { primary: Metrics; fallbacks: Fallback[] }>;

type Stack = keyof typeof FALLBACKS;

function stack(name: Stack) {
  const { primary, fallbacks } = FALLBACKS[name];
  const { fontFaces } = createFontStack([primary, ...fallbacks.map((f) => f.metrics)], {
    fontFaceFormat: "styleObject",
  });
  return fontFaces.map(({ "@font-face": face }, i) => {
    const fallback = fallbacks[i]!;
    // Short, unquoted names: a stack names them wherever it is used.
    const family = `${name}-${fallback.metrics.familyName.toLowerCase().replace(/\W+/g, "-")}`;
    const src = fallback.locals.map((local) => `local("${local}")`).join(", ");
    return { family, face: { ...face, fontFamily: family, src } };
  });
}

/** The fallback families of a stack, in the order they go after its web font. */
export function fallbackFamilies(name: Stack): string[] {
  return stack(name).map(({ family }) => family);
}

/** Every fallback face, as Tailwind's addBase takes @font-face rules. */
export function fallbackFontFaces(): Record<string, Record<string, string>>[] {
  return (Object.keys(FALLBACKS) as Stack[]).flatMap((name) =>
    stack(name).map(({ face }) => ({
      "@font-face": Object.fromEntries(
        Object.entries(face).filter((entry): entry is [string, string] => entry[1] !== undefined),
      ),
    })),
  );
}
