/** Pure parts of the first-load budget check (scripts/size-report.ts): judging what it measured. */
import budgets from "./budgets.json";
import { MAX_LINE_LENGTH } from "./headers-limits";

const KIB = 1024;

/** Lighthouse's default mobile device (Moto G Power): 412 CSS px wide at a device pixel ratio of 1.75. */
export const PHONE = { width: 412, dpr: 1.75 };

/** The Hindi home page: held to `/`'s HTML and JS budgets, and the fonts it adds to their own. */
export const HINDI_PAGE = "/hi";

/** Strings only Swiper's own code contains; none may appear in a first-load chunk. */
export const SWIPER_MARKERS = ["swiper-initialized", "swiper-slide-active"];

export type Measured = {
  htmlBytes: number;
  jsBytes: number;
  cssBytes: number;
  hero: { url: string; bytes: number } | null;
  fontFiles: number;
  /** The Hindi page (HINDI_PAGE), loaded as `/` is: its HTML and JavaScript, gzipped. */
  hindiPage: { htmlBytes: number; jsBytes: number };
  /** The font files HINDI_PAGE loads that `/` does not, and their bytes. */
  hindiFonts: { files: number; bytes: number };
  /** Devanagari faces loaded on `/`: only the links to Hindi's small cut, never the Hindi face. */
  homeDevanagari: { faces: string[]; files: number; bytes: number };
  fontFilesShipped: number;
  totalBytes: number;
  fontsWithoutSwap: string[];
  swiperChunks: string[];
  iframes: string[];
  adsTags: string[];
  unreferencedImages: string[];
  imageCount: number;
  sourceMaps: string[];
  /** Paths the page asked for that out/ lacks. */
  missingFiles: string[];
  /** Characters on the Content-Security-Policy line of out/_headers; null when it has none. */
  cspLineChars: number | null;
};
/** One check: `figure` is what the report prints after its name. */
export type CheckResult = { name: string; ok: boolean; figure: string };

/** Every check; budgets.json (read by lighthouserc.cjs too) holds the limits. */
export function evaluateBudgets(m: Measured): CheckResult[] {
  const budget = (name: string, value: number | null, limit: number, unit = "KiB", note = "") => {
    const shown = unit === "KiB" ? value?.toFixed(1) : value;
    const figure = value === null ? `n/a (${note})` : `${shown} ${unit}`;
    return {
      name,
      ok: value === null || value <= limit,
      figure: `${figure} / budget ${limit} ${unit}`,
    };
  };
  const none = (name: string, found: string[], otherwise: string) => ({
    name,
    ok: found.length === 0,
    figure: found.join(", ") || otherwise,
  });
  return [
    budget("HTML document (gzip)", m.htmlBytes / KIB, budgets.htmlKiB),
    budget("JavaScript (gzip)", m.jsBytes / KIB, budgets.jsKiB),
    budget("CSS (gzip)", m.cssBytes / KIB, budgets.cssKiB),
    budget(
      `Hero image at ${PHONE.width} px${m.hero ? ` (${m.hero.url})` : ""}`,
      m.hero ? m.hero.bytes / KIB : null,
      budgets.heroKiB,
      "KiB",
      m.hero ? "" : "no preloaded or high-priority image in the HTML",
    ),
    budget("Latin font files", m.fontFiles, budgets.fontFiles, "files"),
    budget(`HTML document ${HINDI_PAGE} (gzip)`, m.hindiPage.htmlBytes / KIB, budgets.htmlKiB),
    budget(`JavaScript ${HINDI_PAGE} (gzip)`, m.hindiPage.jsBytes / KIB, budgets.jsKiB),
    budget(
      `Fonts ${HINDI_PAGE} adds (${m.hindiFonts.files} file${m.hindiFonts.files === 1 ? "" : "s"})`,
      m.hindiFonts.bytes / KIB,
      budgets.hindiFontKiB,
    ),
    none(
      "No Hindi pages' Devanagari face on /",
      m.homeDevanagari.faces.filter((face) => !/links/i.test(face)),
      "only the links' cut",
    ),
    budget(
      "Devanagari for the links to Hindi on /",
      m.homeDevanagari.bytes / KIB,
      budgets.linksFontKiB,
    ),
    budget("Total first load", m.totalBytes / KIB, budgets.totalKiB),
    none("Fonts use font-display: swap", m.fontsWithoutSwap, "every font / loads"),
    {
      name: "Only the fonts / and the Hindi page load ship",
      ok: m.fontFilesShipped <= m.fontFiles + m.homeDevanagari.files + m.hindiFonts.files,
      figure: `${m.fontFilesShipped} font files in out/, ${m.fontFiles + m.homeDevanagari.files + m.hindiFonts.files} loaded`,
    },
    none("Swiper not in the first load", m.swiperChunks, "no first-load chunk contains Swiper"),
    none("No map iframe in the HTML", m.iframes, "no <iframe>"),
    none("No ads tag in the HTML", m.adsTags, "no googletagmanager script"),
    none(
      "Every image in out/images is referenced",
      m.unreferencedImages,
      `${m.imageCount} images, all referenced`,
    ),
    none("No source maps in out/", m.sourceMaps, "none"),
    // The policy grows with every inline script; Cloudflare Pages drops a longer line silently.
    {
      name: "Content-Security-Policy line in _headers",
      ok: m.cspLineChars !== null && m.cspLineChars <= MAX_LINE_LENGTH,
      figure:
        m.cspLineChars === null
          ? "no Content-Security-Policy line in out/_headers"
          : `${m.cspLineChars} characters / limit ${MAX_LINE_LENGTH} characters`,
    },
    ...(m.missingFiles.length > 0
      ? [none("Every file the page asks for exists in out/", m.missingFiles, "")]
      : []),
  ];
}

/** Images under out/ no text names, by file name or (URLs built by lib/ui/images.ts) stem and width. */
export function findUnreferencedImages(imagePaths: string[], texts: string[]): string[] {
  return imagePaths.filter((rel) => {
    const base = rel.split("/").pop() ?? rel;
    if (texts.some((text) => text.includes(base))) return false;
    const parts = /^(.+)-(\d+)\.(\w+)$/.exec(base);
    if (!parts) return true;
    const [, stem = "", width = "", ext = ""] = parts;
    const widthToken = new RegExp(`(^|[^\\d])${width}([^\\d]|$)`);
    return !texts.some(
      (text) => text.includes(`"${stem}"`) && widthToken.test(text) && text.includes(ext),
    );
  });
}
