/** Limits a `_headers` file must keep that no host reports: Cloudflare Pages drops what breaks them. */

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
  const problems: string[] = [];
  let rules = 0;
  let path = "(before any path)";
  // Per path, since two blocks for one path merge too: header name (lowercase) → line it was first set on.
  const seen = new Map<string, Map<string, number>>();
  // What the catch-all sets, and each other rule's headers and detaches, for the joining check below.
  const catchAll = new Map<string, number>();
  const blocks: { path: string; sets: [string, number][]; detaches: Set<string> }[] = [];
  text.split(/\r?\n/).forEach((line, index) => {
    const at = `line ${index + 1} (${path})`;
    if (line.length > MAX_LINE_LENGTH) {
      const where =
        /^\s/.test(line) || !line.trim() ? at : `line ${index + 1} (${line.trim().slice(0, 80)}…)`;
      problems.push(
        `${where}: ${line.length} characters; Cloudflare Pages drops lines over ${MAX_LINE_LENGTH}.`,
      );
    }
    if (!line.trim() || line.trim().startsWith("#")) return;
    if (!/^\s/.test(line)) {
      path = line.trim();
      rules += 1;
      blocks.push({ path, sets: [], detaches: new Set() });
      if (rules === MAX_RULES + 1)
        problems.push(
          `line ${index + 1} (${path}): rule ${rules}; Cloudflare Pages reads only the first ${MAX_RULES}.`,
        );
      return;
    }
    const detach = /^\s+!\s*(\S+)$/.exec(line)?.[1];
    if (detach) blocks.at(-1)?.detaches.add(detach.toLowerCase());
    const colon = line.indexOf(":");
    if (colon < 0) return;
    const name = line.slice(0, colon).trim();
    if (path === "/*") {
      if (!catchAll.has(name.toLowerCase())) catchAll.set(name.toLowerCase(), index + 1);
    } else blocks.at(-1)?.sets.push([name, index + 1]);
    const names = seen.get(path) ?? new Map<string, number>();
    seen.set(path, names);
    const first = names.get(name.toLowerCase());
    // Hosts join repeated headers with ", ": two CSP lines become two policies, both enforced.
    if (first !== undefined)
      problems.push(`${at}: ${name} is already set for this path on line ${first}.`);
    else names.set(name.toLowerCase(), index + 1);
  });
  // A detach drops only what earlier rules set, so it must follow the catch-all to replace its value.
  for (const { path: rulePath, sets, detaches } of blocks)
    for (const [name, line] of sets) {
      const first = catchAll.get(name.toLowerCase());
      if (first === undefined || (detaches.has(name.toLowerCase()) && line > first)) continue;
      problems.push(
        `line ${line} (${rulePath}): ${name} joins the value /* sets on line ${first} (two policies, both enforced); detach it with "! ${name}" in a rule after /*.`,
      );
    }
  return problems;
}

/** The longest Content-Security-Policy line, as written with its indent; null when there is none. */
export function cspLineLength(text: string): number | null {
  const lengths = text
    .split(/\r?\n/)
    .filter((line) => /^\s+content-security-policy\s*:/i.test(line))
    .map((line) => line.length);
  return lengths.length > 0 ? Math.max(...lengths) : null;
}
