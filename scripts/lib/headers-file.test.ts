import { describe, expect, it } from "vitest";
import { checkHeadersFile, cspLineLength, earlyHintLinks } from "./headers-file";

const block = (path: string, ...headers: string[]) =>
  [path, ...headers.map((header) => `  ${header}`)].join("\n");

describe("the _headers limits", () => {
  it("pass a clean file", () => {
    const text = [
      "# comment",
      block("/*", "X-Frame-Options: DENY", "Content-Security-Policy: default-src 'self'"),
      block("/_next/static/*", "Cache-Control: immutable"),
    ].join("\n\n");
    expect(checkHeadersFile(text)).toEqual([]);
  });

  it("catch a line over 2,000 characters, naming its line and path", () => {
    const csp = `Content-Security-Policy: script-src ${"'sha256-x' ".repeat(200)}`;
    const text = block("/*", "X-Frame-Options: DENY", csp);
    const problems = checkHeadersFile(text);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^line 3 \(\/\*\): \d+ characters/);
    expect(checkHeadersFile(block("/*", csp.slice(0, 2000 - 2)))).toEqual([]);
  });

  it("catch more than 100 rules, naming the first one dropped", () => {
    const blocks = Array.from({ length: 101 }, (_, i) =>
      block(`/p${i}`, "Cache-Control: no-cache"),
    );
    expect(checkHeadersFile(blocks.slice(0, 100).join("\n"))).toEqual([]);
    const problems = checkHeadersFile(blocks.join("\n"));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^line 201 \(\/p100\): rule 101/);
  });

  it("catch a header set twice for one path, whatever its case or block", () => {
    const text = [
      block("/*", "Content-Security-Policy: default-src 'self'", "X-Frame-Options: DENY"),
      block("/a", "Cache-Control: no-cache"),
      block("/*", "content-security-policy: img-src data:"),
    ].join("\n");
    const problems = checkHeadersFile(text);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      /^line 7 \(\/\*\): content-security-policy is already set for this path on line 2/,
    );
  });
});

describe("a header the catch-all sets, set again by a page's rule", () => {
  const catchAll = block(
    "/*",
    "Content-Security-Policy: script-src 'self'",
    "X-Frame-Options: DENY",
  );

  it("passes when the rule detaches it after /*, as each page's policy does", () => {
    const page = block(
      "/a",
      "! Content-Security-Policy",
      "Content-Security-Policy: script-src 'self' 'sha256-a'",
    );
    expect(checkHeadersFile([catchAll, page].join("\n"))).toEqual([]);
  });

  it("is caught without the detach: the host would send both policies", () => {
    const page = block("/a", "Content-Security-Policy: script-src 'self' 'sha256-a'");
    const problems = checkHeadersFile([catchAll, page].join("\n"));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      /^line 5 \(\/a\): Content-Security-Policy joins the value \/\* sets on line 2/,
    );
  });

  it("is caught when the detaching rule comes before /*: a detach drops only earlier values", () => {
    const page = block(
      "/a",
      "! Content-Security-Policy",
      "Content-Security-Policy: script-src 'self' 'sha256-a'",
    );
    expect(checkHeadersFile([page, catchAll].join("\n"))).toHaveLength(1);
  });
});

describe("the Content-Security-Policy line length", () => {
  it("is the whole line's, indent included, and null without a policy", () => {
    const text = [
      block("/*", "content-security-policy: default-src 'self'", "X-Frame-Options: DENY"),
      block("/a", "Cache-Control: no-cache"),
    ].join("\n");
    expect(cspLineLength(text)).toBe("  content-security-policy: default-src 'self'".length);
    expect(cspLineLength(block("/a", "Cache-Control: no-cache"))).toBeNull();
  });
});

describe("the early hints of a path's headers", () => {
  it("are its Link headers that preload or preconnect, as written", () => {
    const font = '</f.woff2>; rel=preload; as=font; type="font/woff2"; crossorigin';
    const origin = '<https://cdn.example>; rel="preconnect"';
    expect(
      earlyHintLinks([
        ["X-Frame-Options", "DENY"],
        ["Link", font],
        ["link", origin],
        ["Link", "</hi>; rel=alternate; hreflang=hi"],
      ]),
    ).toEqual([font, origin]);
    expect(earlyHintLinks([["Cache-Control", "no-cache"]])).toEqual([]);
  });
});
