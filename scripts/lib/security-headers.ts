/** Inline-script hashes, the CSP and the other response headers, as `_headers` (Cloudflare Pages, Netlify). */
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
/** `detach`: headers an earlier rule (`/*`) set that this one drops first (Cloudflare's `! Name`). */
type HeaderRule = { path: string; detach?: string[]; headers: Header[] };

const CSP = "Content-Security-Policy";

export const CACHE = {
  immutable: "public, max-age=31536000, immutable",
  html: "public, max-age=0, must-revalidate",
  images: "public, max-age=604800, stale-while-revalidate=86400",
  document: "public, max-age=86400, must-revalidate",
} as const;

/** Folders cached by prefix. */
const PREFIX_CACHE = [
  ["/_next/static/", CACHE.immutable],
  // The Hindi face's file is named by its content hash (scripts/generate-fonts.ts).
  ["/fonts/", CACHE.immutable],
  ["/images/", CACHE.images],
] as const;

/**
 * An exported HTML file (relative to the export), the hashes of its own inline scripts, and the
 * font files it has fetched with its response (`Link` preloads) rather than from its head.
 */
export type PageScripts = {
  file: string;
  scriptHashes: readonly string[];
  fontPreloads?: readonly string[];
};

/** A `Link` header value that preloads woff2 fonts, fetched as the page's @font-face rules fetch them. */
function fontPreloadLink(urls: readonly string[]): string {
  return urls
    .map((url) => `<${url}>; rel=preload; as=font; type="font/woff2"; crossorigin`)
    .join(", ");
}

/** The page a host answers an unknown path with, so the catch-all rule carries its policy. */
export const NOT_FOUND_PAGE = "404.html";

type RulesInput = Omit<PolicyInput, "scriptHashes"> & {
  pages: readonly PageScripts[];
  brochureHref: string;
};

function securityHeaders(csp: string): Header[] {
  return [
    [CSP, csp],
    ["Strict-Transport-Security", "max-age=63072000; includeSubDomains; preload"],
    ["X-Content-Type-Options", "nosniff"],
    ["X-Frame-Options", "DENY"],
    ["Referrer-Policy", "strict-origin-when-cross-origin"],
    ["Permissions-Policy", PERMISSIONS_POLICY],
    // No Cross-Origin-Opener-Policy: it starts each landing in a cold renderer (docs/security.md).
  ];
}

/**
 * The catch-all carries the 404 page's policy, each page its own (one for all outgrows a line). Cloudflare
 * joins a header two matching rules set, so a page's policy detaches `/*`'s; Netlify keeps the later value.
 */
export function headerRules(input: RulesInput): HeaderRule[] {
  const policy = (scriptHashes: readonly string[]) =>
    contentSecurityPolicy({ ...input, scriptHashes });
  const notFound = input.pages.find((page) => page.file === NOT_FOUND_PAGE);
  const fallback = policy(notFound?.scriptHashes ?? []);
  const cache = (path: string, value: string, csp = fallback, more: Header[] = []): HeaderRule => ({
    path,
    ...(csp === fallback ? {} : { detach: [CSP] }),
    headers: [
      ...(csp === fallback ? [] : [[CSP, csp] as Header]),
      ["Cache-Control", value],
      ...more,
    ],
  });
  return [
    { path: "/*", headers: securityHeaders(fallback) },
    ...PREFIX_CACHE.map(([prefix, value]) => cache(`${prefix}*`, value)),
    cache(input.brochureHref, CACHE.document),
    // A CDN serves x.html under /x (clean URL, / for index) and /x.html.
    ...input.pages.flatMap(({ file, scriptHashes, fontPreloads = [] }) => {
      // Sent with the response, so the font is asked for before the head is parsed; Cloudflare Pages
      // also sends it ahead of the page as an early hint.
      const link: Header[] = fontPreloads.length ? [["Link", fontPreloadLink(fontPreloads)]] : [];
      return [pageUrlPath(`/${file}`), `/${file}`].map((path) =>
        cache(path, CACHE.html, policy(scriptHashes), link),
      );
    }),
  ];
}

export function renderHeadersFile(rules: readonly HeaderRule[], banner: string): string {
  const blocks = rules.map((rule) =>
    [
      rule.path,
      ...(rule.detach ?? []).map((name) => `  ! ${name}`),
      ...rule.headers.map(([name, value]) => `  ${name}: ${value}`),
    ].join("\n"),
  );
  const comment = banner.split("\n").map((line) => `# ${line}`.trimEnd());
  return `${comment.join("\n")}\n\n${blocks.join("\n\n")}\n`;
}
