import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type Header, parseAllHeaders } from "@netlify/headers-parser";
import { afterAll, describe, expect, it } from "vitest";
import { brochure } from "../../lib/content/project";
import { generatedHeadersFile } from "./headers-fixture";
import { headersForPath, parseHeadersFile } from "./headers-file";

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

/** Netlify applies every rule whose pattern matches, joining a repeated header's values with ", ". */
function netlifyHeadersFor(rules: readonly Header[], pathname: string) {
  const merged = new Map<string, string>();
  for (const rule of rules.filter(({ forRegExp }) => forRegExp.test(pathname)))
    for (const [name, value] of Object.entries(rule.values)) {
      const previous = merged.get(name.toLowerCase());
      merged.set(name.toLowerCase(), previous ? `${previous}, ${value}` : value);
    }
  return normalise([...merged]);
}

describe("the generated _headers, as Netlify reads it", () => {
  it("parses without errors", async () => {
    const { headers, errors } = await parseWithNetlify();
    expect(errors).toEqual([]);
    expect(headers.length).toBe(parseHeadersFile(text).length);
  });

  it.each(ROUTES)("gives %s the headers our preview server sends", async (route) => {
    const { headers } = await parseWithNetlify();
    const ours = normalise(headersForPath(parseHeadersFile(text), route));
    expect(netlifyHeadersFor(headers as Header[], route)).toEqual(ours);
    // Equal and empty would prove nothing: every route gets the policy and one cache rule.
    expect(ours.map(([name]) => name)).toContain("content-security-policy");
    expect(ours.filter(([name]) => name === "cache-control")).toHaveLength(1);
  });
});
