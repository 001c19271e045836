/** The brochure's pages, laid out by @react-pdf/renderer in the site's faces and colours. */
import type { ReactNode } from "react";
import type { Styles } from "@react-pdf/renderer";
import { Document, Font, Page, Path, Svg, Text, View, renderToBuffer } from "@react-pdf/renderer";
import { Image as PdfImage } from "@react-pdf/renderer";
import { brandColors as brand } from "../../lib/ui/brand";
import { emiSection } from "../../lib/i18n/en/ui";
import { priceBasis, pricesSection } from "../../lib/i18n/en/sections/buying";
import {
  brochureDisclaimer,
  brochurePdf as copy,
  brochureTables as tables,
} from "../../lib/i18n/en/brochure-pdf";
import { rera } from "../../lib/content/project";
import { aboutSection } from "../../lib/i18n/en/sections/project";
import { amenities, project } from "../../lib/i18n/english";
import { amenitiesSection } from "../../lib/i18n/en/sections/project";
import { highwaysSection } from "../../lib/i18n/en/sections/buying";
import { locationSection } from "../../lib/i18n/en/sections/buying";
import { whyInvestSection } from "../../lib/i18n/en/sections/project";
import { siteVisit } from "../../lib/i18n/en/sections/buying";
import { qrShape } from "../../lib/legal/qr";
import { reraPanel as reraFacts } from "../../lib/legal/rera";
import { reraPanel } from "../../lib/i18n/en/pages";

type Style = Styles[string];
type Art = { data: Buffer; format: "jpg"; width: number; height: number };
export type BrochureArt = Record<"hero" | "lobby" | "connectivity", Art>;
export type BrochureFont = { family: string; fontWeight: number; src: string };

const { ink: inks, brass: brasses, ivory: ivories, stone: stones } = brand;
const [ink, brass, brass300, brass700] = [inks[900], brasses[500], brasses[300], brasses[700]];
const [ivory, ivory200, stone] = [ivories.DEFAULT, ivories[200], stones[600]];

/** The site's faces, each falling back to its latin-ext cut for "₹". */
const face = (family: string, fontWeight: number) => (fontSize: number, color: string) =>
  ({ fontFamily: [family, `${family} Ext`], fontWeight, fontSize, color }) satisfies Style;
const serif = face("Playfair Display", 600);
const sans = face("Manrope", 400);
const bold = face("Manrope", 700);
const row = { flexDirection: "row" } as const;
const edge = (color: string, width = 3) => ({ borderLeft: `${width} solid ${color}` });
const small = { ...sans(8.6, stone), lineHeight: 1.4 };

const s = {
  page: { backgroundColor: ivory, padding: "46 56 60" },
  footer: { ...row, ...sans(8, stone), position: "absolute", left: 56, right: 56, bottom: 28 },
  footerRule: { borderTop: `0.5 solid ${brass}`, paddingTop: 7 },
  heading: { marginTop: 10, marginBottom: 8 },
  dash: { width: 28, height: 1.6, backgroundColor: brass, marginBottom: 6 },
  eyebrow: { ...bold(8.5, brass700), letterSpacing: 1.6 },
  body: { ...sans(10, stone), lineHeight: 1.5, marginBottom: 10 },
  basis: { ...small, marginBottom: 4 },
  fine: { ...small, fontSize: 7.8, lineHeight: 11 / 7.8, marginBottom: 5 },
  cards: { ...row, flexWrap: "wrap", justifyContent: "space-between" },
  card: { ...row, width: "48.7%", marginBottom: 10, minHeight: 92, padding: "13 14 12 11" },
  lightCard: { backgroundColor: "white", border: `1 solid ${ivory200}`, ...edge(brass) },
  darkCard: { backgroundColor: ink, padding: 14, minHeight: 96 },
  number: { ...bold(15, brass), width: 30 },
  table: { borderBottom: `1 solid ${brass}`, marginBottom: 12 },
  th: { ...bold(7.5, brass300), letterSpacing: 1 },
  thead: { ...row, backgroundColor: ink, padding: "7.5 0" },
  tr: { ...row, padding: "8 0" },
  td: { lineHeight: 1.35, paddingHorizontal: 8, position: "relative" },
  rera: { ...row, ...edge(brass), position: "absolute", top: 24, right: 24, padding: "9 10 7" },
  reraLabel: { ...sans(8.5, stone), lineHeight: 11 / 8.5 },
  reraValue: { ...bold(9, ink), lineHeight: 11 / 9 },
  band: { position: "absolute", left: 0, right: 0, backgroundColor: ink, opacity: 0.11 },
  place: { ...bold(10, brass300), letterSpacing: 2.4 },
  name: { ...serif(48, ivory), lineHeight: 1.1, margin: "2 0 10 -2" },
  tagline: { ...sans(13, ivory200), lineHeight: 19 / 13, width: 423 },
  coverFact: { flex: 1, height: 60, ...edge(brass, 1), padding: "9 12" },
  coverLabel: { ...sans(7.5, brass300), letterSpacing: 1.4 },
  coverValue: { ...bold(13.5, ivory), marginTop: 12 },
  partner: { ...sans(8.5, ivory200), position: "absolute", left: 56, bottom: 34 },
  fact: { ...row, borderBottom: `0.5 solid ${ivory200}`, padding: "8 0 7" },
  factLabel: { ...sans(7.5, brass700), letterSpacing: 1, width: 200, paddingTop: 3 },
  factValue: { ...bold(10.5, ink), lineHeight: 15 / 10.5, flex: 1 },
  bullet: { width: 5, height: 5, backgroundColor: brass, margin: "4 9 2 0" },
  point: { ...sans(10, stone), lineHeight: 1.4, marginBottom: 2, flex: 1 },
  callout: { backgroundColor: ink, padding: "15 18", margin: "16 0 16" },
  calloutText: { ...sans(10, brass300), marginTop: 6 },
} satisfies Styles;

/** A run of text; self-closing, so a list of them maps one to a line. */
function P({ text, style = s.body }: { text: string; style?: Style }) {
  return <Text style={style}>{text}</Text>;
}

const paragraphs = (list: readonly string[], style?: Style) =>
  list.map((text) => <P key={text} text={text} style={style} />);

/** A page after the cover, with a footer: a brass rule, the project, the page number. */
function Sheet({ children }: { children: ReactNode }) {
  return (
    <Page size="A4" style={s.page}>
      {children}
      <View fixed style={{ ...s.footer, ...s.footerRule }}>
        <P text={copy.footer} style={{ flex: 1 }} />
        <Text render={({ pageNumber, totalPages }) => copy.pageOf(pageNumber, totalPages)} />
      </View>
    </Page>
  );
}

/** A brass dash, an eyebrow and a heading, kept with the start of what follows them. */
function Heading({ eyebrow, text, size = 22 }: { eyebrow: string; text?: string; size?: number }) {
  return (
    <View wrap={false} minPresenceAhead={70} style={s.heading}>
      <View style={s.dash} />
      <P text={eyebrow.toUpperCase()} style={s.eyebrow} />
      {text && <P text={text} style={{ ...serif(size, ink), lineHeight: 1.22, marginTop: 8 }} />}
    </View>
  );
}

type Card = ({ title: string } | { name: string }) & { description: string };

/** Two columns of cards: light ones are numbered with a brass edge, dark ones sit on ink. */
function Cards({ items, dark = false }: { items: readonly Card[]; dark?: boolean }) {
  const title = { ...serif(dark ? 13 : 11.5, dark ? brass300 : ink), lineHeight: 1.2 };
  const description = { ...small, color: dark ? ivory200 : stone, marginTop: 5 };
  return (
    <View style={s.cards}>
      {items.map((item, i) => (
        <View key={i} wrap={false} style={{ ...s.card, ...(dark ? s.darkCard : s.lightCard) }}>
          {!dark && <P text={`${i + 1}`.padStart(2, "0")} style={s.number} />}
          <View style={{ flex: 1 }}>
            <P text={"title" in item ? item.title : item.name} style={title} />
            <P text={item.description} style={description} />
          </View>
        </View>
      ))}
    </View>
  );
}

type TableProps = {
  titles: readonly string[];
  widths: number[];
  styles: Style[];
  rows: string[][];
};

/** A table under an ink header row, rows alternately on white; the last column takes the rest. */
function Table({ titles, widths, styles, rows }: TableProps) {
  const width = (c: number) => (widths[c] ? { width: widths[c] } : { flex: 1 });
  const size = (style?: Style) => Number(style?.fontSize ?? 0);
  // Smaller type sits lower, so that the first lines of a row share a baseline.
  const drop = (c: number) => (Math.max(...styles.map(size)) - size(styles[c])) * 0.9;
  const stripe = (i: number) =>
    i ? { ...s.tr, backgroundColor: i % 2 ? "white" : ivory } : s.thead;
  return (
    <View style={s.table}>
      {[titles.map((title) => title.toUpperCase()), ...rows].map((cells, i) => (
        <View key={i} wrap={false} minPresenceAhead={i ? 0 : 40} style={stripe(i)}>
          {cells.map((text, c) => (
            <P
              key={c}
              text={text}
              style={{ ...s.td, ...(i ? { ...styles[c], top: drop(c) } : s.th), ...width(c) }}
            />
          ))}
        </View>
      ))}
    </View>
  );
}

/** The RERA panel the site shows on every page, its QR code with the quiet zone around it. */
function ReraCard() {
  const qr = qrShape(rera.qrPayload);
  const groups = [
    [reraPanel.projectLabel, rera.projectId],
    [reraPanel.agentLabel, rera.partnerId],
    [reraPanel.accountLabel, ...reraFacts.accountLines],
    [reraPanel.websiteLabel, reraFacts.websiteText],
  ];
  return (
    <View style={{ ...s.rera, backgroundColor: "white" }}>
      <View style={{ width: 178, marginRight: 10 }}>
        {groups.map(([term = "", ...detail]) => (
          <View key={term} style={{ marginBottom: 4 }}>
            <P text={term} style={s.reraLabel} />
            {paragraphs(detail, s.reraValue)}
          </View>
        ))}
      </View>
      <Svg viewBox={`0 0 ${qr.extent} ${qr.extent}`} style={{ width: 84, height: 84 }}>
        <Path d={qr.path} stroke="black" strokeWidth={1} fill="none" />
      </Svg>
    </View>
  );
}

function Cover({ art }: { art: Art }) {
  return (
    <Page size="A4" style={{ backgroundColor: ink, padding: "0 56" }}>
      <PdfImage src={art} style={{ ...art, position: "absolute", top: 0, left: 0 }} />
      {/* A soft fade into the ink panel: translucent bands stacked on one edge. */}
      {Array.from({ length: 30 }, (_, i) => (
        <View key={i} style={{ ...s.band, top: art.height - i * 4, height: i * 4 + 1 }} />
      ))}
      <ReraCard />
      <View style={{ ...s.dash, width: 40, height: 2, margin: `${art.height + 18} 0 12` }} />
      <P text={project.locationLine.toUpperCase()} style={s.place} />
      <P text={project.name} style={s.name} />
      <P text={project.tagline} style={s.tagline} />
      <View style={{ ...row, marginTop: 6 }}>
        {copy.coverFacts.map(([term, detail]) => (
          <View key={term} style={s.coverFact}>
            <P text={term.toUpperCase()} style={s.coverLabel} />
            <P text={detail} style={s.coverValue} />
          </View>
        ))}
      </View>
      <P text={copy.partnerLine} style={s.partner} />
    </Page>
  );
}

function Brochure({ art }: { art: BrochureArt }) {
  const [figure, cell, strong] = [sans(9.5, ink), sans(10.5, ink), bold(10.5, ink)];
  return (
    <Document {...copy.document}>
      <Cover art={art.hero} />
      <Sheet>
        <Heading eyebrow={copy.aboutEyebrow} text={aboutSection.heading} />
        {paragraphs(aboutSection.paragraphs)}
        <Heading eyebrow={copy.whyInvestEyebrow} size={18} text={whyInvestSection.heading} />
        <P text={whyInvestSection.intro} />
        <Cards items={whyInvestSection.units} dark />
      </Sheet>
      <Sheet>
        <View style={{ borderBottom: `4 solid ${brass}`, margin: "-46 -56 26" }}>
          <PdfImage src={art.lobby} style={{ width: art.lobby.width, height: art.lobby.height }} />
        </View>
        <Heading eyebrow={amenitiesSection.eyebrow} size={20} text={copy.amenitiesHeading} />
        <Cards items={amenities} />
      </Sheet>
      <Sheet>
        <Heading eyebrow={pricesSection.eyebrow} text={pricesSection.heading} />
        <P text={pricesSection.intro} />
        <Table
          {...tables.prices}
          widths={[200, 150]}
          styles={[serif(12.5, ink), cell, bold(13, ink)]}
        />
        {paragraphs([priceBasis.area, priceBasis.includes], s.basis)}
        <Heading eyebrow={emiSection.eyebrow} size={18} text={emiSection.heading} />
        <P text={emiSection.referenceCaption} />
        <Table {...tables.emi} widths={[150, 150]} styles={[strong, cell, strong]} />
      </Sheet>
      <Sheet>
        <Heading eyebrow={highwaysSection.eyebrow} text={highwaysSection.heading} />
        <P text={highwaysSection.intro} />
        <PdfImage src={art.connectivity} style={{ ...art.connectivity, marginBottom: 14 }} />
        <Table
          {...tables.highways}
          widths={[132, 60, 54]}
          styles={[serif(10.5, ink), figure, figure, small]}
        />
        <View wrap={false}>
          <Heading eyebrow={locationSection.heading} />
          {locationSection.points.map((point) => (
            <View key={point} style={row}>
              <View style={s.bullet} />
              <P text={point} style={s.point} />
            </View>
          ))}
        </View>
      </Sheet>
      <Sheet>
        <Heading eyebrow={copy.factsEyebrow} text={copy.factsHeading} />
        {copy.facts.map(([term, detail]) => (
          <View key={term} wrap={false} style={s.fact}>
            <P text={term.toUpperCase()} style={s.factLabel} />
            <P text={detail} style={s.factValue} />
          </View>
        ))}
        <View wrap={false} style={s.callout}>
          <P text={siteVisit.formHeading} style={serif(15, ivory)} />
          <P text={copy.callLine} style={s.calloutText} />
        </View>
        <Heading eyebrow={copy.disclaimerEyebrow} />
        {paragraphs(brochureDisclaimer(), s.fine)}
      </Sheet>
    </Document>
  );
}

type Input = { fonts: BrochureFont[]; art: BrochureArt };

export async function renderBrochure({ fonts, art }: Input): Promise<Buffer> {
  for (const { family, fontWeight, src } of fonts) Font.register({ family, fontWeight, src });
  // Whole words only, as on the site: no hyphens added at line ends.
  Font.registerHyphenationCallback((word) => [word]);
  return renderToBuffer(<Brochure art={art} />);
}
