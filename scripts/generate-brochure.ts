/**
 * Builds public/<brochure.fileName> from lib/content/ and lib/legal.ts with pdf-lib, so the
 * brochure never disagrees with the site. Images come from the same art/ sources, and the text is
 * set in the site's own typefaces, embedded and subset (scripts/lib/brochure-layout.ts).
 */
import { existsSync, mkdirSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import fontkit from "@pdf-lib/fontkit";
import type { PDFImage } from "pdf-lib";
import { PDFDocument } from "pdf-lib";
import type { SiteImage } from "../lib/content/images";
import { galleryImages, heroImages, locationImages } from "../lib/content/images";
import { brochure, contact, project, rera } from "../lib/content/project";
import { aboutSection } from "../lib/content/sections/about";
import { amenities, amenitiesSection } from "../lib/content/sections/amenities";
import { highways, highwaysSection } from "../lib/content/sections/highways";
import { locationSection } from "../lib/content/sections/location";
import { whyInvestSection } from "../lib/content/sections/why-invest";
import { emiDefaults, emiReference, emiSection } from "../lib/content/emi";
import * as prices from "../lib/content/prices";
import { siteVisit } from "../lib/content/site-visit";
import { calculateEmi } from "../lib/emi";
import { formatLakhCrore, formatRupees } from "../lib/format-inr";
import { disclaimer } from "../lib/legal";
import { qrShape } from "../lib/qr";
import { reraPanel } from "../lib/rera";
import { isUpToDate } from "./lib/asset-utils";
import type { Style } from "./lib/brochure-layout";
import { A4, FOOTER_Y, MARGIN, SMALL, WIDTH, Writer, st } from "./lib/brochure-layout";
import { manifestPath, renderSource, sourceFor } from "./generate-images";

const root = path.resolve(__dirname, "..");
const brochurePath = path.join(root, "public", brochure.fileName);
const COVER_ART = 470;

/** The RERA panel the site shows at the top of every page, drawn top right on the cover. */
function reraCard(w: Writer) {
  const [qrSize, pad, textWidth] = [84, 10, 178];
  const [label, value] = [st("text", 8.5, "stone"), st("strong", 9, "ink")];
  const groups: [string, ...string[]][] = [
    [reraPanel.projectLabel, rera.projectId],
    [reraPanel.agentLabel, rera.partnerId],
    [reraPanel.accountLabel, ...reraPanel.accountLines],
    [reraPanel.websiteLabel, reraPanel.websiteText],
  ];
  const lines = groups.flatMap(([term, ...detail]) => [
    ...w.lines(term, textWidth, label).map((text) => ({ text, style: label })),
    ...detail.flatMap((d) => w.lines(d, textWidth, value).map((text) => ({ text, style: value }))),
    null,
  ]);
  const width = textWidth + qrSize + pad * 3;
  const height = Math.max(qrSize, lines.length * 11 - 8) + pad * 2;
  const [x, top] = [A4.width - 24 - width, A4.height - 24];
  w.rect(x, top - height, width, height, "white");
  w.rect(x, top - height, 3, height, "brass");
  let y = top - pad - 8.5;
  for (const line of lines) {
    if (line) w.text(line.text, x + pad, y, line.style);
    y -= line ? 11 : 4;
  }
  // The QR code's modules as filled squares, quiet zone included, on the card's white.
  const qr = qrShape(rera.qrPayload);
  const unit = qrSize / qr.extent;
  for (const run of qr.runs) {
    const runX = x + width - pad - qrSize + run.x * unit;
    w.rect(runX, top - pad - (run.y + 1) * unit, run.width * unit, unit, "black");
  }
}

function cover(w: Writer, art: PDFImage) {
  w.newPage("ink");
  const artY = A4.height - COVER_ART;
  w.page.drawImage(art, { x: 0, y: artY, width: A4.width, height: COVER_ART });
  // A soft fade from the picture into the ink panel: stacked translucent bands sharing one edge.
  for (let i = 1; i <= 30; i++) w.rect(0, artY - 1, A4.width, i * 4 + 1, "ink", { opacity: 0.11 });
  reraCard(w);
  const y = artY - 30;
  w.rect(MARGIN, y + 10, 40, 2, "brass");
  const place = st("strong", 10, "brass300", { tracking: 2.4 });
  w.text(project.locationLine.toUpperCase(), MARGIN, y - 10, place);
  w.text(project.name, MARGIN - 2, y - 64, st("display", 48, "ivory"));
  const tagline = st("text", 13, "ivory200", { lead: 19 });
  const factsY = w.block(project.tagline, MARGIN, y - 92, WIDTH - 60, tagline) - 15;
  const facts = [
    ["Price range", project.price.label],
    ["Completion", project.completion.label],
    [`${rera.authorityShortName} registration`, rera.projectId],
  ] as const;
  const [label, value] = [
    st("text", 7.5, "brass300", { tracking: 1.4 }),
    st("strong", 13.5, "ivory"),
  ];
  facts.forEach(([term, detail], i) => {
    const x = MARGIN + (i * WIDTH) / facts.length;
    w.rect(x - 0.5, factsY - 34, 1, 60, "brass");
    w.text(term.toUpperCase(), x + 12, factsY + 12, label);
    w.text(detail, x + 12, factsY - 12, value);
  });
  const partner = `${contact.partnerName} · Authorised channel partner · ${contact.phoneDisplay}`;
  w.text(partner, MARGIN, FOOTER_Y + 6, st("text", 8.5, "ivory200"));
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

type Art = Record<keyof ReturnType<typeof artImages>, PDFImage>;

/** Pages two to six, each a short run of layout blocks. */
const pages: ((w: Writer, art: Art) => void)[] = [
  (w) => {
    w.eyebrow("About the project");
    w.heading(aboutSection.heading);
    for (const paragraph of aboutSection.paragraphs) w.paragraph(paragraph);
    w.eyebrow("Why invest");
    w.heading(whyInvestSection.heading, 18);
    w.paragraph(whyInvestSection.intro);
    w.cards(whyInvestSection.units, 96, true);
  },
  (w, art) => {
    w.picture(art.lobby, 210, true);
    w.eyebrow(amenitiesSection.eyebrow);
    w.heading("Everything a neighbourhood centre needs, under one roof", 20);
    w.cards(amenities, 92);
  },
  (w) => {
    const { columns, ...section } = prices.pricesSection;
    w.eyebrow(section.eyebrow);
    w.heading(section.heading);
    w.paragraph(section.intro);
    const priceColumns: [string, number, Style][] = [
      [columns.unit, 200, st("display", 12.5, "ink")],
      [columns.area, 150, st("text", 10.5, "ink")],
      [columns.price, WIDTH - 350, st("strong", 13, "ink")],
    ];
    w.table(
      priceColumns,
      prices.unitPrices.map((u) => [
        u.name,
        prices.formatCarpetRange(u.carpetSqFt),
        prices.formatPriceFrom(u),
      ]),
      10,
    );
    w.paragraph(prices.priceBasis.area, SMALL, 4);
    w.paragraph(prices.priceBasis.includes, SMALL, 22);
    w.eyebrow(emiSection.eyebrow);
    w.heading(emiSection.heading, 18);
    w.paragraph(emiSection.referenceCaption);
    const emi = emiSection.referenceColumns;
    const [bold, plain] = [st("strong", 10.5, "ink"), st("text", 10.5, "ink")];
    w.table(
      [
        [emi.price, 150, bold],
        [emi.principal, 150, plain],
        [emi.monthly, WIDTH - 300, bold],
      ],
      emiReference.map(({ price, principal }) => [
        formatLakhCrore(price),
        formatLakhCrore(principal),
        formatRupees(calculateEmi({ ...emiDefaults, principal }).monthly),
      ]),
    );
  },
  (w, art) => {
    w.eyebrow(highwaysSection.eyebrow);
    w.heading(highwaysSection.heading);
    w.paragraph(highwaysSection.intro);
    w.picture(art.connectivity, diagramHeight());
    const figure = st("text", 9.5, "ink");
    w.table(
      [
        ["Highway", 132, st("display", 10.5, "ink")],
        ["Distance", 60, figure],
        ["Drive", 54, figure],
        ["What it connects", WIDTH - 246, SMALL],
      ],
      highways.map((h) => [h.name, `${h.km} km`, `${h.minutes} min`, h.description]),
      26,
    );
    w.eyebrow(locationSection.heading);
    w.bullets(locationSection.points);
  },
  (w) => {
    w.eyebrow("Price, registration and contact");
    w.heading("The facts to verify before you book");
    w.facts([
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
    ]);
    w.callout(siteVisit.formHeading, `Call ${contact.phoneDisplay} · ${contact.partnerName}`);
    w.eyebrow("Disclaimer");
    const fine = st("text", 7.8, "stone", { lead: 11 });
    for (const paragraph of brochureDisclaimer()) w.paragraph(paragraph, fine, 5);
  },
];

/** A JPEG of an art source, cover-cropped to the box it fills in the PDF (2 px per point). */
async function embedArt(doc: PDFDocument, image: SiteImage, widthPt: number, heightPt: number) {
  const [width, height] = [Math.round(widthPt * 2), Math.round(heightPt * 2)];
  const sourceWidth = Math.max(width, Math.round((height * image.width) / image.height));
  const jpeg = await renderSource(image, sourceWidth)
    .resize(width, height, { fit: "cover", position: "centre" })
    .jpeg({ quality: 80, mozjpeg: true })
    .toBuffer();
  return doc.embedJpg(jpeg);
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

const diagramHeight = () => {
  const { connectivity } = artImages();
  return (WIDTH * connectivity.height) / connectivity.width;
};

async function buildBrochure(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  doc.setTitle(`${project.name} Brochure`);
  doc.setAuthor(contact.partnerName);
  doc.setSubject(
    `${project.name}, ${project.locationLine}. ${rera.authorityShortName} registration ${rera.projectId}.`,
  );
  doc.setKeywords([project.name, rera.projectId, project.locationLine, project.kind]);
  doc.setCreator(`${project.name} website build`);
  doc.setLanguage("en-IN");
  const w = await Writer.create(doc);
  const images = artImages();
  const art: Art = {
    hero: await embedArt(doc, images.hero, A4.width, COVER_ART),
    lobby: await embedArt(doc, images.lobby, A4.width, 210),
    connectivity: await embedArt(doc, images.connectivity, WIDTH, diagramHeight()),
  };
  cover(w, art.hero);
  for (const page of pages) {
    w.newPage();
    page(w, art);
  }
  w.footers(`${project.name} · ${project.locationLine}`);
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
    ...["asset-utils.ts", "brochure-layout.ts"].map((file) => path.join(__dirname, "lib", file)),
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
