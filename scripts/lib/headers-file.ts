/** Reads a Netlify / Cloudflare Pages `_headers` file, so the preview server sends what a CDN would. */

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
