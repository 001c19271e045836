export type HeadersFileRule = { path: string; pattern: RegExp; headers: [string, string][] };
export function parseHeadersFile(text: string): HeadersFileRule[];
export function patternToRegExp(pattern: string): RegExp;
export function headersForPath(
  rules: readonly HeadersFileRule[],
  pathname: string,
): [string, string][];
