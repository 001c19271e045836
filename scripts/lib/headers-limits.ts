/** Limits a `_headers` file must keep that no host reports: Cloudflare Pages drops what breaks them. */

/** Cloudflare Pages ignores a longer line whole, without a warning. */
export const MAX_LINE_LENGTH = 2000;
/** Cloudflare Pages reads no more rules (path blocks) than this. */
export const MAX_RULES = 100;

/** Each problem names its line number and the path it belongs to; none when the file is within limits. */
export function checkHeadersFile(text: string): string[] {
  const problems: string[] = [];
  let rules = 0;
  let path = "(before any path)";
  // Per path, since two blocks for one path merge too: header name (lowercase) → line it was first set on.
  const seen = new Map<string, Map<string, number>>();
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
      if (rules === MAX_RULES + 1)
        problems.push(
          `line ${index + 1} (${path}): rule ${rules}; Cloudflare Pages reads only the first ${MAX_RULES}.`,
        );
      return;
    }
    const colon = line.indexOf(":");
    if (colon < 0) return;
    const name = line.slice(0, colon).trim();
    const names = seen.get(path) ?? new Map<string, number>();
    seen.set(path, names);
    const first = names.get(name.toLowerCase());
    // Hosts join repeated headers with ", ": two CSP lines become two policies, both enforced.
    if (first !== undefined)
      problems.push(`${at}: ${name} is already set for this path on line ${first}.`);
    else names.set(name.toLowerCase(), index + 1);
  });
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
