/**
 * Builds public/<brochure.fileName> from lib/content/ and lib/legal.ts with
 * pdf-lib, so the brochure never disagrees with the site. Images come from the same art/ sources,
 * and the text is set in the site's own typefaces, embedded and subset.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import fontkit from "@pdf-lib/fontkit";
import type { Color, PDFFont, PDFImage, PDFPage } from "pdf-lib";
import { PDFDocument, rgb, setCharacterSpacing } from "pdf-lib";
import subsetFont from "subset-font";
import type { SiteImage } from "../lib/content/images";
import { galleryImages, heroImages, locationImages } from "../lib/content/images";
import { brochure, contact, project, rera } from "../lib/content/project";
import { aboutSection } from "../lib/content/sections/about";
import { amenities, amenitiesSection } from "../lib/content/sections/amenities";
import { highways, highwaysSection } from "../lib/content/sections/highways";
import { locationSection } from "../lib/content/sections/location";
import { whyInvestSection } from "../lib/content/sections/why-invest";
import { emiDefaults, emiReference, emiSection } from "../lib/content/emi";
import {
  formatCarpetRange,
  formatPriceFrom,
  priceBasis,
  pricesSection,
  unitPrices,
} from "../lib/content/prices";
import { siteVisit } from "../lib/content/site-visit";
import { calculateEmi } from "../lib/emi";
import { FONT_CHARACTERS } from "../lib/font-subsets";
import { formatLakhCrore, formatRupees } from "../lib/format-inr";
import { brandColors } from "../lib/brand";
import { disclaimer } from "../lib/legal";
import { qrShape } from "../lib/qr";
import { reraPanel } from "../lib/rera";
import { isUpToDate, toPdfText, wrapText } from "./lib/asset-utils";
import { manifestPath, renderSource, sourceFor } from "./generate-images";

const root = path.resolve(__dirname, "..");
export const brochurePath = path.join(root, "public", brochure.fileName);

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 56;
const CONTENT_WIDTH = A4.width - MARGIN * 2;
const FOOTER_Y = 34;
const GAP = 12;
const HALF = (CONTENT_WIDTH - GAP) / 2;

const hex = (value: string): Color =>
  rgb(
    ...([1, 3, 5].map((i) => parseInt(value.slice(i, i + 2), 16) / 255) as [
      number,
      number,
      number,
    ]),
  );
/** Brand colours from tailwind.config.ts. */
const colour = {
  ink: hex(brandColors.ink[900]),
  brass: hex(brandColors.brass[500]),
  brass300: hex(brandColors.brass[300]),
  brass700: hex(brandColors.brass[700]),
  ivory: hex(brandColors.ivory.DEFAULT),
  ivory200: hex(brandColors.ivory[200]),
  stone: hex(brandColors.stone[600]),
  white: rgb(1, 1, 1),
};

/**
 * The site's typefaces: Playfair Display for headings, Manrope for text. The @fontsource latin
 * files lack "₹", which sits in their latin-ext files, so each face is a pair drawn run by run.
 */
const FONT_DIR = path.join(root, "node_modules", "@fontsource-variable");
const FACES = {
  display: { family: "playfair-display", weight: 600, name: "PlayfairDisplay-SemiBold" },
  text: { family: "manrope", weight: 400, name: "Manrope-Regular" },
  strong: { family: "manrope", weight: 700, name: "Manrope-Bold" },
} as const;
const PDF_CHARACTERS = `${FONT_CHARACTERS}₹`;

type Box = Parameters<PDFPage["drawRectangle"]>[0];
const rect = (
  page: PDFPage,
  x: number,
  y: number,
  width: number,
  height: number,
  color: Color,
  extra: Box = {},
) => page.drawRectangle({ x, y, width, height, color, ...extra });
const line = (
  page: PDFPage,
  [x1, y1]: number[],
  [x2, y2]: number[],
  thickness: number,
  color: Color,
) =>
  page.drawLine({
    start: { x: x1 ?? 0, y: y1 ?? 0 },
    end: { x: x2 ?? 0, y: y2 ?? 0 },
    thickness,
    color,
  });

type Face = { fonts: PDFFont[]; charsets: Set<number>[] };
type FaceSpec = (typeof FACES)[keyof typeof FACES];
type Fonts = Record<keyof typeof FACES, Face>;

async function embedFace(doc: PDFDocument, { family, weight, name }: FaceSpec): Promise<Face> {
  const fonts = await Promise.all(
    ["latin", "latin-ext"].map(async (subset, index) => {
      // pdf-lib embeds static TrueType: pin the variable font's weight axis first.
      const source = readFileSync(
        path.join(FONT_DIR, family, "files", `${family}-${subset}-wght-normal.woff2`),
      );
      const ttf = await subsetFont(source, PDF_CHARACTERS, {
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

/** The text split into runs, each in the first font of the face that has its glyphs. */
function runs(face: Face, text: string): { font: PDFFont; text: string }[] {
  const out: { font: PDFFont; text: string }[] = [];
  for (const char of text) {
    const index = Math.max(
      0,
      face.charsets.findIndex((set) => set.has(char.codePointAt(0) ?? 0)),
    );
    const font = face.fonts[index] as PDFFont;
    const last = out.at(-1);
    if (last?.font === font) last.text += char;
    else out.push({ font, text: char });
  }
  return out;
}

type TextStyle = { face: Face; size: number; color: Color; lineHeight?: number; tracking?: number };

/** A page writer with a cursor that flows content top-down and starts a new page when full. */
class BrochureWriter {
  page!: PDFPage;
  y = 0;
  constructor(
    readonly doc: PDFDocument,
    readonly fonts: Fonts,
  ) {}

  safe(text: string, face: Face): string {
    return toPdfText(text, (codePoint) => face.charsets.some((set) => set.has(codePoint)));
  }

  width(text: string, style: TextStyle): number {
    return runs(style.face, this.safe(text, style.face)).reduce(
      (sum, run) => sum + run.font.widthOfTextAtSize(run.text, style.size),
      0,
    );
  }

  newPage(background = colour.ivory): PDFPage {
    this.page = this.doc.addPage([A4.width, A4.height]);
    rect(this.page, 0, 0, A4.width, A4.height, background);
    this.y = A4.height - MARGIN;
    return this.page;
  }

  /** Starts a fresh page when fewer than `space` points remain above the footer. */
  ensure(space: number) {
    if (this.y - space < FOOTER_Y + 30) this.newPage();
  }

  text(text: string, x: number, y: number, style: TextStyle, page = this.page) {
    const { size, color, tracking = 0 } = style;
    if (tracking) page.pushOperators(setCharacterSpacing(tracking));
    let cursor = x;
    for (const run of runs(style.face, this.safe(text, style.face))) {
      page.drawText(run.text, { x: cursor, y, font: run.font, size, color });
      cursor += run.font.widthOfTextAtSize(run.text, size) + tracking * [...run.text].length;
    }
    if (tracking) page.pushOperators(setCharacterSpacing(0));
  }

  lines(text: string, width: number, style: TextStyle): string[] {
    return wrapText(this.safe(text, style.face), width, (line) => this.width(line, style));
  }

  /** Wrapped lines from a baseline downwards; returns the y below the last line. */
  block(text: string, x: number, y: number, width: number, style: TextStyle): number {
    const lineHeight = style.lineHeight ?? style.size * 1.4;
    for (const line of this.lines(text, width, style)) {
      this.text(line, x, y, style);
      y -= lineHeight;
    }
    return y;
  }

  /** Wrapped text at x, flowing down from the cursor across pages. */
  paragraph(text: string, style: TextStyle, x = MARGIN, width = CONTENT_WIDTH, gapAfter = 10) {
    const lineHeight = style.lineHeight ?? style.size * 1.45;
    for (const line of this.lines(text, width, style)) {
      this.ensure(lineHeight);
      this.y -= lineHeight;
      this.text(line, x, this.y + (lineHeight - style.size) / 2, style);
    }
    this.y -= gapAfter;
  }

  eyebrow(text: string) {
    this.y -= 12;
    const style = { face: this.fonts.strong, size: 8.5, color: colour.brass700, tracking: 1.6 };
    this.text(text.toUpperCase(), MARGIN, this.y, style);
    rect(this.page, MARGIN, this.y + 14, 28, 1.6, colour.brass);
    this.y -= 8;
  }

  heading(text: string, size = 22) {
    const style = { face: this.fonts.display, size, color: colour.ink, lineHeight: size * 1.22 };
    this.paragraph(text, style, MARGIN, CONTENT_WIDTH, 12);
  }

  /** Cards in two columns from the cursor; `draw` fills one card from its top-left corner. */
  cards<T>(
    items: readonly T[],
    height: number,
    fill: Color,
    draw: (item: T, x: number, top: number, index: number) => void,
  ) {
    const rows = Math.ceil(items.length / 2);
    this.ensure(rows * (height + 10));
    items.forEach((item, i) => {
      const x = MARGIN + (i % 2) * (HALF + GAP);
      const top = this.y - Math.floor(i / 2) * (height + 10);
      const light = fill !== colour.ink;
      const border = light ? { borderColor: colour.ivory200, borderWidth: 1 } : {};
      rect(this.page, x, top - height, HALF, height, fill, border);
      if (light) rect(this.page, x, top - height, 3, height, colour.brass);
      draw(item, x, top, i);
    });
    this.y -= rows * (height + 10) + 8;
  }

  /** A table under an ink header row; cells wrap within their column. */
  table(columns: { title: string; width: number }[], rows: { text: string; style: TextStyle }[][]) {
    const header = { face: this.fonts.strong, size: 7.5, color: colour.brass300, tracking: 1 };
    this.ensure(60);
    rect(this.page, MARGIN, this.y - 22, CONTENT_WIDTH, 22, colour.ink);
    let x = MARGIN;
    for (const column of columns) {
      this.text(column.title.toUpperCase(), x + 8, this.y - 14.5, header);
      x += column.width;
    }
    this.y -= 22;
    rows.forEach((cells, i) => {
      const laid = cells.map((cell, c) =>
        this.lines(cell.text, (columns[c]?.width ?? 0) - 16, cell.style),
      );
      const height =
        Math.max(...laid.map((lines, c) => lines.length * ((cells[c]?.style.size ?? 10) * 1.35))) +
        18;
      this.ensure(height);
      if (i % 2 === 0)
        rect(this.page, MARGIN, this.y - height, CONTENT_WIDTH, height, colour.white);
      let cx = MARGIN;
      laid.forEach((lines, c) => {
        const style = cells[c]?.style as TextStyle;
        lines.forEach((line, j) =>
          this.text(line, cx + 8, this.y - 17 - j * style.size * 1.35, style),
        );
        cx += columns[c]?.width ?? 0;
      });
      this.y -= height;
    });
    this.rule(1, colour.brass);
  }

  rule(thickness = 0.5, color = colour.ivory200) {
    line(this.page, [MARGIN, this.y], [A4.width - MARGIN, this.y], thickness, color);
  }

  /** A full-width picture band at the top of a content page. */
  banner(image: PDFImage, height: number) {
    this.page.drawImage(image, { x: 0, y: A4.height - height, width: A4.width, height });
    rect(this.page, 0, A4.height - height - 4, A4.width, 4, colour.brass);
    this.y = A4.height - height - 4 - 32;
  }

  footers() {
    const pages = this.doc.getPages();
    const style = { face: this.fonts.text, size: 8, color: colour.stone };
    pages.forEach((page, index) => {
      if (index === 0) return;
      const number = `Page ${index + 1} of ${pages.length}`;
      line(page, [MARGIN, FOOTER_Y + 14], [A4.width - MARGIN, FOOTER_Y + 14], 0.5, colour.brass);
      this.text(`${project.name} · ${project.locationLine}`, MARGIN, FOOTER_Y, style, page);
      this.text(number, A4.width - MARGIN - this.width(number, style), FOOTER_Y, style, page);
    });
  }
}

/** The disclaimer sections the brochure carries, reworded from "the Website" to this brochure. */
const BROCHURE_DISCLAIMER_SECTIONS = ["information-only", "images", "changes", "rera", "verify"];

export function brochureDisclaimer(): string[] {
  return disclaimer.sections
    .filter((section) => BROCHURE_DISCLAIMER_SECTIONS.includes(section.id))
    .map((section) =>
      (section.paragraphs[0] ?? "")
        .replace(/\bon the Website\b/g, "in this brochure")
        .replace(/\bThe Website\b/g, "This brochure")
        .replace(/\bthe Website\b/g, "this brochure"),
    );
}

/** A JPEG of an art source, cover-cropped to the box it fills in the PDF (2 px per point). */
async function embedArt(doc: PDFDocument, image: SiteImage, widthPt: number, heightPt: number) {
  const width = Math.round(widthPt * 2);
  const height = Math.round(heightPt * 2);
  const jpeg = await renderSource(
    image,
    Math.max(width, Math.round((height * image.width) / image.height)),
  )
    .resize(width, height, { fit: "cover", position: "centre" })
    .jpeg({ quality: 80, mozjpeg: true })
    .toBuffer();
  return doc.embedJpg(jpeg);
}

/** The RERA panel the site shows at the top of every page, drawn top right on the cover. */
function drawReraPanel(w: BrochureWriter) {
  const qr = qrShape(rera.qrPayload);
  const [qrSize, pad, textWidth, lineHeight] = [84, 10, 178, 11];
  const label: TextStyle = { face: w.fonts.text, size: 8.5, color: colour.stone };
  const value: TextStyle = { face: w.fonts.strong, size: 9, color: colour.ink };
  const groups = [
    [reraPanel.projectLabel, [rera.projectId]],
    [reraPanel.agentLabel, [rera.partnerId]],
    [reraPanel.accountLabel, reraPanel.accountLines],
    [reraPanel.websiteLabel, [reraPanel.websiteText]],
  ] as const;
  const lines = groups.flatMap(([term, detail]) => [
    ...w.lines(term, textWidth, label).map((text) => ({ text, style: label })),
    ...detail.flatMap((part) =>
      w.lines(part, textWidth, value).map((text) => ({ text, style: value })),
    ),
    null,
  ]);
  const height = Math.max(qrSize, lines.length * lineHeight - 8) + pad * 2;
  const width = textWidth + qrSize + pad * 3;
  const [x, top] = [A4.width - 24 - width, A4.height - 24];
  rect(w.page, x, top - height, width, height, colour.white);
  rect(w.page, x, top - height, 3, height, colour.brass);
  let y = top - pad - 8.5;
  for (const line of lines) {
    if (line) w.text(line.text, x + pad, y, line.style);
    y -= line ? lineHeight : 4;
  }
  // The QR code's modules as filled squares, quiet zone included, on the card's white.
  const unit = qrSize / qr.extent;
  for (const run of qr.runs) {
    const qrX = x + width - pad - qrSize;
    rect(
      w.page,
      qrX + run.x * unit,
      top - pad - (run.y + 1) * unit,
      run.width * unit,
      unit,
      rgb(0, 0, 0),
    );
  }
}

function required<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`Brochure: ${what} is missing from lib/content/`);
  return value;
}

const artImages = () => ({
  hero: required(heroImages[0], "the first hero image"),
  lobby: required(
    galleryImages.find((i) => i.name.includes("lobby")),
    "the lobby image",
  ),
  connectivity: required(locationImages[1], "the connectivity image"),
});

export async function buildBrochure(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const fonts: Fonts = {
    display: await embedFace(doc, FACES.display),
    text: await embedFace(doc, FACES.text),
    strong: await embedFace(doc, FACES.strong),
  };
  const w = new BrochureWriter(doc, fonts);
  const style = (
    face: Face,
    size: number,
    color = colour.stone,
    extra: Partial<TextStyle> = {},
  ): TextStyle => ({ face, size, color, ...extra });
  const body = style(fonts.text, 10, colour.stone, { lineHeight: 15 });
  const small = style(fonts.text, 8.6, colour.stone, { lineHeight: 12 });
  const label = style(fonts.text, 7.5, colour.brass700, { tracking: 1.2 });
  const images = artImages();

  doc.setTitle(`${project.name} Brochure`);
  doc.setAuthor(contact.partnerName);
  doc.setSubject(
    `${project.name}, ${project.locationLine}. ${rera.authorityShortName} registration ${rera.projectId}.`,
  );
  doc.setKeywords([project.name, rera.projectId, project.locationLine, project.kind]);
  doc.setCreator(`${project.name} website build`);
  doc.setLanguage("en-IN");

  // ── Cover ──────────────────────────────────────────────────────────────────
  const cover = w.newPage(colour.ink);
  const artHeight = 470;
  cover.drawImage(await embedArt(doc, images.hero, A4.width, artHeight), {
    x: 0,
    y: A4.height - artHeight,
    width: A4.width,
    height: artHeight,
  });
  // A soft fade from the picture into the ink panel: stacked translucent bands sharing one edge.
  for (let i = 1; i <= 30; i++) {
    rect(cover, 0, A4.height - artHeight - 1, A4.width, i * 4 + 1, colour.ink, { opacity: 0.11 });
  }
  drawReraPanel(w);
  let y = A4.height - artHeight - 30;
  rect(cover, MARGIN, y + 10, 40, 2, colour.brass);
  w.text(
    project.locationLine.toUpperCase(),
    MARGIN,
    y - 10,
    style(fonts.strong, 10, colour.brass300, { tracking: 2.4 }),
  );
  w.text(project.name, MARGIN - 2, y - 64, style(fonts.display, 48, colour.ivory));
  y = w.block(
    project.tagline,
    MARGIN,
    y - 92,
    CONTENT_WIDTH - 60,
    style(fonts.text, 13, colour.ivory200, { lineHeight: 19 }),
  );
  const facts = [
    { label: "Price range", value: project.price.label },
    { label: "Completion", value: project.completion.label },
    { label: `${rera.authorityShortName} registration`, value: rera.projectId },
  ];
  y -= 15;
  facts.forEach((fact, i) => {
    const x = MARGIN + (i * CONTENT_WIDTH) / facts.length;
    line(cover, [x, y + 26], [x, y - 34], 1, colour.brass);
    w.text(
      fact.label.toUpperCase(),
      x + 12,
      y + 12,
      style(fonts.text, 7.5, colour.brass300, { tracking: 1.4 }),
    );
    w.text(fact.value, x + 12, y - 12, style(fonts.strong, 13.5, colour.ivory));
  });
  w.text(
    `${contact.partnerName} · Authorised channel partner · ${contact.phoneDisplay}`,
    MARGIN,
    FOOTER_Y + 6,
    style(fonts.text, 8.5, colour.ivory200),
  );

  // ── About, at a glance and the unit mix ────────────────────────────────────
  w.newPage();
  w.eyebrow("About the project");
  w.heading(aboutSection.heading);
  for (const paragraph of aboutSection.paragraphs) w.paragraph(paragraph, body);
  w.eyebrow("Why invest");
  w.heading(whyInvestSection.heading, 18);
  w.paragraph(whyInvestSection.intro, body);
  w.cards(whyInvestSection.units, 96, colour.ink, (unit, x, top) => {
    w.text(unit.title, x + 14, top - 24, style(fonts.display, 13, colour.brass300));
    w.block(unit.description, x + 14, top - 42, HALF - 28, { ...small, color: colour.ivory200 });
  });

  // ── Amenities ──────────────────────────────────────────────────────────────
  w.newPage();
  w.banner(await embedArt(doc, images.lobby, A4.width, 210), 210);
  w.eyebrow(amenitiesSection.eyebrow);
  w.heading("Everything a neighbourhood centre needs, under one roof", 20);
  w.cards(amenities, 92, colour.white, (amenity, x, top, i) => {
    w.text(String(i + 1).padStart(2, "0"), x + 14, top - 24, style(fonts.strong, 15, colour.brass));
    const below = w.block(
      amenity.name,
      x + 44,
      top - 24,
      HALF - 58,
      style(fonts.display, 11.5, colour.ink, { lineHeight: 14 }),
    );
    w.block(amenity.description, x + 44, below - 4, HALF - 58, small);
  });

  // ── Prices and the home loan ───────────────────────────────────────────────
  w.newPage();
  w.eyebrow(pricesSection.eyebrow);
  w.heading(pricesSection.heading);
  w.paragraph(pricesSection.intro, body);
  const { columns } = pricesSection;
  w.table(
    [
      { title: columns.unit, width: 200 },
      { title: columns.area, width: 150 },
      { title: columns.price, width: CONTENT_WIDTH - 350 },
    ],
    unitPrices.map((unit) => [
      { text: unit.name, style: style(fonts.display, 12.5, colour.ink) },
      { text: formatCarpetRange(unit.carpetSqFt), style: style(fonts.text, 10.5, colour.ink) },
      { text: formatPriceFrom(unit), style: style(fonts.strong, 13, colour.ink) },
    ]),
  );
  w.y -= 10;
  for (const note of [priceBasis.area, priceBasis.includes])
    w.paragraph(note, small, MARGIN, CONTENT_WIDTH, 4);
  w.y -= 18;
  w.eyebrow(emiSection.eyebrow);
  w.heading(emiSection.heading, 18);
  w.paragraph(emiSection.referenceCaption, body);
  const emiColumns = emiSection.referenceColumns;
  w.table(
    [
      { title: emiColumns.price, width: 150 },
      { title: emiColumns.principal, width: 150 },
      { title: emiColumns.monthly, width: CONTENT_WIDTH - 300 },
    ],
    emiReference.map(({ price, principal }) => [
      { text: formatLakhCrore(price), style: style(fonts.strong, 10.5, colour.ink) },
      { text: formatLakhCrore(principal), style: style(fonts.text, 10.5, colour.ink) },
      {
        text: formatRupees(calculateEmi({ ...emiDefaults, principal }).monthly),
        style: style(fonts.strong, 10.5, colour.ink),
      },
    ]),
  );

  // ── Connectivity ───────────────────────────────────────────────────────────
  w.newPage();
  w.eyebrow(highwaysSection.eyebrow);
  w.heading(highwaysSection.heading);
  w.paragraph(highwaysSection.intro, body);
  const diagramHeight = (CONTENT_WIDTH * images.connectivity.height) / images.connectivity.width;
  w.page.drawImage(await embedArt(doc, images.connectivity, CONTENT_WIDTH, diagramHeight), {
    x: MARGIN,
    y: w.y - diagramHeight,
    width: CONTENT_WIDTH,
    height: diagramHeight,
  });
  w.y -= diagramHeight + 18;
  const figure = style(fonts.text, 9.5, colour.ink);
  w.table(
    [
      { title: "Highway", width: 132 },
      { title: "Distance", width: 60 },
      { title: "Drive", width: 54 },
      { title: "What it connects", width: CONTENT_WIDTH - 246 },
    ],
    highways.map((highway) => [
      { text: highway.name, style: style(fonts.display, 10.5, colour.ink) },
      { text: `${highway.km} km`, style: figure },
      { text: `${highway.minutes} min`, style: figure },
      { text: highway.description, style: small },
    ]),
  );
  w.y -= 26;
  w.eyebrow(locationSection.heading);
  for (const point of locationSection.points) {
    w.ensure(16);
    rect(w.page, MARGIN, w.y - 11, 5, 5, colour.brass);
    w.paragraph(point, { ...body, lineHeight: 14 }, MARGIN + 14, CONTENT_WIDTH - 14, 2);
  }

  // ── Registration, contact and the disclaimer ───────────────────────────────
  w.newPage();
  w.eyebrow("Price, registration and contact");
  w.heading("The facts to verify before you book");
  const rows: [string, string][] = [
    ["Price range", project.price.label],
    ["Completion", `${project.completion.label} (as registered)`],
    ["Location", `${project.locationLine}, ${project.region} ${project.postalCode}`],
    [`${rera.authorityShortName} project registration`, rera.projectId],
    ["Regulatory authority", rera.authorityName],
    ["Authority website", rera.authorityUrl],
    ["Authorised channel partner", contact.partnerName],
    [`Partner ${rera.authorityShortName} registration`, rera.partnerId],
    [reraPanel.accountLabel, reraPanel.account],
    ["Phone and WhatsApp", contact.phoneDisplay],
  ];
  const value = style(fonts.strong, 10.5, colour.ink, { lineHeight: 15 });
  for (const [term, detail] of rows) {
    const height = Math.max(28, w.lines(detail, CONTENT_WIDTH - 200, value).length * 15 + 13);
    w.ensure(height);
    w.text(term.toUpperCase(), MARGIN, w.y - 17, { ...label, tracking: 1 });
    w.block(detail, MARGIN + 200, w.y - 18, CONTENT_WIDTH - 200, value);
    w.y -= height;
    w.rule();
  }
  w.y -= 16;
  rect(w.page, MARGIN, w.y - 64, CONTENT_WIDTH, 64, colour.ink);
  w.text(siteVisit.formHeading, MARGIN + 18, w.y - 26, style(fonts.display, 15, colour.ivory));
  w.text(
    `Call ${contact.phoneDisplay} · ${contact.partnerName}`,
    MARGIN + 18,
    w.y - 46,
    style(fonts.text, 10, colour.brass300),
  );
  w.y -= 64 + 26;
  w.eyebrow("Disclaimer");
  for (const paragraph of brochureDisclaimer())
    w.paragraph(
      paragraph,
      style(fonts.text, 7.8, colour.stone, { lineHeight: 11 }),
      MARGIN,
      CONTENT_WIDTH,
      5,
    );

  w.footers();
  return doc.save({ useObjectStreams: false });
}

/** The files the brochure is made from: rebuild when any of them changes. */
function brochureInputs(): string[] {
  const lib = path.join(root, "lib");
  return [
    ...readdirSync(path.join(lib, "content"), { recursive: true, encoding: "utf8" })
      .filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts"))
      .map((file) => path.join(lib, "content", file)),
    ...["brand.ts", "legal.ts", "rera.ts", "qr.ts"].map((file) => path.join(lib, file)),
    __filename,
    path.join(__dirname, "lib", "asset-utils.ts"),
    // Rewritten only when an image's source changes (e.g. a real render dropped into art/).
    ...(existsSync(manifestPath) ? [manifestPath] : []),
    ...Object.values(artImages()).map(sourceFor),
  ];
}

export async function generateBrochure(): Promise<boolean> {
  if (isUpToDate(brochurePath, brochureInputs())) return false;
  mkdirSync(path.dirname(brochurePath), { recursive: true });
  writeFileSync(brochurePath, await buildBrochure());
  return true;
}

if (process.argv[1] && path.basename(process.argv[1]).startsWith("generate-brochure")) {
  generateBrochure()
    .then((written) =>
      console.log(`brochure: ${written ? "written" : "up to date"} (${brochure.fileName})`),
    )
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
