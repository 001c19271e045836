/**
 * Pure logic behind scripts/postbuild.ts: which files and anchors the exported pages and
 * stylesheets point at, resolved the way a CDN serving the export answers them.
 */
import { parseHtml } from "./html";

export type Reference = { url: string; from: string };
export type BrokenReference = { file: string; url: string; reason: string };

/** The export, in memory: every file path ("/x/y.ext"), plus the text of pages and stylesheets. */
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

/** Every URL an HTML page points at through links, images, sources, scripts, social cards and its inlined CSS. */
export function htmlReferences(html: string): string[] {
  const urls: string[] = [];
  for (const { name, attrs, body } of parseHtml(html).tags) {
    if (name === "style") {
      urls.push(...cssReferences(body).filter((url) => !url.startsWith("#")));
      continue;
    }
    if (name === "meta") {
      const key = attrs.property ?? attrs.name ?? "";
      if (/^(og:image|og:url|twitter:image)$/.test(key) && attrs.content) urls.push(attrs.content);
      continue;
    }
    for (const attribute of URL_ATTRIBUTES[name] ?? []) {
      const value = attrs[attribute];
      if (value === undefined || value === "") continue;
      urls.push(...(attribute.endsWith("srcset") ? srcsetUrls(value) : [value.trim()]));
    }
  }
  return urls;
}

/** `url(...)` targets in a stylesheet (fonts, background images). */
export function cssReferences(css: string): string[] {
  return [...css.matchAll(/url\(\s*(?:"([^"]*)"|'([^']*)'|([^)'"\s]*))\s*\)/g)]
    .map((match) => (match[1] ?? match[2] ?? match[3] ?? "").trim())
    .filter(Boolean);
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

/**
 * Resolves a reference found in `fromUrlPath` to an in-site path and fragment, or null when it
 * leaves the site (other origins, tel:, mailto:, data:). Absolute URLs on the site's own origin
 * (canonical, social cards) count as in-site.
 */
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

function check(site: Site, file: string, url: string, fromUrlPath: string, siteOrigin: string) {
  const target = resolveInternal(url, fromUrlPath, siteOrigin);
  if (!target) return null;
  const existing = candidateFiles(target.path).find((candidate) => site.files.has(candidate));
  if (!existing) return { file, url, reason: `no file for ${target.path}` };
  // "#" and "#top" scroll to the top of any page by definition.
  if (!target.fragment || target.fragment === "top") return null;
  const page = site.pages.get(existing);
  if (page === undefined)
    return { file, url, reason: `#${target.fragment} points into a non-page` };
  if (!anchorTargets(page).has(target.fragment)) {
    return { file, url, reason: `${existing} has no element with id="${target.fragment}"` };
  }
  return null;
}

/**
 * Every reference in the export's pages and stylesheets that does not resolve, plus any of
 * `required` (paths the site links to from client code, e.g. the brochure) that is missing.
 */
export function findBrokenReferences(
  site: Site,
  siteOrigin: string,
  required: readonly Reference[] = [],
): BrokenReference[] {
  const broken: BrokenReference[] = [];
  const push = (result: BrokenReference | null) => {
    if (result) broken.push(result);
  };
  for (const [file, html] of site.pages) {
    const from = pageUrlPath(file);
    for (const url of htmlReferences(html)) push(check(site, file, url, from, siteOrigin));
  }
  for (const [file, css] of site.stylesheets) {
    for (const url of cssReferences(css)) {
      if (url.startsWith("#")) continue;
      push(check(site, file, url, file, siteOrigin));
    }
  }
  for (const { url, from } of required) push(check(site, from, url, "/", siteOrigin));
  return broken;
}
