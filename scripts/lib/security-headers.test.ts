import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { checkHeadersFile, headersForPath, parseHeadersFile } from "./headers-file";
import {
  CACHE,
  collectScriptHashes,
  contentSecurityPolicy,
  headerRules,
  inlineScripts,
  renderHeadersFile,
  scriptHash,
} from "./security-headers";

const MAP = "https://www.google.com/maps?q=x&output=embed";
/** The 404 page and the home page share one script; the disclaimer has one of its own. */
const PAGES = [
  { file: "404.html", scriptHashes: ["'sha256-A'"] },
  { file: "index.html", scriptHashes: ["'sha256-A'"] },
  { file: "disclaimer.html", scriptHashes: ["'sha256-A'", "'sha256-D'"] },
  { file: "hi.html", scriptHashes: ["'sha256-A'"], fontPreloads: ["/fonts/face.0123456789.woff2"] },
];
const plain = { formEndpoint: "/api/leads", googleAds: null, siteUrl: "http://localhost:3000" };
const production = {
  formEndpoint: "https://api.web3forms.com/submit",
  googleAds: {
    id: "AW-123456789",
    conversionLabel: "L",
    callConversionLabel: null,
    whatsappConversionLabel: null,
    enhancedConversions: false,
  },
  siteUrl: "https://www.example.in",
};

function directive(csp: string, name: string): string[] {
  const found = csp.split("; ").find((part) => part.split(" ")[0] === name);
  return found ? found.split(" ").slice(1) : [];
}

describe("inline scripts", () => {
  it("finds scripts without src, with their exact text, and skips external ones", () => {
    const html = `<script src="/a.js" async></script><script>self.__next_f.push([0])</script>
      <script id="_R_">a()</script><script type="application/ld+json">{"@type":"Place"}</script>`;
    expect(inlineScripts(html)).toEqual([
      { content: "self.__next_f.push([0])", type: null },
      { content: "a()", type: null },
      { content: '{"@type":"Place"}', type: "application/ld+json" },
    ]);
  });

  it("hashes the UTF-8 bytes as CSP sha256 sources and leaves out JSON-LD", () => {
    const body = 'self.__next_f.push([1,"₹ नमस्ते"])';
    const expected = createHash("sha256").update(Buffer.from(body, "utf8")).digest("base64");
    expect(scriptHash(body)).toBe(`'sha256-${expected}'`);
    const pages = [
      `<script>${body}</script><script type="application/ld+json">{}</script>`,
      `<script>${body}</script>`,
    ];
    expect(collectScriptHashes(pages)).toEqual([`'sha256-${expected}'`]);
  });
});

describe("Content-Security-Policy", () => {
  it("allows only self and the hashed scripts, and the local lead endpoint, without ads", () => {
    const csp = contentSecurityPolicy({
      settings: plain,
      scriptHashes: ["'sha256-A'"],
      mapEmbedSrc: MAP,
    });
    expect(directive(csp, "script-src")).toEqual(["'self'", "'sha256-A'"]);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(directive(csp, "connect-src")).toEqual(["'self'"]);
    expect(directive(csp, "form-action")).toEqual(["'self'"]);
    expect(directive(csp, "frame-src")).toEqual(["https://www.google.com"]);
    expect(directive(csp, "frame-ancestors")).toEqual(["'none'"]);
    expect(directive(csp, "object-src")).toEqual(["'none'"]);
    expect(csp).not.toContain("googletagmanager");
    expect(csp).not.toContain("upgrade-insecure-requests");
  });

  it("adds the form service and ads hosts when configured, and upgrades on an https site", () => {
    const csp = contentSecurityPolicy({ settings: production, scriptHashes: [], mapEmbedSrc: MAP });
    expect(directive(csp, "script-src")).toContain("https://www.googletagmanager.com");
    expect(directive(csp, "connect-src")).toEqual(
      expect.arrayContaining(["'self'", "https://api.web3forms.com", "https://www.google.com"]),
    );
    expect(directive(csp, "form-action")).toEqual(["'self'", "https://api.web3forms.com"]);
    expect(directive(csp, "img-src")).toContain("https://googleads.g.doubleclick.net");
    expect(directive(csp, "frame-src")).toEqual(
      expect.arrayContaining(["https://www.google.com", "https://td.doubleclick.net"]),
    );
    expect(csp.endsWith("upgrade-insecure-requests")).toBe(true);
    expect(csp).not.toContain("hcaptcha");
  });

  it("allows exactly hCaptcha's hosts only when its site key is set", () => {
    const csp = contentSecurityPolicy({
      settings: { ...production, hcaptchaSiteKey: "10000000-ffff-ffff-ffff-000000000001" },
      scriptHashes: [],
      mapEmbedSrc: MAP,
    });
    for (const name of ["script-src", "style-src", "connect-src", "frame-src"]) {
      const hosts = directive(csp, name).filter((source) => source.includes("hcaptcha"));
      expect(hosts).toEqual(["https://hcaptcha.com", "https://*.hcaptcha.com"]);
    }
    expect(directive(csp, "img-src").join(" ")).not.toContain("hcaptcha");
  });
});

describe("the lead webhook in connect-src", () => {
  const connect = (leadWebhookUrl: string | null) =>
    directive(
      contentSecurityPolicy({
        settings: { ...production, leadWebhookUrl },
        scriptHashes: [],
        mapEmbedSrc: MAP,
      }),
      "connect-src",
    );
  const without = connect(null);

  it("is not named when the setting is unset", () => {
    expect(without).not.toEqual(expect.arrayContaining([expect.stringMatching(/script\.google/)]));
    expect(
      directive(
        contentSecurityPolicy({ settings: plain, scriptHashes: [], mapEmbedSrc: MAP }),
        "connect-src",
      ),
    ).toEqual(["'self'"]);
  });

  it("names only the webhook's origin when set, in connect-src alone", () => {
    const url = "https://hooks.example.in/leads?key=1";
    expect(connect(url)).toEqual(expect.arrayContaining(without));
    expect(connect(url).filter((source) => !without.includes(source))).toEqual([
      "https://hooks.example.in",
    ]);
    const csp = contentSecurityPolicy({
      settings: { ...production, leadWebhookUrl: url },
      scriptHashes: [],
      mapEmbedSrc: MAP,
    });
    expect(csp.match(/hooks\.example\.in/g)).toHaveLength(1);
  });

  it("allows an Apps Script web app and the host it redirects the POST to", () => {
    const added = connect("https://script.google.com/macros/s/AKfycb/exec").filter(
      (source) => !without.includes(source),
    );
    expect(added).toEqual(["https://script.google.com", "https://script.googleusercontent.com"]);
  });
});

describe("_headers", () => {
  const input = {
    settings: plain,
    mapEmbedSrc: MAP,
    pages: PAGES,
    brochureHref: "/Brochure.pdf",
  };
  const rules = parseHeadersFile(renderHeadersFile(headerRules(input), "generated"));
  const headers = (path: string) => Object.fromEntries(headersForPath(rules, path));

  it("gives every path the security headers and exactly one Cache-Control", () => {
    for (const path of [
      "/",
      "/disclaimer",
      "/disclaimer.html",
      "/_next/static/chunks/a.js",
      "/images/a.avif",
      "/nope",
    ]) {
      expect(headers(path)["Content-Security-Policy"]).toContain("script-src 'self' 'sha256-A'");
      expect(headers(path)["X-Content-Type-Options"]).toBe("nosniff");
      expect(headers(path)["Cache-Control"] ?? "").not.toContain(",  ");
    }
    expect(headers("/_next/static/chunks/a.js")["Cache-Control"]).toBe(
      "public, max-age=31536000, immutable",
    );
    expect(headers("/fonts/face.0123456789.woff2")["Cache-Control"]).toBe(CACHE.immutable);
    expect(headers("/")["Cache-Control"]).toBe("public, max-age=0, must-revalidate");
    expect(headers("/disclaimer")["Cache-Control"]).toBe("public, max-age=0, must-revalidate");
    expect(headers("/Brochure.pdf")["Cache-Control"]).toMatch(/max-age=86400/);
  });

  it("preloads a page's font with its response, on that page alone", () => {
    const link =
      '</fonts/face.0123456789.woff2>; rel=preload; as=font; type="font/woff2"; crossorigin';
    expect(headers("/hi")["Link"]).toBe(link);
    expect(headers("/hi.html")["Link"]).toBe(link);
    for (const path of ["/", "/disclaimer", "/nope", "/fonts/face.0123456789.woff2"])
      expect(headers(path)["Link"], path).toBeUndefined();
  });

  it("sends no opener policy, so a page opens in the tab's renderer rather than a fresh one", () => {
    // With one, Chrome starts the page in a new process (on Android, isolated for the site).
    for (const path of ["/", "/hi", "/nope"])
      expect(Object.keys(headers(path))).not.toContain("Cross-Origin-Opener-Policy");
  });

  it("gives each page its own hashes only, and anything else the 404 page's", () => {
    const hashes = (path: string) =>
      directive(headers(path)["Content-Security-Policy"] ?? "", "script-src").slice(1);
    expect(hashes("/disclaimer")).toEqual(["'sha256-A'", "'sha256-D'"]);
    expect(hashes("/disclaimer.html")).toEqual(["'sha256-A'", "'sha256-D'"]);
    for (const path of ["/", "/index.html", "/404.html", "/nope", "/_next/static/a.js"])
      expect(hashes(path), path).toEqual(["'sha256-A'"]);
  });

  it("detaches the catch-all's policy in each rule that sets its own, after /*", () => {
    const text = renderHeadersFile(headerRules(input), "generated");
    expect(checkHeadersFile(text)).toEqual([]);
    const blocks = text.split("\n\n").slice(1);
    expect(blocks[0]?.startsWith("/*\n")).toBe(true);
    const own = blocks.filter((block) => block.includes("sha256-D"));
    expect(own.map((block) => block.split("\n")[0])).toEqual(["/disclaimer", "/disclaimer.html"]);
    for (const block of own) expect(block).toContain("\n  ! Content-Security-Policy\n");
    // A page whose policy is the catch-all's needs no rule of its own for it.
    expect(blocks.filter((block) => block.includes("Content-Security-Policy"))).toHaveLength(3);
  });

  it("drops a detached header before setting the rule's own, as Cloudflare does", () => {
    const detaching = parseHeadersFile(
      "/*\n  X-A: one\n  X-B: b\n/a\n  ! X-A\n  X-A: two\n/c\n  ! X-B\n",
    );
    expect(headersForPath(detaching, "/a")).toEqual([
      ["X-B", "b"],
      ["X-A", "two"],
    ]);
    expect(headersForPath(detaching, "/c")).toEqual([["X-A", "one"]]);
  });

  it("joins a header set by two matching rules, as Netlify and Cloudflare do", () => {
    const overlapping = parseHeadersFile(
      "/*\n  X-A: one\n/a/*\n  X-A: two\n  X-B: b\n/:page/x\n  X-C: c\n",
    );
    expect(headersForPath(overlapping, "/a/b")).toEqual([
      ["X-A", "one, two"],
      ["X-B", "b"],
    ]);
    expect(headersForPath(overlapping, "/p/x")).toEqual([
      ["X-A", "one"],
      ["X-C", "c"],
    ]);
    expect(headersForPath(overlapping, "/p/q/x")).toEqual([["X-A", "one"]]);
  });
});
