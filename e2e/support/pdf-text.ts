/**
 * The text a PDF page draws, read back through each embedded font's ToUnicode map, as a copy
 * and paste or a screen reader would: the PDF shows every run as glyph ids in hex strings.
 */
import {
  PDFArray,
  PDFDict,
  PDFName,
  PDFRawStream,
  decodePDFRawStream,
  type PDFPage,
} from "pdf-lib";

const decode = (stream: unknown): string =>
  stream instanceof PDFRawStream
    ? Buffer.from(decodePDFRawStream(stream).decode()).toString("latin1")
    : "";

/** Characters from a CMap's hex string: UTF-16BE code units, spaces allowed between them. */
const utf16 = (hex: string) =>
  Buffer.from(hex.replace(/\s/g, ""), "hex").swap16().toString("utf16le");

/**
 * Glyph id (4 hex digits) → the characters it stands for, from a ToUnicode CMap: `beginbfchar`
 * pairs, or `beginbfrange` runs with one destination per glyph in an array (as pdfkit writes).
 */
function toUnicode(page: PDFPage, font: PDFDict): Map<string, string> {
  const map = new Map<string, string>();
  const cmap = decode(page.doc.context.lookup(font.get(PDFName.of("ToUnicode"))));
  for (const [, from, to] of cmap.matchAll(
    /<([0-9a-fA-F]{4})>\s*<[0-9a-fA-F]{4}>\s*\[([^\]]*)\]/g,
  )) {
    [...to!.matchAll(/<([0-9a-fA-F\s]+)>/g)].forEach(([, hex], i) => {
      map.set((parseInt(from!, 16) + i).toString(16).padStart(4, "0"), utf16(hex!));
    });
  }
  const chars = cmap.match(/beginbfchar([\s\S]*?)endbfchar/g)?.join("") ?? "";
  for (const [, glyph, hex] of chars.matchAll(/<([0-9a-fA-F]{4})>\s*<([0-9a-fA-F]+)>/g)) {
    map.set(glyph!.toLowerCase(), utf16(hex!));
  }
  return map;
}

export function drawnText(page: PDFPage): string {
  const fonts = page.node.Resources()?.lookupMaybe(PDFName.of("Font"), PDFDict);
  const maps = new Map<string, Map<string, string>>();
  for (const [name, ref] of fonts?.entries() ?? []) {
    const font = page.doc.context.lookup(ref);
    if (font instanceof PDFDict) maps.set(name.asString(), toUnicode(page, font));
  }
  const contents = page.node.Contents();
  const streams =
    contents instanceof PDFArray
      ? contents.asArray().map((ref) => page.doc.context.lookup(ref))
      : [contents];
  const runs: string[] = [];
  let current = new Map<string, string>();
  for (const operators of streams.map(decode)) {
    // A font change, a `<…> Tj` run, or a `[<…> -40 <…>] TJ` run with kerning between its strings.
    for (const match of operators.matchAll(
      /(\/\S+)\s+[\d.]+\s+Tf|<([0-9A-Fa-f]*)>\s*Tj|\[((?:\s*(?:<[0-9A-Fa-f]*>|-?[\d.]+))*)\s*\]\s*TJ/g,
    )) {
      if (match[1]) current = maps.get(match[1]) ?? new Map();
      else {
        const hex =
          match[2] ?? [...(match[3] ?? "").matchAll(/<([0-9A-Fa-f]*)>/g)].map((m) => m[1]);
        const glyphs = [hex].flat().join("").toLowerCase().match(/.{4}/g) ?? [];
        runs.push(glyphs.map((glyph) => current.get(glyph) ?? "?").join(""));
      }
    }
  }
  return runs.join("\n");
}
