/**
 * Pure logic behind scripts/postbuild.ts: inline-script hashes, the Content-Security-Policy
 * and the other response headers, rendered for Netlify / Cloudflare Pages (`_headers`) and nginx.
 */
import { createHash } from "node:crypto";
import { parseHtml } from "./html";
import type { Settings } from "../../lib/settings";

/** Hosts the Google Ads tag (gtag.js + conversion pings) needs, per Google's CSP guide for Ads. */
export const GOOGLE_ADS_HOSTS = {
  script: [
    "https://www.googletagmanager.com",
    "https://www.googleadservices.com",
    "https://googleads.g.doubleclick.net",
    "https://www.google.com",
  ],
  img: [
    "https://www.googletagmanager.com",
    "https://googleads.g.doubleclick.net",
    "https://www.google.com",
    "https://www.google.co.in",
  ],
  connect: [
    "https://www.googletagmanager.com",
    "https://www.googleadservices.com",
    "https://googleads.g.doubleclick.net",
    "https://www.google.com",
    "https://www.google.co.in",
  ],
  frame: [
    "https://www.googletagmanager.com",
    "https://td.doubleclick.net",
    "https://bid.g.doubleclick.net",
  ],
} as const;

/** Hosts hCaptcha needs (its script, challenge frame, styles and API), per hCaptcha's CSP guide. */
export const HCAPTCHA_HOSTS = ["https://hcaptcha.com", "https://*.hcaptcha.com"] as const;

/** Script types a browser never executes, so they need no hash (e.g. JSON-LD). */
const DATA_SCRIPT_TYPES = new Set(["application/ld+json", "application/json", "text/plain"]);

export type InlineScript = { content: string; type: string | null };

/** Every `<script>` without a src attribute, with its text exactly as it appears between the tags. */
export function inlineScripts(html: string): InlineScript[] {
  return parseHtml(html)
    .tags.filter((tag) => tag.name === "script" && !("src" in tag.attrs))
    .map((tag) => ({ content: tag.body, type: tag.attrs.type?.trim().toLowerCase() ?? null }));
}

/** True when a browser would run the script, so the CSP has to allow it. */
export function isExecutable(script: InlineScript): boolean {
  return script.type === null || !DATA_SCRIPT_TYPES.has(script.type);
}

/** CSP source expression for a script body; the HTML parser turns CRLF into LF before hashing. */
export function scriptHash(content: string): string {
  const digest = createHash("sha256")
    .update(content.replace(/\r\n?/g, "\n"), "utf8")
    .digest("base64");
  return `'sha256-${digest}'`;
}

/** Sorted, de-duplicated hashes of every executable inline script across the given pages. */
export function collectScriptHashes(pages: readonly string[]): string[] {
  const hashes = new Set<string>();
  for (const html of pages) {
    for (const script of inlineScripts(html)) {
      if (isExecutable(script)) hashes.add(scriptHash(script.content));
    }
  }
  return [...hashes].sort();
}

/** Origin of an absolute http(s) URL, or null for a root-relative one like /api/leads. */
export function absoluteOrigin(url: string): string | null {
  if (!/^https?:\/\//i.test(url)) return null;
  return new URL(url).origin;
}

export type PolicyInput = {
  settings: Pick<Settings, "formEndpoint" | "googleAds" | "siteUrl"> &
    Partial<Pick<Settings, "hcaptchaSiteKey">>;
  scriptHashes: readonly string[];
  /** URL of the maps iframe (lib/content/project.ts map.embedSrc). */
  mapEmbedSrc: string;
};

function unique(values: readonly string[]): string[] {
  return [...new Set(values)];
}

/** An empty source list means "allow everything" to nobody reading it; say 'none'. */
function withNone(sources: string[]): string[] {
  return sources.length > 0 ? sources : ["'none'"];
}

/** The Content-Security-Policy directives, in a stable order. */
export function cspDirectives({ settings, scriptHashes, mapEmbedSrc }: PolicyInput): string[][] {
  const ads = settings.googleAds ? GOOGLE_ADS_HOSTS : null;
  const formOrigin = absoluteOrigin(settings.formEndpoint);
  const mapOrigin = absoluteOrigin(mapEmbedSrc);
  const captcha = settings.hcaptchaSiteKey ? HCAPTCHA_HOSTS : [];
  const directives: string[][] = [
    ["default-src", "'self'"],
    ["script-src", "'self'", ...scriptHashes, ...(ads?.script ?? []), ...captcha],
    // React renders style="" attributes and Swiper sets inline styles; hashes cannot cover those.
    ["style-src", "'self'", "'unsafe-inline'", ...captcha],
    ["img-src", ...unique(["'self'", "data:", ...(ads?.img ?? [])])],
    ["font-src", "'self'"],
    [
      "connect-src",
      ...unique([
        "'self'",
        ...(formOrigin ? [formOrigin] : []),
        ...(ads?.connect ?? []),
        ...captcha,
      ]),
    ],
    [
      "frame-src",
      ...withNone(unique([...(mapOrigin ? [mapOrigin] : []), ...(ads?.frame ?? []), ...captcha])),
    ],
    ["frame-ancestors", "'none'"],
    ["base-uri", "'self'"],
    ["form-action", ...unique(["'self'", ...(formOrigin ? [formOrigin] : [])])],
    ["object-src", "'none'"],
  ];
  if (new URL(settings.siteUrl).protocol === "https:")
    directives.push(["upgrade-insecure-requests"]);
  return directives;
}

export function contentSecurityPolicy(input: PolicyInput): string {
  return cspDirectives(input)
    .map((directive) => directive.join(" "))
    .join("; ");
}

export const PERMISSIONS_POLICY = [
  "accelerometer=()",
  "autoplay=()",
  "browsing-topics=()",
  "camera=()",
  "display-capture=()",
  "encrypted-media=()",
  "fullscreen=(self)",
  "geolocation=()",
  "gyroscope=()",
  "hid=()",
  "idle-detection=()",
  "magnetometer=()",
  "microphone=()",
  "midi=()",
  "payment=()",
  "picture-in-picture=()",
  "publickey-credentials-get=()",
  "screen-wake-lock=()",
  "serial=()",
  "usb=()",
  "xr-spatial-tracking=()",
].join(", ");

export type HeaderRule = { path: string; headers: [string, string][] };

export const CACHE = {
  immutable: "public, max-age=31536000, immutable",
  html: "public, max-age=0, must-revalidate",
  images: "public, max-age=604800, stale-while-revalidate=86400",
  document: "public, max-age=86400, must-revalidate",
} as const;

export type RulesInput = PolicyInput & {
  /** URL paths of the exported HTML pages, each in every form a CDN answers to. */
  htmlPaths: readonly string[];
  /** Root-relative URL of the brochure PDF. */
  brochureHref: string;
};

export function securityHeaders(input: PolicyInput): [string, string][] {
  return [
    ["Content-Security-Policy", contentSecurityPolicy(input)],
    ["Strict-Transport-Security", "max-age=63072000; includeSubDomains; preload"],
    ["X-Content-Type-Options", "nosniff"],
    ["X-Frame-Options", "DENY"],
    ["Referrer-Policy", "strict-origin-when-cross-origin"],
    ["Permissions-Policy", PERMISSIONS_POLICY],
    ["Cross-Origin-Opener-Policy", "same-origin"],
  ];
}

/**
 * Rules for `_headers`. Netlify and Cloudflare join the values of a header set by two matching
 * rules with a comma, so each header name is set by exactly one rule for any path: the security
 * headers on /*, Cache-Control only on the specific paths below.
 */
export function headerRules(input: RulesInput): HeaderRule[] {
  return [
    { path: "/*", headers: securityHeaders(input) },
    { path: "/_next/static/*", headers: [["Cache-Control", CACHE.immutable]] },
    // The icon sprite's file name changes with its content (lib/icons.ts).
    { path: "/sprite/*", headers: [["Cache-Control", CACHE.immutable]] },
    { path: "/images/*", headers: [["Cache-Control", CACHE.images]] },
    { path: input.brochureHref, headers: [["Cache-Control", CACHE.document]] },
    ...input.htmlPaths.map((path) => ({
      path,
      headers: [["Cache-Control", CACHE.html]] as [string, string][],
    })),
  ];
}

/** URL paths a CDN serves an exported HTML file under: /x.html, and /x (clean URL), / for index. */
export function htmlPathsFor(relativeFile: string): string[] {
  const file = `/${relativeFile.split("\\").join("/")}`;
  if (file === "/index.html") return ["/", "/index.html"];
  if (file.endsWith("/index.html")) return [file.slice(0, -"index.html".length), file];
  return [file.slice(0, -".html".length), file];
}

export function renderHeadersFile(rules: readonly HeaderRule[], banner: string): string {
  const blocks = rules.map(
    (rule) =>
      `${rule.path}\n${rule.headers.map(([name, value]) => `  ${name}: ${value}`).join("\n")}`,
  );
  return `${banner
    .split("\n")
    .map((line) => `# ${line}`.trimEnd())
    .join("\n")}\n\n${blocks.join("\n\n")}\n`;
}

function nginxAddHeaders(headers: readonly [string, string][], indent: string): string {
  return headers
    .map(([name, value]) => `${indent}add_header ${name} "${value.replace(/"/g, '\\"')}" always;`)
    .join("\n");
}

/**
 * A server-block snippet with the same headers. nginx drops inherited add_header lines in any
 * location that has its own, so every location repeats the security headers.
 */
export function renderNginxSnippet(input: RulesInput, banner: string): string {
  const security = securityHeaders(input);
  const location = (match: string, cache: string, extra: string[] = []) =>
    [
      `location ${match} {`,
      ...extra.map((line) => `  ${line}`),
      nginxAddHeaders([...security, ["Cache-Control", cache]], "  "),
      "}",
    ].join("\n");
  return [
    banner
      .split("\n")
      .map((line) => `# ${line}`.trimEnd())
      .join("\n"),
    "",
    "# The export's 404 page, answered with status 404 for any unknown path.",
    "error_page 404 /404.html;",
    "",
    location("^~ /_next/static/", CACHE.immutable),
    "",
    location("^~ /sprite/", CACHE.immutable),
    "",
    location("^~ /images/", CACHE.images),
    "",
    location(`= ${input.brochureHref}`, CACHE.document),
    "",
    "# Clean URLs: /disclaimer is served from disclaimer.html.",
    location("/", CACHE.html, ["try_files $uri $uri.html $uri/ =404;"]),
    "",
  ].join("\n");
}

/**
 * CloudFront Function (viewer request, cloudfront-js-2.0): clean URLs the way Netlify and
 * Cloudflare answer them, /disclaimer → /disclaimer.html and /dir/ → /dir/index.html.
 */
export function renderCloudFrontViewerRequest(banner: string): string {
  return `// ${banner.split("\n").join("\n// ")}
function handler(event) {
  var request = event.request;
  var uri = request.uri;
  if (uri.endsWith("/")) {
    request.uri = uri + "index.html";
  } else if (uri.lastIndexOf(".") < uri.lastIndexOf("/")) {
    request.uri = uri + ".html";
  }
  return request;
}
`;
}

/**
 * CloudFront Function (viewer response, cloudfront-js-2.0) adding the same headers as
 * `_headers`: the security headers on every answer, Cache-Control by path.
 */
export function renderCloudFrontViewerResponse(input: RulesInput, banner: string): string {
  const security = Object.fromEntries(
    securityHeaders(input).map(([name, value]) => [name.toLowerCase(), value]),
  );
  return `// ${banner.split("\n").join("\n// ")}
var SECURITY_HEADERS = ${JSON.stringify(security, null, 2)};
var HTML_PATHS = ${JSON.stringify(input.htmlPaths)};
var CACHE = ${JSON.stringify(CACHE, null, 2)};

function handler(event) {
  var uri = event.request.uri;
  var headers = event.response.headers;
  for (var name in SECURITY_HEADERS) {
    headers[name] = { value: SECURITY_HEADERS[name] };
  }
  var cache = null;
  if (uri.indexOf("/_next/static/") === 0 || uri.indexOf("/sprite/") === 0) cache = CACHE.immutable;
  else if (uri.indexOf("/images/") === 0) cache = CACHE.images;
  else if (uri === ${JSON.stringify(input.brochureHref)}) cache = CACHE.document;
  else if (HTML_PATHS.indexOf(uri) !== -1 || event.response.statusCode === 404) cache = CACHE.html;
  if (cache) headers["cache-control"] = { value: cache };
  return event.response;
}
`;
}
