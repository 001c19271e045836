// Types for scripts/size-budget.mjs (plain JavaScript so `npm run size` runs on bare Node).
export declare const KIB: number;
export declare const BUDGETS: {
  htmlKiB: number;
  jsKiB: number;
  cssKiB: number;
  heroKiB: number;
  fontFiles: number;
  totalKiB: number;
};
export declare const PHONE: { width: number; dpr: number };
export declare const SWIPER_MARKERS: string[];
export type Tag = { name: string; attrs: Record<string, string>; index: number };
export type Candidate = { url: string; width: number };
export declare function findTags(html: string, names: string[]): Tag[];
export declare function parseSrcset(srcset: string): Candidate[];
export declare function evaluateSizes(sizes: string, viewportWidth: number): number | null;
export declare function pickCandidate(
  candidates: Candidate[],
  slotPx: number,
  dpr: number,
): Candidate | null;
export declare function findHeroImage(
  html: string,
): { via: string; srcset: string; sizes: string; type: string | null } | null;
export declare function firstLoadResources(
  html: string,
  payloadTexts?: string[],
): {
  scripts: string[];
  payloads: string[];
  styles: string[];
  fonts: string[];
  iframes: string[];
  thirdPartyScripts: string[];
};
export declare function parseFontFaces(
  css: string,
): { family: string; display: string | null; urls: string[] }[];
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
export declare function evaluateBudgets(measured: Measured): CheckResult[];
export declare function findUnreferencedImages(imagePaths: string[], texts: string[]): string[];
