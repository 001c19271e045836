/**
 * Pure logic behind scripts/check-links.mjs: which files and anchors the exported pages and
 * stylesheets point at, resolved the way a CDN serving the export answers them.
 */

export type Reference = { url: string; from: string };
export type BrokenReference = { file: string; url: string; reason: string };

/** The export, in memory: every file path ("/x/y.ext"), plus the text of pages and stylesheets. */
export type Site = {
  files: ReadonlySet<string>;
  pages: ReadonlyMap<string, string>;
  stylesheets: ReadonlyMap<string, string>;
};

const ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: "\u00a0",
};

/** Named entities React writes, and numeric ones (`&#8212;`, `&#x20B9;`); others stay as written. */
export function decodeEntities(value: string): string {
  return value.replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    const known = ENTITIES[name.toLowerCase()];
    if (known !== undefined) return known;
    if (name[0] !== "#") return entity;
    const hex = name[1] === "x" || name[1] === "X";
    return String.fromCodePoint(Number.parseInt(name.slice(hex ? 2 : 1), hex ? 16 : 10));
  });
}

function attributes(source: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const match of source.matchAll(
    /([^\s"'=<>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g,
  )) {
    const name = (match[1] ?? "").toLowerCase();
    if (!found.has(name)) found.set(name, decodeEntities(match[2] ?? match[3] ?? match[4] ?? ""));
  }
  return found;
}

/** URLs in a srcset: "a.avif 640w, b.avif 1280w" → ["a.avif", "b.avif"] (our URLs hold no commas). */
export function srcsetUrls(srcset: string): string[] {
  return srcset
    .split(",")
    .map((candidate) => candidate.trim().split(/\s+/)[0] ?? "")
    .filter(Boolean);
}

/** Markup outside script bodies and comments, so JSON and payloads are never mistaken for tags. */
function markupOnly(html: string): string {
  return html
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/(<script\b[^>]*>)[\s\S]*?(<\/script\s*>)/gi, "$1$2");
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

/** Every URL an HTML page points at through links, images, sources, scripts and social cards. */
export function htmlReferences(html: string): string[] {
  const urls: string[] = [];
  for (const tag of markupOnly(html).matchAll(/<([a-z]+)\b([^>]*)>/gi)) {
    const name = (tag[1] ?? "").toLowerCase();
    const attrs = attributes(tag[2] ?? "");
    if (name === "meta") {
      const key = attrs.get("property") ?? attrs.get("name") ?? "";
      if (/^(og:image|og:url|twitter:image)$/.test(key) && attrs.get("content")) {
        urls.push(attrs.get("content") ?? "");
      }
      continue;
    }
    for (const attribute of URL_ATTRIBUTES[name] ?? []) {
      const value = attrs.get(attribute);
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
  const ids = new Set<string>();
  for (const match of markupOnly(html).matchAll(
    /\s(?:id|name)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/gi,
  )) {
    ids.add(decodeEntities(match[1] ?? match[2] ?? match[3] ?? ""));
  }
  return ids;
}

/** The URL a page file is served at: index.html → /, disclaimer.html → /disclaimer. */
export function pageUrlPath(file: string): string {
  if (file === "/index.html") return "/";
  if (file.endsWith("/index.html")) return file.slice(0, -"index.html".length);
  return file.replace(/\.html$/, "");
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
