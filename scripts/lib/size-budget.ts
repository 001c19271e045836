/** Pure parts of the first-load budget check (scripts/size-report.ts): judging what it measured. */
import budgets from "./budgets.json";
import { firstLoad, PHONE, rowsOf, sent, type PageLoad, type Row } from "./page-load";
import { fallbackFamilies } from "../../lib/ui/font-fallbacks";

const KIB = 1024;

/** The Hindi home page: held to `/`'s HTML and JS budgets, and the fonts it adds to their own. */
export const HINDI_PAGE = "/hi";

/** Strings only Swiper's own code contains; none may appear in a first-load chunk. */
const SWIPER_MARKERS = ["swiper-initialized", "swiper-slide-active"];

/** Export files the checks read: every path, and the text files' texts. */
type ExportFiles = { all: string[]; texts: string[] };

/** What the checks judge, from the first loads of / and HINDI_PAGE and the export's files. */
export function measured(home: PageLoad, hindi: PageLoad, files: ExportFiles) {
  const heroRow = home.lcpUrl ? home.rows.find((row) => home.lcpUrl.endsWith(row.url)) : undefined;
  // The links to Hindi draw with a small Devanagari cut of their own, counted apart.
  const isDevanagari = (url: string) => /devanagari/i.test(url);
  const fonts = [...new Set(rowsOf(home, "font").map((row) => row.url))].filter(
    (url) => !isDevanagari(url),
  );
  const homeDevanagariRows = rowsOf(home, "font").filter((row) => isDevanagari(row.url));
  const hindiFonts = hindiOnlyFonts(home, hindi);
  const localFaces = new Set([...fallbackFamilies("sans"), ...fallbackFamilies("display")]);
  const images = files.all.filter((file) => file.startsWith("images/"));
  return {
    htmlBytes: sent(rowsOf(home, "html")),
    jsBytes: sent(rowsOf(home, "js")),
    cssBytes: sent(rowsOf(home, "css")),
    hero: heroRow ? { url: heroRow.url, bytes: heroRow.counted } : null,
    fontFiles: fonts.length,
    hindiPage: { htmlBytes: sent(rowsOf(hindi, "html")), jsBytes: sent(rowsOf(hindi, "js")) },
    hindiFonts: { files: hindiFonts.length, bytes: sent(hindiFonts) },
    homeDevanagari: {
      faces: home.faces.filter((face) => /devanagari/i.test(face.name)).map((face) => face.name),
      files: new Set(homeDevanagariRows.map((row) => row.url)).size,
      bytes: sent(homeDevanagariRows),
    },
    fontFilesShipped: files.all.filter((file) => /\.(woff2?|ttf|otf)$/.test(file)).length,
    totalBytes: sent(firstLoad(home)),
    // The sized fallbacks draw fonts already on the device: nothing is fetched, nothing swaps.
    fontsWithoutSwap: home.faces
      .filter((face) => !localFaces.has(face.name.split(" ")[0] ?? ""))
      .filter((face) => face.display !== "swap")
      .map((face) => face.name),
    swiperChunks: rowsOf(home, "js")
      .filter((row) => SWIPER_MARKERS.some((marker) => row.text.includes(marker)))
      .map((row) => row.url),
    iframes: home.iframes,
    adsTags: home.thirdParty.filter((url) => url.includes("googletagmanager")),
    unreferencedImages: findUnreferencedImages(images, files.texts),
    imageCount: images.length,
    sourceMaps: files.all.filter((file) => file.endsWith(".map")),
    missingFiles: [
      ...home.missingFiles,
      ...hindi.missingFiles.map((url) => `${url} (${HINDI_PAGE})`),
    ],
  };
}
export type Measured = ReturnType<typeof measured>;

/** The font files HINDI_PAGE loads that `/` does not (the Devanagari links' cut included). */
export function hindiOnlyFonts(home: PageLoad, hindi: PageLoad): Row[] {
  const homeFonts = new Set(rowsOf(home, "font").map((row) => row.url));
  return rowsOf(hindi, "font").filter((row) => !homeFonts.has(row.url));
}

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
