/** The brochure's page writer: the site's faces and colours, and the layout blocks its pages list. */
import { readFileSync } from "node:fs";
import path from "node:path";
import type { PDFDocument, PDFFont, PDFImage, PDFPage } from "pdf-lib";
import { rgb, setCharacterSpacing } from "pdf-lib";
import subsetFont from "subset-font";
import { brandColors } from "../../lib/brand";
import { FONT_CHARACTERS } from "../../lib/font-subsets";
import { toPdfText, wrapText } from "./asset-utils";

export const A4 = { width: 595.28, height: 841.89 };
export const MARGIN = 56;
export const WIDTH = A4.width - MARGIN * 2;
const HALF = (WIDTH - 12) / 2;
export const FOOTER_Y = 34;

/** Brand colours from tailwind.config.ts, by the names the styles use. */
const palette = {
  ink: brandColors.ink[900],
  brass: brandColors.brass[500],
  brass300: brandColors.brass[300],
  brass700: brandColors.brass[700],
  ivory: brandColors.ivory.DEFAULT,
  ivory200: brandColors.ivory[200],
  stone: brandColors.stone[600],
  white: "#ffffff",
  black: "#000000",
};
type Colour = keyof typeof palette;
const colour = (name: Colour) => {
  const [r = 0, g = 0, b = 0] = [1, 3, 5].map((i) => parseInt(palette[name].slice(i, i + 2), 16));
  return rgb(r / 255, g / 255, b / 255);
};

/**
 * The site's typefaces: Playfair Display for headings, Manrope for text. The @fontsource latin
 * files lack "₹", which sits in their latin-ext files, so each face is a pair drawn run by run.
 */
const FACES = {
  display: { family: "playfair-display", weight: 600, name: "PlayfairDisplay-SemiBold" },
  text: { family: "manrope", weight: 400, name: "Manrope-Regular" },
  strong: { family: "manrope", weight: 700, name: "Manrope-Bold" },
} as const;
type FaceName = keyof typeof FACES;
type Face = { fonts: PDFFont[]; charsets: Set<number>[] };

async function embedFace(doc: PDFDocument, face: FaceName): Promise<Face> {
  const { family, weight, name } = FACES[face];
  const dir = path.resolve(__dirname, "../../node_modules/@fontsource-variable", family, "files");
  const fonts = await Promise.all(
    ["latin", "latin-ext"].map(async (subset, index) => {
      const woff2 = readFileSync(path.join(dir, `${family}-${subset}-wght-normal.woff2`));
      // pdf-lib embeds static TrueType: pin the variable font's weight axis first.
      const ttf = await subsetFont(woff2, `${FONT_CHARACTERS}₹`, {
        targetFormat: "truetype",
        variationAxes: { wght: weight },
      });
      // The instance keeps the variable font's default name; a subset tag ("ABCDEF+") names it right.
      const tag = `NG${weight}${"AB"[index]}`.replace(/\d/g, (d) => "CDEFGHIJKL"[Number(d)] ?? "X");
      return doc.embedFont(ttf, { subset: true, customName: `${tag}+${name}` });
    }),
  );
  return { fonts, charsets: fonts.map((font) => new Set(font.getCharacterSet())) };
}

export type Style = { face: FaceName; size: number; color: Colour; lead: number; tracking: number };
/** A text style; `lead` is the line height of wrapped text. */
export const st = (face: FaceName, size: number, color: Colour, extra: Partial<Style> = {}) => {
  return { face, size, color, lead: size * 1.4, tracking: 0, ...extra } satisfies Style;
};
export const BODY = st("text", 10, "stone", { lead: 15 });
export const SMALL = st("text", 8.6, "stone", { lead: 12 });

/** A card's content, as lib/content/ words it: a title or a name, and a description. */
type Card = ({ title: string } | { name: string }) & { description: string };

/** Draws on the current page with a cursor that flows down and starts a new page when full. */
export class Writer {
  page!: PDFPage;
  y = 0;
  private constructor(
    readonly doc: PDFDocument,
    readonly faces: Record<FaceName, Face>,
  ) {}

  static async create(doc: PDFDocument) {
    const faces = { display: await embedFace(doc, "display"), text: await embedFace(doc, "text") };
    return new Writer(doc, { ...faces, strong: await embedFace(doc, "strong") });
  }

  /** The text as the face can print it, in runs, each in the first font with its glyphs. */
  runs(text: string, { face }: Style): { font: PDFFont; text: string }[] {
    const { fonts, charsets } = this.faces[face];
    const out: { font: PDFFont; text: string }[] = [];
    for (const char of toPdfText(text, (code) => charsets.some((set) => set.has(code)))) {
      const index = charsets.findIndex((set) => set.has(char.codePointAt(0) ?? 0));
      const font = fonts[Math.max(0, index)]!;
      if (out.at(-1)?.font === font) out.at(-1)!.text += char;
      else out.push({ font, text: char });
    }
    return out;
  }

  width(text: string, style: Style): number {
    const runs = this.runs(text, style);
    return runs.reduce((sum, run) => sum + run.font.widthOfTextAtSize(run.text, style.size), 0);
  }

  text(text: string, x: number, y: number, style: Style) {
    const { size, tracking } = style;
    if (tracking) this.page.pushOperators(setCharacterSpacing(tracking));
    for (const { font, text: run } of this.runs(text, style)) {
      this.page.drawText(run, { x, y, font, size, color: colour(style.color) });
      x += font.widthOfTextAtSize(run, size) + tracking * [...run].length;
    }
    if (tracking) this.page.pushOperators(setCharacterSpacing(0));
  }

  lines(text: string, width: number, style: Style): string[] {
    const printable = this.runs(text, style).map((run) => run.text);
    return wrapText(printable.join(""), width, (line) => this.width(line, style));
  }

  /** Wrapped lines from a baseline downwards; returns the y below the last line. */
  block(text: string, x: number, y: number, width: number, style: Style): number {
    for (const line of this.lines(text, width, style)) {
      this.text(line, x, y, style);
      y -= style.lead;
    }
    return y;
  }

  /** Wrapped text flowing down from the cursor, across pages. */
  paragraph(text: string, style = BODY, after = 10, x = MARGIN, width = WIDTH) {
    for (const line of this.lines(text, width, style)) {
      this.ensure(style.lead);
      this.y -= style.lead;
      this.text(line, x, this.y + (style.lead - style.size) / 2, style);
    }
    this.y -= after;
  }

  rect(x: number, y: number, width: number, height: number, fill: Colour, extra = {}) {
    this.page.drawRectangle({ x, y, width, height, color: colour(fill), ...extra });
  }

  /** A hairline across the content width. */
  rule(y = this.y, fill: Colour = "ivory200", thickness = 0.5) {
    this.rect(MARGIN, y - thickness / 2, WIDTH, thickness, fill);
  }

  newPage(background: Colour = "ivory") {
    this.page = this.doc.addPage([A4.width, A4.height]);
    this.rect(0, 0, A4.width, A4.height, background);
    this.y = A4.height - MARGIN;
  }

  /** Starts a fresh page when fewer than `space` points remain above the footer. */
  ensure(space: number) {
    if (this.y - space < FOOTER_Y + 30) this.newPage();
  }

  /** Every page but the cover: a brass rule, `text` on the left and the page number on the right. */
  footers(text: string) {
    const pages = this.doc.getPages();
    const style = st("text", 8, "stone");
    pages.forEach((page, index) => {
      const number = `Page ${index + 1} of ${pages.length}`;
      this.page = page;
      if (index === 0) return;
      this.rule(FOOTER_Y + 14, "brass");
      this.text(text, MARGIN, FOOTER_Y, style);
      this.text(number, A4.width - MARGIN - this.width(number, style), FOOTER_Y, style);
    });
  }

  // ── Blocks: each draws at the cursor and moves it down ──────────────────────────

  eyebrow(text: string) {
    this.y -= 12;
    this.text(text.toUpperCase(), MARGIN, this.y, st("strong", 8.5, "brass700", { tracking: 1.6 }));
    this.rect(MARGIN, this.y + 14, 28, 1.6, "brass");
    this.y -= 8;
  }

  heading(text: string, size = 22) {
    this.paragraph(text, st("display", size, "ink", { lead: size * 1.22 }), 12);
  }

  bullets(points: readonly string[]) {
    for (const point of points) {
      this.ensure(16);
      this.rect(MARGIN, this.y - 11, 5, 5, "brass");
      this.paragraph(point, { ...BODY, lead: 14 }, 2, MARGIN + 14, WIDTH - 14);
    }
  }

  /** Two columns of cards: light ones are numbered with a brass edge, dark ones sit on ink. */
  cards(items: readonly Card[], height: number, dark = false) {
    const rows = Math.ceil(items.length / 2);
    this.ensure(rows * (height + 10));
    const inset = dark ? 14 : 44;
    const title = st("display", dark ? 13 : 11.5, dark ? "brass300" : "ink", { lead: 14 });
    const body: Style = { ...SMALL, color: dark ? "ivory200" : "stone" };
    items.forEach((item, i) => {
      const x = MARGIN + (i % 2) * (HALF + 12);
      const top = this.y - Math.floor(i / 2) * (height + 10);
      const border = dark ? {} : { borderColor: colour("ivory200"), borderWidth: 1 };
      this.rect(x, top - height, HALF, height, dark ? "ink" : "white", border);
      if (!dark) this.rect(x, top - height, 3, height, "brass");
      const number = String(i + 1).padStart(2, "0");
      if (!dark) this.text(number, x + 14, top - 24, st("strong", 15, "brass"));
      const name = "title" in item ? item.title : item.name;
      const below = this.block(name, x + inset, top - 24, HALF - inset - 14, title);
      this.block(item.description, x + inset, below - 4, HALF - inset - 14, body);
    });
    this.y -= rows * (height + 10) + 8;
  }

  /** A table under an ink header row; each column has a title, a width and its cells' style. */
  table(columns: [string, number, Style][], rows: string[][], after = 0) {
    const header = st("strong", 7.5, "brass300", { tracking: 1 });
    const xs = columns.map(
      (_, c) => MARGIN + 8 + columns.slice(0, c).reduce((x, n) => x + n[1], 0),
    );
    this.ensure(60);
    this.rect(MARGIN, this.y - 22, WIDTH, 22, "ink");
    columns.forEach(([title], c) => this.text(title.toUpperCase(), xs[c]!, this.y - 14.5, header));
    this.y -= 22;
    rows.forEach((row, i) => {
      const cells = columns.map(([, width, style], c) => ({
        lines: this.lines(row[c] ?? "", width - 16, style),
        style: { ...style, lead: style.size * 1.35 },
      }));
      const height = Math.max(...cells.map(({ lines, style }) => lines.length * style.lead)) + 18;
      this.ensure(height);
      if (i % 2 === 0) this.rect(MARGIN, this.y - height, WIDTH, height, "white");
      cells.forEach(({ lines, style }, c) =>
        lines.forEach((line, j) => this.text(line, xs[c]!, this.y - 17 - j * style.lead, style)),
      );
      this.y -= height;
    });
    this.rule(this.y, "brass", 1);
    this.y -= after;
  }

  /** Label and value rows between hairlines. */
  facts(rows: [string, string][]) {
    const label = st("text", 7.5, "brass700", { tracking: 1 });
    const value = st("strong", 10.5, "ink", { lead: 15 });
    for (const [term, detail] of rows) {
      const height = Math.max(28, this.lines(detail, WIDTH - 200, value).length * 15 + 13);
      this.ensure(height);
      this.text(term.toUpperCase(), MARGIN, this.y - 17, label);
      this.block(detail, MARGIN + 200, this.y - 18, WIDTH - 200, value);
      this.y -= height;
      this.rule();
    }
  }

  /** A picture across the page top with a brass edge, or across the content width. */
  picture(image: PDFImage, height: number, banner = false) {
    const [x, width, top] = banner ? [0, A4.width, A4.height] : [MARGIN, WIDTH, this.y];
    this.page.drawImage(image, { x, y: top - height, width, height });
    if (banner) this.rect(0, top - height - 4, A4.width, 4, "brass");
    this.y = top - height - (banner ? 36 : 18);
  }

  /** A title and a line of detail on an ink panel. */
  callout(title: string, detail: string) {
    this.y -= 16;
    this.rect(MARGIN, this.y - 64, WIDTH, 64, "ink");
    this.text(title, MARGIN + 18, this.y - 26, st("display", 15, "ivory"));
    this.text(detail, MARGIN + 18, this.y - 46, st("text", 10, "brass300"));
    this.y -= 64 + 26;
  }
}
