/**
 * Builds public/<brochure.fileName> from lib/content/ and lib/legal.ts with pdf-lib, so the
 * brochure never disagrees with the site. Images come from the same art/ sources as the site.
 */
import { existsSync, mkdirSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Color, PDFFont, PDFImage, PDFPage } from "pdf-lib";
import { PDFDocument, StandardFonts, rgb, setCharacterSpacing } from "pdf-lib";
import type { SiteImage } from "../lib/content/images";
import { galleryImages, heroImages, locationImages } from "../lib/content/images";
import { brochure, contact, project, rera } from "../lib/content/project";
import { aboutSection } from "../lib/content/sections/about";
import { amenities } from "../lib/content/sections/amenities";
import { atAGlance } from "../lib/content/sections/at-a-glance";
import { highways, highwaysSection } from "../lib/content/sections/highways";
import { locationSection } from "../lib/content/sections/location";
import { whyInvestSection } from "../lib/content/sections/why-invest";
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

const hex = (value: string): Color =>
  rgb(
    parseInt(value.slice(1, 3), 16) / 255,
    parseInt(value.slice(3, 5), 16) / 255,
    parseInt(value.slice(5, 7), 16) / 255,
  );
/** Brand colours from tailwind.config.ts. */
const colour = {
  ink: hex(brandColors.ink[900]),
  ink800: hex(brandColors.ink[800]),
  ink600: hex(brandColors.ink[600]),
  brass: hex(brandColors.brass[500]),
  brass300: hex(brandColors.brass[300]),
  brass700: hex(brandColors.brass[700]),
  ivory: hex(brandColors.ivory.DEFAULT),
  ivory200: hex(brandColors.ivory[200]),
  stone: hex(brandColors.stone[600]),
  white: rgb(1, 1, 1),
};

/** The disclaimer sections the brochure carries, reworded from "the Website" to this brochure. */
const BROCHURE_DISCLAIMER_SECTIONS = ["information-only", "images", "changes", "rera", "verify"];

export function brochureDisclaimer(): string[] {
  return disclaimer.sections
    .filter((section) => BROCHURE_DISCLAIMER_SECTIONS.includes(section.id))
    .map((section) => section.paragraphs[0] ?? "")
    .map((paragraph) =>
      paragraph
        .replace(/\bon the Website\b/g, "in this brochure")
        .replace(/\bThe Website\b/g, "This brochure")
        .replace(/\bthe Website\b/g, "this brochure"),
    );
}

type Fonts = { serif: PDFFont; serifBold: PDFFont; sans: PDFFont; sansBold: PDFFont };
type TextStyle = {
  font: PDFFont;
  size: number;
  color: Color;
  lineHeight?: number;
  tracking?: number;
};

/** A page writer with a cursor that flows text top-down and starts a new page when full. */
class BrochureWriter {
  page!: PDFPage;
  y = 0;
  constructor(
    readonly doc: PDFDocument,
    readonly fonts: Fonts,
    private readonly canEncode: (codePoint: number) => boolean,
  ) {}

  safe(text: string): string {
    return toPdfText(text, this.canEncode);
  }

  newPage(background = colour.ivory): PDFPage {
    this.page = this.doc.addPage([A4.width, A4.height]);
    this.page.drawRectangle({ x: 0, y: 0, width: A4.width, height: A4.height, color: background });
    this.y = A4.height - MARGIN;
    return this.page;
  }

  /** Starts a fresh page when fewer than `space` points remain above the footer. */
  ensure(space: number) {
    if (this.y - space < FOOTER_Y + 30) this.newPage();
  }

  text(text: string, x: number, y: number, style: TextStyle) {
    const { font, size, color, tracking = 0 } = style;
    if (tracking) this.page.pushOperators(setCharacterSpacing(tracking));
    this.page.drawText(this.safe(text), { x, y, font, size, color });
    if (tracking) this.page.pushOperators(setCharacterSpacing(0));
  }

  lines(text: string, width: number, style: TextStyle): string[] {
    return wrapText(this.safe(text), width, (line) =>
      style.font.widthOfTextAtSize(line, style.size),
    );
  }

  /** Wrapped text at x, flowing down from the cursor; returns the height used. */
  paragraph(text: string, style: TextStyle, x = MARGIN, width = CONTENT_WIDTH, gapAfter = 10) {
    const lineHeight = style.lineHeight ?? style.size * 1.45;
    for (const line of this.lines(text, width, style)) {
      this.ensure(lineHeight);
      this.y -= lineHeight;
      this.text(line, x, this.y + (lineHeight - style.size) / 2, style);
    }
    this.y -= gapAfter;
  }

  eyebrow(text: string, x = MARGIN) {
    this.y -= 12;
    this.text(text.toUpperCase(), x, this.y, {
      font: this.fonts.sansBold,
      size: 8.5,
      color: colour.brass700,
      tracking: 1.6,
    });
    this.page.drawRectangle({ x, y: this.y + 14, width: 28, height: 1.6, color: colour.brass });
    this.y -= 8;
  }

  heading(text: string, size = 24) {
    this.paragraph(
      text,
      { font: this.fonts.serifBold, size, color: colour.ink, lineHeight: size * 1.2 },
      MARGIN,
      CONTENT_WIDTH,
      12,
    );
  }

  /** A full-width picture band at the top of a content page. */
  banner(image: PDFImage, height: number) {
    this.page.drawImage(image, { x: 0, y: A4.height - height, width: A4.width, height });
    this.page.drawRectangle({
      x: 0,
      y: A4.height - height - 4,
      width: A4.width,
      height: 4,
      color: colour.brass,
    });
    this.y = A4.height - height - 4 - 32;
  }

  footers() {
    const pages = this.doc.getPages();
    pages.forEach((page, index) => {
      if (index === 0) return;
      const label = this.safe(`${project.name} · ${project.locationLine}`);
      const number = `Page ${index + 1} of ${pages.length}`;
      page.drawLine({
        start: { x: MARGIN, y: FOOTER_Y + 14 },
        end: { x: A4.width - MARGIN, y: FOOTER_Y + 14 },
        thickness: 0.5,
        color: colour.brass,
      });
      page.drawText(label, {
        x: MARGIN,
        y: FOOTER_Y,
        size: 8,
        font: this.fonts.sans,
        color: colour.stone,
      });
      const width = this.fonts.sans.widthOfTextAtSize(number, 8);
      page.drawText(number, {
        x: A4.width - MARGIN - width,
        y: FOOTER_Y,
        size: 8,
        font: this.fonts.sans,
        color: colour.stone,
      });
    });
  }
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
  const { sans, sansBold } = w.fonts;
  const qr = qrShape(rera.qrPayload);
  const qrSize = 84;
  const pad = 10;
  const textWidth = 178;
  const groups: [string, readonly string[]][] = [
    [reraPanel.projectLabel, [rera.projectId]],
    [reraPanel.agentLabel, [rera.partnerId]],
    [reraPanel.accountLabel, reraPanel.accountLines],
    [reraPanel.websiteLabel, [reraPanel.websiteText]],
  ];
  const label: TextStyle = { font: sans, size: 8.5, color: colour.stone };
  const value: TextStyle = { font: sansBold, size: 9, color: colour.ink };
  const laidOut = groups.map(([term, detail]) => ({
    term: w.lines(term, textWidth, label),
    detail: detail.flatMap((part) => w.lines(part, textWidth, value)),
  }));
  const lineHeight = 11;
  const textHeight = laidOut.reduce(
    (sum, group) => sum + (group.term.length + group.detail.length) * lineHeight + 4,
    -4,
  );
  const height = Math.max(qrSize, textHeight) + pad * 2;
  const width = textWidth + qrSize + pad * 3;
  const x = A4.width - 24 - width;
  const top = A4.height - 24;
  w.page.drawRectangle({ x, y: top - height, width, height, color: colour.white });
  w.page.drawRectangle({ x, y: top - height, width: 3, height, color: colour.brass });

  let y = top - pad - 8.5;
  for (const group of laidOut) {
    for (const line of group.term) {
      w.text(line, x + pad, y, label);
      y -= lineHeight;
    }
    for (const line of group.detail) {
      w.text(line, x + pad, y, value);
      y -= lineHeight;
    }
    y -= 4;
  }

  // The QR code's modules as filled squares, quiet zone included, on the card's white.
  const unit = qrSize / qr.extent;
  const qrX = x + width - pad - qrSize;
  const qrTop = top - pad;
  for (const run of qr.runs) {
    w.page.drawRectangle({
      x: qrX + run.x * unit,
      y: qrTop - (run.y + 1) * unit,
      width: run.width * unit,
      height: unit,
      color: rgb(0, 0, 0),
    });
  }
}

function required<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`Brochure: ${what} is missing from lib/content/`);
  return value;
}

export async function buildBrochure(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const fonts: Fonts = {
    serif: await doc.embedFont(StandardFonts.TimesRoman),
    serifBold: await doc.embedFont(StandardFonts.TimesRomanBold),
    sans: await doc.embedFont(StandardFonts.Helvetica),
    sansBold: await doc.embedFont(StandardFonts.HelveticaBold),
  };
  const charset = new Set(fonts.sans.getCharacterSet());
  const w = new BrochureWriter(doc, fonts, (codePoint) => charset.has(codePoint));
  const body: TextStyle = { font: fonts.sans, size: 10, color: colour.stone, lineHeight: 15 };

  doc.setTitle(`${project.name} Brochure`);
  doc.setAuthor(contact.partnerName);
  doc.setSubject(
    `${project.name}, ${project.locationLine}. ${rera.authorityShortName} registration ${rera.projectId}.`,
  );
  doc.setKeywords([project.name, rera.projectId, project.locationLine, project.kind]);
  doc.setCreator(`${project.name} website build`);
  doc.setLanguage("en-IN");

  const heroImage = required(heroImages[0], "the first hero image");
  const lobbyImage = required(
    galleryImages.find((i) => i.name.includes("lobby")),
    "the lobby image",
  );
  const connectivityImage = required(locationImages[1], "the connectivity image");

  // ── Cover ──────────────────────────────────────────────────────────────────
  const cover = w.newPage(colour.ink);
  const artHeight = 470;
  cover.drawImage(await embedArt(doc, heroImage, A4.width, artHeight), {
    x: 0,
    y: A4.height - artHeight,
    width: A4.width,
    height: artHeight,
  });
  // A soft fade from the picture into the ink panel: stacked translucent bands sharing one
  // bottom edge, so no seams show between them.
  for (let i = 1; i <= 30; i++) {
    cover.drawRectangle({
      x: 0,
      y: A4.height - artHeight - 1,
      width: A4.width,
      height: i * 4 + 1,
      color: colour.ink,
      opacity: 0.11,
    });
  }
  drawReraPanel(w);
  let y = A4.height - artHeight - 30;
  w.page.drawRectangle({ x: MARGIN, y: y + 10, width: 40, height: 2, color: colour.brass });
  w.text(project.locationLine.toUpperCase(), MARGIN, y - 10, {
    font: fonts.sansBold,
    size: 10,
    color: colour.brass300,
    tracking: 2.4,
  });
  w.text(project.name, MARGIN - 2, y - 64, {
    font: fonts.serifBold,
    size: 48,
    color: colour.ivory,
  });
  y -= 92;
  for (const line of w.lines(project.tagline, CONTENT_WIDTH - 60, {
    font: fonts.sans,
    size: 13,
    color: colour.ivory,
  })) {
    w.text(line, MARGIN, y, { font: fonts.sans, size: 13, color: colour.ivory200 });
    y -= 19;
  }
  // Three key facts in a row.
  const facts = [
    { label: "Price range", value: project.price.label },
    { label: "Completion", value: project.completion.label },
    { label: `${rera.authorityShortName} registration`, value: rera.projectId },
  ];
  const factWidth = CONTENT_WIDTH / facts.length;
  y -= 34;
  facts.forEach((fact, i) => {
    const x = MARGIN + i * factWidth;
    cover.drawLine({
      start: { x, y: y + 26 },
      end: { x, y: y - 34 },
      thickness: 1,
      color: colour.brass,
    });
    w.text(fact.label.toUpperCase(), x + 12, y + 12, {
      font: fonts.sans,
      size: 7.5,
      color: colour.brass300,
      tracking: 1.4,
    });
    w.text(fact.value, x + 12, y - 12, { font: fonts.serifBold, size: 14.5, color: colour.ivory });
  });
  w.text(
    `${contact.partnerName} · Authorised channel partner · ${contact.phoneDisplay}`,
    MARGIN,
    FOOTER_Y + 6,
    { font: fonts.sans, size: 8.5, color: colour.ivory200 },
  );

  // ── About, highlights and the unit mix ─────────────────────────────────────
  w.newPage();
  w.eyebrow("About the project");
  w.heading(aboutSection.heading, 22);
  for (const paragraph of aboutSection.paragraphs) w.paragraph(paragraph, body);
  w.y -= 6;
  w.eyebrow("At a glance");
  const cardW = (CONTENT_WIDTH - 12) / 2;
  atAGlance.forEach((fact, i) => {
    const x = MARGIN + (i % 2) * (cardW + 12);
    const top = w.y - Math.floor(i / 2) * 56;
    w.page.drawRectangle({
      x,
      y: top - 48,
      width: cardW,
      height: 48,
      color: colour.white,
      borderColor: colour.ivory200,
      borderWidth: 1,
    });
    w.page.drawRectangle({ x, y: top - 48, width: 3, height: 48, color: colour.brass });
    w.text(fact.label.toUpperCase(), x + 14, top - 18, {
      font: fonts.sans,
      size: 7.5,
      color: colour.brass700,
      tracking: 1.2,
    });
    w.text(fact.value, x + 14, top - 38, { font: fonts.serifBold, size: 14, color: colour.ink });
  });
  w.y -= Math.ceil(atAGlance.length / 2) * 56 + 14;
  w.eyebrow("Why invest");
  w.heading(whyInvestSection.heading, 18);
  w.paragraph(whyInvestSection.intro, body);
  const unitHeight = 96;
  w.ensure(unitHeight * 2 + 12);
  const unitTop = w.y;
  whyInvestSection.units.forEach((unit, i) => {
    const x = MARGIN + (i % 2) * (cardW + 12);
    const top = unitTop - Math.floor(i / 2) * (unitHeight + 10);
    w.page.drawRectangle({
      x,
      y: top - unitHeight,
      width: cardW,
      height: unitHeight,
      color: colour.ink,
    });
    w.text(unit.title, x + 14, top - 24, {
      font: fonts.serifBold,
      size: 13,
      color: colour.brass300,
    });
    let ly = top - 42;
    for (const line of w.lines(unit.description, cardW - 28, {
      font: fonts.sans,
      size: 8.6,
      color: colour.ivory,
    })) {
      w.text(line, x + 14, ly, { font: fonts.sans, size: 8.6, color: colour.ivory200 });
      ly -= 12;
    }
  });

  // ── Amenities ──────────────────────────────────────────────────────────────
  w.newPage();
  w.banner(await embedArt(doc, lobbyImage, A4.width, 210), 210);
  w.eyebrow("Amenities");
  w.heading("Everything a neighbourhood centre needs, under one roof", 20);
  const amenityHeight = 92;
  const gridTop = w.y;
  amenities.forEach((amenity, i) => {
    const x = MARGIN + (i % 2) * (cardW + 12);
    const top = gridTop - Math.floor(i / 2) * (amenityHeight + 10);
    w.page.drawRectangle({
      x,
      y: top - amenityHeight,
      width: cardW,
      height: amenityHeight,
      color: colour.white,
      borderColor: colour.ivory200,
      borderWidth: 1,
    });
    w.text(String(i + 1).padStart(2, "0"), x + 14, top - 24, {
      font: fonts.serifBold,
      size: 16,
      color: colour.brass,
    });
    let ly = top - 24;
    for (const line of w.lines(amenity.name, cardW - 58, {
      font: fonts.serifBold,
      size: 11.5,
      color: colour.ink,
    })) {
      w.text(line, x + 44, ly, { font: fonts.serifBold, size: 11.5, color: colour.ink });
      ly -= 14;
    }
    ly -= 4;
    for (const line of w.lines(amenity.description, cardW - 58, {
      font: fonts.sans,
      size: 8.6,
      color: colour.stone,
    })) {
      w.text(line, x + 44, ly, { font: fonts.sans, size: 8.6, color: colour.stone });
      ly -= 12;
    }
  });

  // ── Connectivity ───────────────────────────────────────────────────────────
  w.newPage();
  w.eyebrow("Connectivity");
  w.heading(highwaysSection.heading, 22);
  w.paragraph(highwaysSection.intro, body);
  const diagramHeight = (CONTENT_WIDTH * connectivityImage.height) / connectivityImage.width;
  w.page.drawImage(await embedArt(doc, connectivityImage, CONTENT_WIDTH, diagramHeight), {
    x: MARGIN,
    y: w.y - diagramHeight,
    width: CONTENT_WIDTH,
    height: diagramHeight,
  });
  w.y -= diagramHeight + 18;
  // Table: highway, distance, drive time, what it connects.
  const columns = [
    { title: "Highway", x: 0, width: 128 },
    { title: "Distance", x: 132, width: 56 },
    { title: "Drive", x: 192, width: 50 },
    { title: "What it connects", x: 246, width: CONTENT_WIDTH - 256 },
  ];
  w.page.drawRectangle({
    x: MARGIN,
    y: w.y - 22,
    width: CONTENT_WIDTH,
    height: 22,
    color: colour.ink,
  });
  for (const column of columns)
    w.text(column.title.toUpperCase(), MARGIN + column.x + 8, w.y - 14.5, {
      font: fonts.sansBold,
      size: 7.5,
      color: colour.brass300,
      tracking: 1,
    });
  w.y -= 22;
  highways.forEach((highway, i) => {
    const description = w.lines(highway.description, (columns[3]?.width ?? 200) - 8, {
      font: fonts.sans,
      size: 8.8,
      color: colour.stone,
    });
    const rowHeight = Math.max(30, description.length * 12 + 14);
    if (i % 2 === 0)
      w.page.drawRectangle({
        x: MARGIN,
        y: w.y - rowHeight,
        width: CONTENT_WIDTH,
        height: rowHeight,
        color: colour.white,
      });
    const baseline = w.y - 18;
    w.text(highway.name, MARGIN + 8, baseline, {
      font: fonts.serifBold,
      size: 10.5,
      color: colour.ink,
    });
    w.text(`${highway.km} km`, MARGIN + 140, baseline, {
      font: fonts.sans,
      size: 9.5,
      color: colour.ink,
    });
    w.text(`${highway.minutes} min`, MARGIN + 200, baseline, {
      font: fonts.sans,
      size: 9.5,
      color: colour.ink,
    });
    description.forEach((line, j) =>
      w.text(line, MARGIN + 254, baseline - j * 12, {
        font: fonts.sans,
        size: 8.8,
        color: colour.stone,
      }),
    );
    w.y -= rowHeight;
  });
  w.page.drawLine({
    start: { x: MARGIN, y: w.y },
    end: { x: A4.width - MARGIN, y: w.y },
    thickness: 1,
    color: colour.brass,
  });
  w.y -= 26;
  w.eyebrow(locationSection.heading);
  for (const point of locationSection.points) {
    w.ensure(16);
    w.page.drawRectangle({ x: MARGIN, y: w.y - 11, width: 5, height: 5, color: colour.brass });
    w.paragraph(point, { ...body, lineHeight: 14 }, MARGIN + 14, CONTENT_WIDTH - 14, 2);
  }

  // ── Price, registration, contact and the disclaimer ────────────────────────
  w.newPage();
  w.eyebrow("Price, registration and contact");
  w.heading("The facts to verify before you book", 22);
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
  for (const [label, value] of rows) {
    const valueLines = w.lines(value, CONTENT_WIDTH - 200, {
      font: fonts.serifBold,
      size: 11.5,
      color: colour.ink,
    });
    const rowHeight = Math.max(28, valueLines.length * 15 + 13);
    w.ensure(rowHeight);
    w.text(label.toUpperCase(), MARGIN, w.y - 17, {
      font: fonts.sans,
      size: 7.5,
      color: colour.brass700,
      tracking: 1,
    });
    valueLines.forEach((line, j) =>
      w.text(line, MARGIN + 200, w.y - 18 - j * 15, {
        font: fonts.serifBold,
        size: 11.5,
        color: colour.ink,
      }),
    );
    w.y -= rowHeight;
    w.page.drawLine({
      start: { x: MARGIN, y: w.y },
      end: { x: A4.width - MARGIN, y: w.y },
      thickness: 0.5,
      color: colour.ivory200,
    });
  }
  w.y -= 16;
  const ctaHeight = 64;
  w.page.drawRectangle({
    x: MARGIN,
    y: w.y - ctaHeight,
    width: CONTENT_WIDTH,
    height: ctaHeight,
    color: colour.ink,
  });
  w.text("Book a site visit or a call back", MARGIN + 18, w.y - 26, {
    font: fonts.serifBold,
    size: 15,
    color: colour.ivory,
  });
  w.text(`Call ${contact.phoneDisplay} · ${contact.partnerName}`, MARGIN + 18, w.y - 46, {
    font: fonts.sans,
    size: 10,
    color: colour.brass300,
  });
  w.y -= ctaHeight + 26;
  w.eyebrow("Disclaimer");
  for (const paragraph of brochureDisclaimer())
    w.paragraph(
      paragraph,
      { font: fonts.sans, size: 7.8, color: colour.stone, lineHeight: 11 },
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
  const art = [
    heroImages[0],
    galleryImages.find((i) => i.name.includes("lobby")),
    locationImages[1],
  ]
    .filter((image): image is SiteImage => image !== undefined)
    .map(sourceFor);
  return [
    ...readdirSync(path.join(lib, "content"), { recursive: true, encoding: "utf8" })
      .filter((file) => file.endsWith(".ts"))
      .map((file) => path.join(lib, "content", file)),
    path.join(lib, "legal.ts"),
    path.join(lib, "rera.ts"),
    path.join(lib, "qr.ts"),
    __filename,
    path.join(__dirname, "lib", "asset-utils.ts"),
    // Rewritten only when an image's source changes (e.g. a real render dropped into art/).
    ...(existsSync(manifestPath) ? [manifestPath] : []),
    ...art,
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
