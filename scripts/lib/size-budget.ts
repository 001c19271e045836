/**
 * Pure parts of the first-load budget check (scripts/size-report.ts): reading Next's exported
 * HTML, choosing the srcset candidate a phone would download, and judging measured sizes.
 */
import budgets from "./budgets.json";
import { findTags, type Tag } from "./html";

const KIB = 1024;

/**
 * Budgets for `/`, first load, gzip (text) or bytes as served (images, fonts); budgets.json is
 * the one place, read by lighthouserc.cjs too. The HTML budget is ours: the document should
 * arrive in TCP's first window (10 segments, 14,600 bytes, less about 1 KiB of headers).
 */
export const BUDGETS: Readonly<typeof budgets> = budgets;

/** Lighthouse's default mobile device (Moto G Power): 412 CSS px wide at a device pixel ratio of 1.75. */
export const PHONE = { width: 412, dpr: 1.75 };

/** Strings only Swiper's own code contains; none may appear in a first-load chunk. */
export const SWIPER_MARKERS = ["swiper-initialized", "swiper-slide-active"];

export type Candidate = { url: string; width: number };
export type Measured = {
  htmlBytes: number;
  jsBytes: number;
  cssBytes: number;
  hero: { url: string; bytes: number } | null;
  fontFiles: number;
  fontFilesShipped: number;
  totalBytes: number;
  fontsWithoutSwap: string[];
  swiperChunks: string[];
  iframes: string[];
  adsTags: string[];
  unreferencedImages: string[];
  imageCount: number;
  sourceMaps: string[];
};
export type CheckResult = {
  name: string;
  ok: boolean;
  value: number | null;
  limit: number | null;
  unit: string;
  note?: string;
};

/** `a.avif 480w, b.avif 768w` → [{ url, width }], widest last. */
export function parseSrcset(srcset: string): Candidate[] {
  return srcset
    .split(",")
    .map((part) => part.trim().split(/\s+/))
    .flatMap(([url, descriptor]) =>
      url ? [{ url, width: Number.parseInt(descriptor ?? "", 10) || 0 }] : [],
    )
    .sort((a, b) => a.width - b.width);
}

function lengthToPx(length: string, viewportWidth: number): number | null {
  const match = /^([\d.]+)(px|vw|rem|em)?$/.exec(length.trim());
  if (!match) return null;
  const value = Number(match[1]);
  if (match[2] === "vw") return (value / 100) * viewportWidth;
  if (match[2] === "rem" || match[2] === "em") return value * 16;
  return value;
}

function mediaMatches(condition: string, viewportWidth: number): boolean {
  return condition
    .split(/\band\b/)
    .map((part) => /\((min|max)-width:\s*([\d.]+)(px|rem|em)\)/.exec(part.trim()))
    .every((m) => {
      if (!m) return false;
      const px = Number(m[2]) * (m[3] === "px" ? 1 : 16);
      return m[1] === "min" ? viewportWidth >= px : viewportWidth <= px;
    });
}

/** The slot width in CSS px that a `sizes` attribute gives at this viewport width. */
export function evaluateSizes(sizes: string, viewportWidth: number): number | null {
  for (const entry of (sizes || "100vw").split(",")) {
    const trimmed = entry.trim();
    const media = /^(\(.*\))\s+(\S+)$/.exec(trimmed);
    if (media?.[1] && media[2]) {
      if (mediaMatches(media[1], viewportWidth)) return lengthToPx(media[2], viewportWidth);
      continue;
    }
    return lengthToPx(trimmed, viewportWidth);
  }
  return viewportWidth;
}

/** The candidate a browser downloads: the narrowest at least slot × DPR wide, else the widest. */
export function pickCandidate(
  candidates: Candidate[],
  slotPx: number,
  dpr: number,
): Candidate | null {
  const needed = slotPx * dpr;
  return candidates.find((c) => c.width >= needed) ?? candidates[candidates.length - 1] ?? null;
}

/**
 * The LCP image's srcset and sizes: a `<link rel=preload as=image>` if there is one, else the
 * first eager, high-priority `<img>` (AVIF `<source>` of its `<picture>` first, as modern
 * browsers take it).
 */
export function findHeroImage(
  html: string,
): { via: string; srcset: string; sizes: string; type: string | null } | null {
  const tags = findTags(html, ["link", "picture", "source", "img"]);
  const preload = tags.find(
    (t) => t.name === "link" && t.attrs.rel === "preload" && t.attrs.as === "image",
  );
  if (preload) {
    return {
      via: "preload",
      srcset: preload.attrs.imagesrcset ?? `${preload.attrs.href} 0w`,
      sizes: preload.attrs.imagesizes ?? "100vw",
      type: preload.attrs.type ?? null,
    };
  }
  const imgIndex = tags.findIndex(
    (t) => t.name === "img" && (t.attrs.fetchpriority ?? "").toLowerCase() === "high",
  );
  if (imgIndex < 0) return null;
  const img = tags[imgIndex]!;
  const sources: Tag[] = [];
  for (const tag of tags.slice(0, imgIndex).reverse()) {
    if (tag.name !== "source") break;
    sources.unshift(tag);
  }
  const preferred = ["image/avif", "image/webp"]
    .map((type) => sources.find((s) => s.attrs.type === type))
    .find(Boolean);
  const chosen = preferred ?? img;
  return {
    via: preferred ? `<source type=${preferred.attrs.type}>` : "<img>",
    srcset: chosen.attrs.srcset || `${img.attrs.src} 0w`,
    sizes: chosen.attrs.sizes ?? img.attrs.sizes ?? "100vw",
    type: chosen.attrs.type ?? null,
  };
}

/** The RSC payload scripts the hydration deferral moved out of the HTML. */
const PAYLOAD_URL = /\/_next\/static\/hydration\/[\w.~-]+\.js/g;

/**
 * What a modern browser fetches before the page is interactive: classic and module scripts (not
 * the noModule polyfills), script preloads, the RSC payload scripts, chunks the payload names
 * (pass the payloads' text once read), stylesheets and preloaded fonts.
 */
export function firstLoadResources(html: string, payloadTexts: readonly string[] = []) {
  const tags = findTags(html, ["script", "link", "iframe"]);
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const fonts = new Set<string>();
  for (const { name, attrs } of tags) {
    // Third-party scripts are reported separately (thirdPartyScripts); only our own are measured.
    if (name === "script" && attrs.src?.startsWith("/") && !("nomodule" in attrs)) {
      scripts.add(attrs.src);
    }
    if (name !== "link" || !attrs.href) continue;
    const rel = (attrs.rel ?? "").toLowerCase();
    if (rel === "stylesheet") styles.add(attrs.href);
    if (rel === "modulepreload" || (rel === "preload" && attrs.as === "script"))
      scripts.add(attrs.href);
    if (rel === "preload" && attrs.as === "font") fonts.add(attrs.href);
  }
  const noModule = new Set(
    tags.filter((t) => t.name === "script" && "nomodule" in t.attrs).map((t) => t.attrs.src),
  );
  for (const text of [html, ...payloadTexts]) {
    for (const m of text.matchAll(/\/_next\/static\/chunks\/[\w.~-]+\.js/g)) {
      if (!noModule.has(m[0])) scripts.add(m[0]);
    }
  }
  const payloads = [...new Set([...html.matchAll(PAYLOAD_URL)].map((m) => m[0]))];
  return {
    scripts: [...scripts].filter((url) => !payloads.includes(url)),
    payloads,
    styles: [...styles],
    fonts: [...fonts],
    iframes: tags.filter((t) => t.name === "iframe").map((t) => t.attrs.src ?? ""),
    thirdPartyScripts: tags
      .filter((t) => t.name === "script" && /^https?:\/\//.test(t.attrs.src ?? ""))
      .map((t) => t.attrs.src ?? ""),
  };
}

/** @font-face rules: family, font-display and the URLs they load. */
export function parseFontFaces(css: string) {
  return [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map(([, body = ""]) => ({
    family: /font-family:\s*([^;]+)/.exec(body)?.[1]?.trim() ?? "",
    display: /font-display:\s*([^;]+)/.exec(body)?.[1]?.trim() ?? null,
    urls: [...body.matchAll(/url\(\s*["']?([^"')]+)["']?\s*\)/g)].map((m) => m[1] ?? ""),
  }));
}

/**
 * Every check as { name, ok, value, limit }. `measured` holds sizes in bytes and the facts the
 * report gathered from out/.
 */
export function evaluateBudgets(m: Measured): CheckResult[] {
  const budget = (
    name: string,
    value: number | null,
    limit: number,
    unit = "KiB",
    note?: string,
  ) => ({
    name,
    value,
    limit,
    unit,
    note,
    ok: value === null || value <= limit,
  });
  const none = (name: string, found: string[], otherwise: string) => ({
    name,
    ok: found.length === 0,
    value: null,
    limit: null,
    unit: "",
    note: found.join(", ") || otherwise,
  });
  return [
    budget("HTML document (gzip)", m.htmlBytes / KIB, BUDGETS.htmlKiB),
    budget("JavaScript (gzip)", m.jsBytes / KIB, BUDGETS.jsKiB),
    budget("CSS (gzip)", m.cssBytes / KIB, BUDGETS.cssKiB),
    m.hero
      ? budget(
          `Hero image at ${PHONE.width} px (${m.hero.url})`,
          m.hero.bytes / KIB,
          BUDGETS.heroKiB,
        )
      : budget(
          `Hero image at ${PHONE.width} px`,
          null,
          BUDGETS.heroKiB,
          "KiB",
          "no preloaded or high-priority image in the HTML",
        ),
    budget("Preloaded font files", m.fontFiles, BUDGETS.fontFiles, "files"),
    budget("Total first load", m.totalBytes / KIB, BUDGETS.totalKiB),
    none("Fonts use font-display: swap", m.fontsWithoutSwap, "every preloaded font"),
    {
      ...none("Only the preloaded fonts ship", [], ""),
      ok: m.fontFilesShipped <= BUDGETS.fontFiles,
      note: `${m.fontFilesShipped} font files in out/`,
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
  ];
}

/**
 * Image files (paths under out/, e.g. images/hero-480.avif) that no text file in the export names.
 * A file counts as named when its file name appears, or, for URLs a client component builds at
 * run time from lib/images.ts (`/images/${name}-${width}.${format}`), when one file holds its
 * stem, its width as a number and its extension.
 */
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
