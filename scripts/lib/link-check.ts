// Kept over linkinator: it needs Node 22 (we run 20), skips <link imagesrcset> and fetches our own absolute URLs live.
/** Which files and anchors the export's pages and stylesheets point at, resolved as a CDN would. */
import { parseHtml } from "./html";

export type Reference = { url: string; from: string };
export type BrokenReference = { file: string; url: string; reason: string };

/** Every file path ("/x/y.ext"), plus the text of pages and stylesheets. */
export type Site = {
  files: ReadonlySet<string>;
  pages: ReadonlyMap<string, string>;
  stylesheets: ReadonlyMap<string, string>;
};

/** URLs in a srcset: "a.avif 640w, b.avif 1280w" → ["a.avif", "b.avif"] (our URLs hold no commas). */
export function srcsetUrls(srcset: string): string[] {
  return srcset
    .split(",")
    .map((candidate) => candidate.trim().split(/\s+/)[0] ?? "")
    .filter(Boolean);
}

const URL_ATTRIBUTES: Record<string, readonly string[]> = {
  a: ["href"],
  link: ["href", "imagesrcset"],
  img: ["src", "srcset"],
  source: ["src", "srcset"],
  script: ["src"],
  video: ["src", "poster"],
  audio: ["src"],
  iframe: ["src"],
};

/** Every URL a page points at: links, images, sources, scripts, social cards, inlined CSS. */
export function htmlReferences(html: string): string[] {
  return parseHtml(html).tags.flatMap(({ name, attrs, body }) => {
    if (name === "style") return cssReferences(body);
    const key = attrs.property ?? attrs.name ?? "";
    if (name === "meta")
      return /^(og:image|og:url|twitter:image)$/.test(key) && attrs.content ? [attrs.content] : [];
    return (URL_ATTRIBUTES[name] ?? []).flatMap((attribute) => {
      const value = attrs[attribute];
      if (!value) return [];
      return attribute.endsWith("srcset") ? srcsetUrls(value) : [value.trim()];
    });
  });
}

/** `url(...)` targets in a stylesheet (fonts, background images), not `url(#id)` references. */
export function cssReferences(css: string): string[] {
  return [...css.matchAll(/url\(\s*(?:"([^"]*)"|'([^']*)'|([^)'"\s]*))\s*\)/g)]
    .map((match) => (match[1] ?? match[2] ?? match[3] ?? "").trim())
    .filter((url) => url && !url.startsWith("#"));
}

/** Element ids (and legacy <a name>) a fragment can point at. */
export function anchorTargets(html: string): Set<string> {
  return new Set(
    parseHtml(html).tags.flatMap(({ attrs }) =>
      [attrs.id, attrs.name].filter((v) => v !== undefined),
    ),
  );
}

/** The URL a page file is served at: /index.html → /, /disclaimer.html → /disclaimer. */
export function pageUrlPath(file: string): string {
  return file.replace(/(^|\/)index\.html$/, "$1").replace(/\.html$/, "");
}

/** Export files a clean URL can be answered from, in the order a CDN tries them. */
export function candidateFiles(pathname: string): string[] {
  const path = decodeURIComponent(pathname);
  if (path.endsWith("/")) return [`${path}index.html`];
  return [path, `${path}.html`, `${path}/index.html`];
}

const BASE = "http://export.invalid";

/** An in-site path and fragment, or null off the site; absolute URLs on its own origin are in-site. */
export function resolveInternal(
  url: string,
  fromUrlPath: string,
  siteOrigin: string,
): { path: string; fragment: string } | null {
  let resolved: URL;
  try {
    resolved = new URL(url, `${BASE}${fromUrlPath}`);
  } catch {
    return { path: url, fragment: "" };
  }
  const sameSite = resolved.origin === BASE || resolved.origin === new URL(siteOrigin).origin;
  if (!sameSite || !/^https?:$/.test(resolved.protocol)) return null;
  return { path: resolved.pathname, fragment: decodeURIComponent(resolved.hash.slice(1)) };
}

function problem(site: Site, url: string, fromUrlPath: string, siteOrigin: string) {
  const target = resolveInternal(url, fromUrlPath, siteOrigin);
  if (!target) return null;
  const existing = candidateFiles(target.path).find((candidate) => site.files.has(candidate));
  if (!existing) return `no file for ${target.path}`;
  // "#" and "#top" scroll to the top of any page by definition.
  if (!target.fragment || target.fragment === "top") return null;
  const page = site.pages.get(existing);
  if (page === undefined) return `#${target.fragment} points into a non-page`;
  if (anchorTargets(page).has(target.fragment)) return null;
  return `${existing} has no element with id="${target.fragment}"`;
}

/** Every reference that does not resolve, plus any of `required` (linked from client code) missing. */
export function findBrokenReferences(
  site: Site,
  siteOrigin: string,
  required: readonly Reference[] = [],
): BrokenReference[] {
  const references: (readonly [file: string, url: string, fromUrlPath: string])[] = [
    ...[...site.pages].flatMap(([file, html]) =>
      htmlReferences(html).map((url) => [file, url, pageUrlPath(file)] as const),
    ),
    ...[...site.stylesheets].flatMap(([file, css]) =>
      cssReferences(css).map((url) => [file, url, file] as const),
    ),
    ...required.map(({ url, from }) => [from, url, "/"] as const),
  ];
  return references.flatMap(([file, url, fromUrlPath]) => {
    const reason = problem(site, url, fromUrlPath, siteOrigin);
    return reason ? [{ file, url, reason }] : [];
  });
}

/** Icons drawn on the first screen before their <symbol> (blank until the parser reaches it). */
export function iconsDrawnBeforeTheirSymbol(html: string): string[] {
  const { tags } = parseHtml(html);
  const main = tags.find((tag) => tag.name === "main");
  const inMain = (tag: { start: number }) =>
    !!main && tag.start > main.start && tag.start < main.end;
  const firstSection = tags.find((tag) => tag.name === "section" && inMain(tag));
  const screenEnd = firstSection?.end ?? main?.end ?? html.length;
  const symbolAt = new Map(
    tags
      .filter((tag) => tag.name === "symbol" && tag.attrs.id)
      .map((tag) => [tag.attrs.id, tag.start]),
  );
  const early = tags.filter((tag) => tag.name === "use" && tag.start < screenEnd);
  const blank = early
    .filter((use) => !((symbolAt.get((use.attrs.href ?? "").slice(1)) ?? Infinity) < use.start))
    .map((use) => use.attrs.href ?? "");
  return [...new Set(blank)];
}
