/** Inline-script hashes, the CSP and the other response headers, for `_headers`, nginx and CloudFront. */
import { createHash } from "node:crypto";
import { parseHtml } from "./html";
import { pageUrlPath } from "./link-check";
import type { Settings } from "../../lib/settings";

const GTM = "https://www.googletagmanager.com";
const AD_SERVICES = "https://www.googleadservices.com";
const DOUBLECLICK = "https://googleads.g.doubleclick.net";
const GOOGLE = "https://www.google.com";
const GOOGLE_IN = "https://www.google.co.in";

/** Hosts the Google Ads tag (gtag.js + conversion pings) needs, per Google's CSP guide for Ads. */
const GOOGLE_ADS_HOSTS = {
  script: [GTM, AD_SERVICES, DOUBLECLICK, GOOGLE],
  img: [GTM, DOUBLECLICK, GOOGLE, GOOGLE_IN],
  connect: [GTM, AD_SERVICES, DOUBLECLICK, GOOGLE, GOOGLE_IN],
  frame: [GTM, "https://td.doubleclick.net", "https://bid.g.doubleclick.net"],
};

/** Hosts hCaptcha needs (its script, challenge frame, styles and API), per hCaptcha's CSP guide. */
const HCAPTCHA_HOSTS = ["https://hcaptcha.com", "https://*.hcaptcha.com"];

/** Apps Script web apps answer at script.google.com, then redirect the POST here; the copy follows. */
const APPS_SCRIPT = "https://script.google.com";
const APPS_SCRIPT_CONTENT = "https://script.googleusercontent.com";

/** Script types a browser never executes, so they need no hash (e.g. JSON-LD). */
const DATA_SCRIPT_TYPES = new Set(["application/ld+json", "application/json", "text/plain"]);

export function inlineScripts(html: string): { content: string; type: string | null }[] {
  return parseHtml(html)
    .tags.filter((tag) => tag.name === "script" && !("src" in tag.attrs))
    .map((tag) => ({ content: tag.body, type: tag.attrs.type?.trim().toLowerCase() ?? null }));
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
  const hashes = pages
    .flatMap(inlineScripts)
    .filter(({ type }) => type === null || !DATA_SCRIPT_TYPES.has(type))
    .map(({ content }) => scriptHash(content));
  return [...new Set(hashes)].sort();
}

/** Origin of an absolute http(s) URL; none for a root-relative one like /api/leads. */
const originOf = (url: string): string[] =>
  /^https?:\/\//i.test(url) ? [new URL(url).origin] : [];

/** The lead webhook's origin, and where Apps Script redirects it; nothing when unset. */
function webhookOrigins(url: string | null | undefined): string[] {
  const origins = originOf(url ?? "");
  return origins[0] === APPS_SCRIPT ? [APPS_SCRIPT, APPS_SCRIPT_CONTENT] : origins;
}

type PolicyInput = {
  settings: Pick<Settings, "formEndpoint" | "googleAds" | "siteUrl"> &
    Partial<Pick<Settings, "hcaptchaSiteKey" | "leadWebhookUrl">>;
  scriptHashes: readonly string[];
  mapEmbedSrc: string;
};

const unique = (values: readonly string[]) => [...new Set(values)];

export function contentSecurityPolicy({
  settings,
  scriptHashes,
  mapEmbedSrc,
}: PolicyInput): string {
  const ads = settings.googleAds ? GOOGLE_ADS_HOSTS : null;
  const form = originOf(settings.formEndpoint);
  const webhook = webhookOrigins(settings.leadWebhookUrl);
  const captcha = settings.hcaptchaSiteKey ? HCAPTCHA_HOSTS : [];
  const frames = unique([...originOf(mapEmbedSrc), ...(ads?.frame ?? []), ...captcha]);
  const directives: string[][] = [
    ["default-src", "'self'"],
    ["script-src", "'self'", ...scriptHashes, ...(ads?.script ?? []), ...captcha],
    // React renders style="" attributes and Swiper sets inline styles; hashes cannot cover those.
    ["style-src", "'self'", "'unsafe-inline'", ...captcha],
    ["img-src", ...unique(["'self'", "data:", ...(ads?.img ?? [])])],
    ["font-src", "'self'"],
    [
      "connect-src",
      ...unique(["'self'", ...form, ...webhook, ...(ads?.connect ?? []), ...captcha]),
    ],
    // An empty list reads as "allow everything" to nobody; say 'none'.
    ["frame-src", ...(frames.length > 0 ? frames : ["'none'"])],
    ["frame-ancestors", "'none'"],
    ["base-uri", "'self'"],
    ["form-action", ...unique(["'self'", ...form])],
    ["object-src", "'none'"],
  ];
  if (new URL(settings.siteUrl).protocol === "https:")
    directives.push(["upgrade-insecure-requests"]);
  return directives.map((directive) => directive.join(" ")).join("; ");
}

// Every powerful feature off, except fullscreen for the site itself.
const PERMISSIONS_POLICY = [
  "accelerometer=(), autoplay=(), browsing-topics=(), camera=(), display-capture=()",
  "encrypted-media=(), fullscreen=(self), geolocation=(), gyroscope=(), hid=(), idle-detection=()",
  "magnetometer=(), microphone=(), midi=(), payment=(), picture-in-picture=()",
  "publickey-credentials-get=(), screen-wake-lock=(), serial=(), usb=(), xr-spatial-tracking=()",
].join(", ");

type Header = [string, string];
type HeaderRule = { path: string; headers: Header[] };

export const CACHE = {
  immutable: "public, max-age=31536000, immutable",
  html: "public, max-age=0, must-revalidate",
  images: "public, max-age=604800, stale-while-revalidate=86400",
  document: "public, max-age=86400, must-revalidate",
} as const;

/** Folders cached by prefix. */
const PREFIX_CACHE = [
  ["/_next/static/", CACHE.immutable],
  ["/images/", CACHE.images],
] as const;

type RulesInput = PolicyInput & {
  /** URL paths of the exported HTML pages, each in every form a CDN answers to. */
  htmlPaths: readonly string[];
  brochureHref: string;
};

function securityHeaders(input: PolicyInput): Header[] {
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

/** Netlify and Cloudflare join a header two matching rules set, so each name is set once per path. */
export function headerRules(input: RulesInput): HeaderRule[] {
  const cache = (path: string, value: string): HeaderRule => ({
    path,
    headers: [["Cache-Control", value]],
  });
  return [
    { path: "/*", headers: securityHeaders(input) },
    ...PREFIX_CACHE.map(([prefix, value]) => cache(`${prefix}*`, value)),
    cache(input.brochureHref, CACHE.document),
    ...input.htmlPaths.map((path) => cache(path, CACHE.html)),
  ];
}

/** URL paths a CDN serves an exported HTML file under: /x (clean URL, / for index) and /x.html. */
export function htmlPathsFor(relativeFile: string): string[] {
  return [pageUrlPath(`/${relativeFile}`), `/${relativeFile}`];
}

const comment = (banner: string, mark: string) =>
  banner
    .split("\n")
    .map((line) => `${mark} ${line}`.trimEnd())
    .join("\n");

export function renderHeadersFile(rules: readonly HeaderRule[], banner: string): string {
  const blocks = rules.map(
    (rule) =>
      `${rule.path}\n${rule.headers.map(([name, value]) => `  ${name}: ${value}`).join("\n")}`,
  );
  return `${comment(banner, "#")}\n\n${blocks.join("\n\n")}\n`;
}

/** nginx drops inherited add_header lines in a location with its own, so each repeats them all. */
export function renderNginxSnippet(input: RulesInput, banner: string): string {
  const security = securityHeaders(input);
  const location = (match: string, cache: string, extra: string[] = []) =>
    [
      `location ${match} {`,
      ...extra.map((line) => `  ${line}`),
      ...[...security, ["Cache-Control", cache] as Header].map(
        ([name, value]) => `  add_header ${name} "${value.replace(/"/g, '\\"')}" always;`,
      ),
      "}",
      "",
    ].join("\n");
  return [
    comment(banner, "#"),
    "",
    "# The export's 404 page, answered with status 404 for any unknown path.",
    "error_page 404 /404.html;",
    "",
    ...PREFIX_CACHE.map(([prefix, cache]) => location(`^~ ${prefix}`, cache)),
    location(`= ${input.brochureHref}`, CACHE.document),
    "# Clean URLs: /disclaimer is served from disclaimer.html.",
    location("/", CACHE.html, ["try_files $uri $uri.html $uri/ =404;"]),
  ].join("\n");
}

/** CloudFront Function (viewer request): clean URLs as Netlify and Cloudflare answer them. */
export function renderCloudFrontViewerRequest(banner: string): string {
  return `${comment(banner, "//")}
function handler(event) {
  var request = event.request;
  var uri = request.uri;
  if (uri.endsWith("/")) request.uri = uri + "index.html";
  else if (uri.lastIndexOf(".") < uri.lastIndexOf("/")) request.uri = uri + ".html";
  return request;
}
`;
}

/** CloudFront Function (viewer response): the `_headers` rules themselves, matched as a CDN does. */
export function renderCloudFrontViewerResponse(input: RulesInput, banner: string): string {
  const rules = headerRules(input).map(({ path, headers }) => [
    path,
    Object.fromEntries(headers.map(([name, value]) => [name.toLowerCase(), value])),
  ]);
  return `${comment(banner, "//")}
var RULES = ${JSON.stringify(rules, null, 2)};

function handler(event) {
  var uri = event.request.uri;
  var response = event.response;
  for (var i = 0; i < RULES.length; i++) {
    var path = RULES[i][0];
    var star = path.slice(-1) === "*";
    if (star ? uri.indexOf(path.slice(0, -1)) !== 0 : uri !== path) continue;
    for (var name in RULES[i][1]) response.headers[name] = { value: RULES[i][1][name] };
  }
  if (response.statusCode === 404) response.headers["cache-control"] = { value: ${JSON.stringify(CACHE.html)} };
  return response;
}
`;
}
