/** Reads a Netlify / Cloudflare Pages `_headers` file, as the preview server sends it and as the hosts limit it. */

/** A path's block, from the line `line`; each header keeps its line's number. */
type HeadersRule = {
  path: string;
  line: number;
  pattern: RegExp;
  detach: string[];
  headers: [name: string, value: string, line: number][];
};

/** An unindented URL pattern, then indented `Name: value` or `! Name` (detach) lines; # comments. */
export function parseHeadersFile(text: string): HeadersRule[] {
  const rules: HeadersRule[] = [];
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = raw.trimEnd();
    if (!line.trim() || line.trim().startsWith("#")) return;
    const colon = line.indexOf(":");
    const detach = /^\s+!\s*(\S+)$/.exec(line)?.[1];
    const [path, number] = [line.trim(), index + 1];
    if (!/^\s/.test(line))
      rules.push({ path, line: number, pattern: patternToRegExp(path), detach: [], headers: [] });
    else if (detach && rules.length > 0) rules.at(-1)?.detach.push(detach);
    else if (rules.length === 0 || colon < 0)
      throw new Error(`_headers: cannot read line "${line.trim()}"`);
    else
      rules
        .at(-1)
        ?.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim(), number]);
  });
  return rules;
}

/** `*` matches anything (including slashes), `:name` one path segment; everything else is literal. */
function patternToRegExp(pattern: string): RegExp {
  const source = pattern
    .split(/(\*|:[A-Za-z]\w*)/)
    .map((part, index) => {
      if (part === "*") return ".*";
      // Odd parts are the placeholders the split captured.
      if (index % 2 === 1) return "[^/]+";
      return part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    })
    .join("");
  return new RegExp(`^${source}$`);
}

/** As Cloudflare applies them: matching rules in order, each detaching, then joining with ", ". */
export function headersForPath(rules: readonly HeadersRule[], pathname: string) {
  const merged = new Map<string, [string, string]>();
  for (const rule of rules.filter(({ pattern }) => pattern.test(pathname))) {
    for (const name of rule.detach) merged.delete(name.toLowerCase());
    for (const [name, value] of rule.headers) {
      const previous = merged.get(name.toLowerCase());
      merged.set(
        name.toLowerCase(),
        previous ? [previous[0], `${previous[1]}, ${value}`] : [name, value],
      );
    }
  }
  return [...merged.values()];
}

/**
 * What Cloudflare Pages sends ahead of a page as 103 Early Hints: its `Link` headers that preload or
 * preconnect. Matched on the rel, not parsed (http-link-header misreads a valueless `crossorigin`
 * before a second link): a value is sent whole, and the build writes only preloads.
 */
export function earlyHintLinks(headers: readonly (readonly [string, string])[]): string[] {
  return headers
    .filter(([name]) => name.toLowerCase() === "link")
    .map(([, value]) => value)
    .filter((value) => /;\s*rel="?(?:preload|preconnect|modulepreload)\b/i.test(value));
}

/** Cloudflare Pages ignores a longer line whole, without a warning. */
export const MAX_LINE_LENGTH = 2000;
/** Cloudflare Pages reads no more rules (path blocks) than this. */
export const MAX_RULES = 100;

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
  const joins: string[] = [];
  for (const { path, detach, headers } of rules)
    for (const [name, , line] of headers) {
      // Hosts join repeated headers with ", ": two CSP lines become two policies, both enforced.
      const first = firstSet(path, name);
      if (first !== line)
        problems.push([
          line,
          `line ${line} (${path}): ${name} is already set for this path on line ${first}.`,
        ]);
      // A detach drops only what earlier rules set, so it must follow the catch-all to replace its value.
      const catchAll = path === "/*" ? undefined : firstSet("/*", name);
      if (catchAll !== undefined && !(detach.some(same(name)) && line > catchAll))
        joins.push(
          `line ${line} (${path}): ${name} joins the value /* sets on line ${catchAll} (two policies, both enforced); ` +
            `detach it with "! ${name}" in a rule after /*.`,
        );
    }
  return [...problems.sort(([a], [b]) => a - b).map(([, problem]) => problem), ...joins];
}

/** The longest Content-Security-Policy line, as written with its indent; null when there is none. */
export const cspLineLength = (text: string): number | null =>
  Math.max(
    0,
    ...[...text.matchAll(/^[ \t]+content-security-policy[ \t]*:.*$/gim)].map(
      ([line]) => line.length,
    ),
  ) || null;
