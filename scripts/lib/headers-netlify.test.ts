import { createHash } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type Header, parseAllHeaders } from "@netlify/headers-parser";
import { afterAll, describe, expect, it } from "vitest";
import { brochure, map } from "../../lib/content/project";
import { checkHeadersFile, headersForPath, parseHeadersFile } from "./headers-file";
import { headerRules, renderHeadersFile } from "./security-headers";

// The `_headers` text postbuild writes, for a site with every integration on, built without a build.
/** Every page the export writes. */
const EXPORTED_PAGES = [
  "index.html",
  "thank-you.html",
  "privacy.html",
  "disclaimer.html",
  "hi.html",
  "hi/thank-you.html",
  "hi/privacy.html",
  "hi/disclaimer.html",
  "404.html",
  "_not-found.html",
];

/** Distinct fake hashes for each page; postbuild checks the real file on every build. */
const hashes = (file: string, count: number) =>
  Array.from(
    { length: count },
    (_, i) => `'sha256-${createHash("sha256").update(`${file}${i}`).digest("base64")}'`,
  );

/** More hashes a page than a DEFER_HYDRATION=0 export has, every page's different: a rule each. */
const FIXTURE_HASHES_PER_PAGE = 16;

function generatedHeadersFile(): string {
  const rules = headerRules({
    settings: {
      formEndpoint: "https://api.web3forms.com/submit",
      googleAds: {
        id: "AW-123456789",
        conversionLabel: "L",
        callConversionLabel: "C",
        whatsappConversionLabel: "W",
        enhancedConversions: true,
      },
      siteUrl: "https://www.example.in",
      hcaptchaSiteKey: "10000000-ffff-ffff-ffff-000000000001",
      leadWebhookUrl: "https://script.google.com/macros/s/x/exec",
    },
    mapEmbedSrc: map.embedSrc,
    pages: EXPORTED_PAGES.map((file) => ({
      file,
      scriptHashes: hashes(file, FIXTURE_HASHES_PER_PAGE),
    })),
    brochureHref: brochure.href,
  });
  return renderHeadersFile(rules, "Generated for a test.");
}

const ROUTES = [
  "/",
  "/hi",
  "/thank-you",
  "/hi/thank-you",
  "/privacy",
  "/hi/privacy",
  "/disclaimer",
  "/hi/disclaimer",
  "/404.html",
  "/_next/static/x.js",
  brochure.href,
];

const text = generatedHeadersFile();
const dir = mkdtempSync(path.join(tmpdir(), "nirala-headers-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function parseWithNetlify() {
  const file = path.join(dir, "_headers");
  writeFileSync(file, text);
  return parseAllHeaders({ headersFiles: [file], configHeaders: [], minimal: false });
}

/** Lowercased names, sorted, so the two readers compare by what a browser receives. */
const normalise = (pairs: [string, string][]) =>
  pairs
    .map(([name, value]): [string, string] => [name.toLowerCase(), value])
    .sort(([a], [b]) => a.localeCompare(b));

/**
 * As Netlify's own dev server applies them (netlify-cli's headersForPath): every matching rule in
 * order, a later rule's value of a header replacing an earlier one's. Its parser skips `! Name`.
 */
function netlifyHeadersFor(rules: readonly Header[], pathname: string) {
  const merged = new Map<string, string>();
  for (const rule of rules.filter(({ forRegExp }) => forRegExp.test(pathname)))
    for (const [name, value] of Object.entries(rule.values)) merged.set(name.toLowerCase(), value);
  return normalise([...merged]);
}

describe("the generated _headers, as Netlify reads it", () => {
  it("keeps the limits no host reports", () => {
    expect(checkHeadersFile(text)).toEqual([]);
  });

  it("gives each page a policy holding its own hashes only", async () => {
    const { headers } = await parseWithNetlify();
    const csp = (route: string) =>
      netlifyHeadersFor(headers as Header[], route).find(
        ([name]) => name === "content-security-policy",
      )?.[1] ?? "";
    const hashes = (route: string): string[] => csp(route).match(/'sha256-[^']+'/g) ?? [];
    expect(hashes("/")).toHaveLength(FIXTURE_HASHES_PER_PAGE);
    expect(hashes("/hi")).toHaveLength(FIXTURE_HASHES_PER_PAGE);
    expect(hashes("/").filter((hash) => hashes("/hi").includes(hash))).toEqual([]);
    // An unknown path is answered with the 404 page, under the catch-all's policy.
    expect(csp("/no-such-page")).toBe(csp("/404.html"));
  });

  it("parses without errors", async () => {
    const { headers, errors } = await parseWithNetlify();
    expect(errors).toEqual([]);
    expect(headers.length).toBe(parseHeadersFile(text).length);
  });

  it.each(ROUTES)("gives %s the headers our preview server sends", async (route) => {
    const { headers } = await parseWithNetlify();
    const ours = normalise(headersForPath(parseHeadersFile(text), route));
    expect(netlifyHeadersFor(headers as Header[], route)).toEqual(ours);
    // Equal and empty would prove nothing: every route gets one policy and one cache rule.
    expect(ours.filter(([name]) => name === "content-security-policy")).toHaveLength(1);
    expect(ours.find(([name]) => name === "content-security-policy")?.[1]).not.toContain(", ");
    expect(ours.filter(([name]) => name === "cache-control")).toHaveLength(1);
  });
});
