/** Reads a Netlify / Cloudflare Pages `_headers` file, so the preview server sends what a CDN would. */

type HeadersRule = { pattern: RegExp; headers: [string, string][] };

/** An unindented URL pattern, then indented `Name: value` lines; # comments. */
export function parseHeadersFile(text: string): HeadersRule[] {
  const rules: HeadersRule[] = [];
  for (const line of text.split(/\r?\n/).map((raw) => raw.trimEnd())) {
    if (!line.trim() || line.trim().startsWith("#")) continue;
    const colon = line.indexOf(":");
    if (!/^\s/.test(line)) rules.push({ pattern: patternToRegExp(line.trim()), headers: [] });
    else if (rules.length === 0 || colon < 0)
      throw new Error(`_headers: cannot read line "${line.trim()}"`);
    else rules.at(-1)?.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
  }
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

/** Like Netlify and Cloudflare, a header several matching rules set gets their values joined. */
export function headersForPath(rules: readonly HeadersRule[], pathname: string) {
  const merged = new Map<string, [string, string]>();
  const matching = rules.filter((rule) => rule.pattern.test(pathname));
  for (const [name, value] of matching.flatMap((rule) => rule.headers)) {
    const previous = merged.get(name.toLowerCase());
    merged.set(
      name.toLowerCase(),
      previous ? [previous[0], `${previous[1]}, ${value}`] : [name, value],
    );
  }
  return [...merged.values()];
}
