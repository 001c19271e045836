// Reads a Netlify / Cloudflare Pages `_headers` file and answers which headers a URL path gets,
// so the preview server (and the e2e suite behind it) runs under the headers a CDN would send.

export type HeadersRule = { path: string; pattern: RegExp; headers: [string, string][] };

/** Parses `_headers`: an unindented URL pattern, then indented `Name: value` lines; # comments. */
export function parseHeadersFile(text: string): HeadersRule[] {
  const rules: HeadersRule[] = [];
  let current: HeadersRule | null = null;
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trimEnd();
    if (!line.trim() || line.trim().startsWith("#")) continue;
    if (!/^\s/.test(line)) {
      current = { path: line.trim(), pattern: patternToRegExp(line.trim()), headers: [] };
      rules.push(current);
      continue;
    }
    const colon = line.indexOf(":");
    if (!current || colon < 0) throw new Error(`_headers: cannot read line "${line.trim()}"`);
    current.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
  }
  return rules;
}

/** `*` matches anything (including slashes), `:name` one path segment; everything else is literal. */
export function patternToRegExp(pattern: string): RegExp {
  const source = pattern
    .split(/(\*|:[A-Za-z]\w*)/)
    .map((part) => {
      if (part === "*") return ".*";
      if (/^:[A-Za-z]\w*$/.test(part)) return "[^/]+";
      return part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    })
    .join("");
  return new RegExp(`^${source}$`);
}

/**
 * Headers for a request path. Like Netlify and Cloudflare, a header set by several matching rules
 * gets their values joined with ", " (which is why the generator never sets one name twice).
 */
export function headersForPath(
  rules: readonly HeadersRule[],
  pathname: string,
): [string, string][] {
  const merged = new Map<string, [string, string]>();
  for (const rule of rules) {
    if (!rule.pattern.test(pathname)) continue;
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
