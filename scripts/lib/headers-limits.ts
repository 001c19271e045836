/** Limits a `_headers` file must keep that no host reports: Cloudflare Pages drops what breaks them. */
import { parseHeadersFile } from "./headers-file";

/** Cloudflare Pages ignores a longer line whole, without a warning. */
export const MAX_LINE_LENGTH = 2000;
/** Cloudflare Pages reads no more rules (path blocks) than this. */
export const MAX_RULES = 100;

/** CloudFront rejects a function larger than this (bytes of source). */
export const MAX_CLOUDFRONT_FUNCTION_BYTES = 10 * 1024;

/** The problem with a CloudFront Function's source, if it is too large to deploy. */
export function checkCloudFrontFunction(name: string, source: string): string[] {
  const bytes = Buffer.byteLength(source, "utf8");
  return bytes > MAX_CLOUDFRONT_FUNCTION_BYTES
    ? [
        `${name}: ${bytes} bytes; CloudFront Functions take at most ${MAX_CLOUDFRONT_FUNCTION_BYTES}.`,
      ]
    : [];
}

/** Each problem names its line number and the path it belongs to; none when the file is within limits. */
export function checkHeadersFile(text: string): string[] {
  const rules = parseHeadersFile(text);
  const same = (a: string) => (b: string) => a.toLowerCase() === b.toLowerCase();
  // Per path, since two blocks for one path merge too.
  const firstSet = (path: string, name: string) =>
    rules
      .filter((rule) => rule.path === path)
      .flatMap((rule) => rule.headers)
      .find(([other]) => same(name)(other))?.[2];
  const problems = text.split(/\r?\n/).flatMap((line, index): [number, string][] => {
    if (line.length <= MAX_LINE_LENGTH) return [];
    const path = rules.findLast((rule) => rule.line <= index)?.path ?? "(before any path)";
    const where = /^\s/.test(line) || !line.trim() ? path : `${line.trim().slice(0, 80)}…`;
    const problem = `${line.length} characters; Cloudflare Pages drops lines over ${MAX_LINE_LENGTH}.`;
    return [[index + 1, `line ${index + 1} (${where}): ${problem}`]];
  });
  const over = rules[MAX_RULES];
  if (over)
    problems.push([
      over.line,
      `line ${over.line} (${over.path}): rule ${MAX_RULES + 1}; Cloudflare Pages reads only the first ${MAX_RULES}.`,
    ]);
  // Hosts join repeated headers with ", ": two CSP lines become two policies, both enforced.
  for (const { path, headers } of rules)
    for (const [name, , line] of headers) {
      const first = firstSet(path, name);
      if (first !== line)
        problems.push([
          line,
          `line ${line} (${path}): ${name} is already set for this path on line ${first}.`,
        ]);
    }
  // A detach drops only what earlier rules set, so it must follow the catch-all to replace its value.
  const joins = rules
    .filter(({ path }) => path !== "/*")
    .flatMap(({ path, detach, headers }) =>
      headers.flatMap(([name, , line]) => {
        const first = firstSet("/*", name);
        if (first === undefined || (detach.some(same(name)) && line > first)) return [];
        return `line ${line} (${path}): ${name} joins the value /* sets on line ${first} (two policies, both enforced); detach it with "! ${name}" in a rule after /*.`;
      }),
    );
  return [...problems.sort(([a], [b]) => a - b).map(([, problem]) => problem), ...joins];
}

/** The longest Content-Security-Policy line, as written with its indent; null when there is none. */
export function cspLineLength(text: string): number | null {
  const lengths = text
    .split(/\r?\n/)
    .filter((line) => /^\s+content-security-policy\s*:/i.test(line))
    .map((line) => line.length);
  return lengths.length > 0 ? Math.max(...lengths) : null;
}
