/** The brochure's pages, laid out by @react-pdf/renderer in the site's faces and colours. */
import type { ReactNode } from "react";
import type { Style } from "@react-pdf/types";
import { Document, Font, Page, Path, Svg, Text, View, renderToBuffer } from "@react-pdf/renderer";
import { Image as PdfImage } from "@react-pdf/renderer";
import { brandColors as brand } from "../../lib/brand";
import { emiDefaults, emiReference, emiSection } from "../../lib/content/emi";
import * as prices from "../../lib/content/prices";
import { contact, project, rera } from "../../lib/content/project";
import { aboutSection } from "../../lib/content/sections/about";
import { amenities, amenitiesSection } from "../../lib/content/sections/amenities";
import { highways, highwaysSection } from "../../lib/content/sections/highways";
import { locationSection } from "../../lib/content/sections/location";
import { whyInvestSection } from "../../lib/content/sections/why-invest";
import { siteVisit } from "../../lib/content/site-visit";
import { calculateEmi } from "../../lib/emi";
import { formatLakhCrore, formatRupees } from "../../lib/format-inr";
import { qrShape } from "../../lib/qr";
import { reraPanel } from "../../lib/rera";

export type BrochureFont = { family: string; fontWeight: number; src: string };
type Art = { data: Buffer; format: "jpg"; width: number; height: number };
export type BrochureArt = Record<"hero" | "lobby" | "connectivity", Art>;

const { ink: inks, brass: brasses, ivory: ivories, stone: stones } = brand;
const [ink, brass, brass300, brass700] = [inks[900], brasses[500], brasses[300], brasses[700]];
const [ivory, ivory200, stone] = [ivories.DEFAULT, ivories[200], stones[600]];

/** The site's faces, each falling back to its latin-ext cut for "₹". */
const face = (family: string, fontWeight: number) => (fontSize: number, color: string) =>
  ({ fontFamily: [family, `${family} Ext`], fontWeight, fontSize, color }) satisfies Style;
const display = face("Playfair Display", 600);
const text = face("Manrope", 400);
const bold = face("Manrope", 700);
const row = { flexDirection: "row" } as const;
const rule = (color: string, width = 0.5) => ({ borderBottom: `${width} solid ${color}` });
const edge = (color: string, width = 3) => ({ borderLeft: `${width} solid ${color}` });
const small = { ...text(8.6, stone), lineHeight: 1.4 };

const s = {
  page: { backgroundColor: ivory, padding: "46 56 60" },
  footer: { ...row, ...text(8, stone), position: "absolute", left: 56, right: 56, bottom: 28 },
  footerRule: { borderTop: `0.5 solid ${brass}`, paddingTop: 7 },
  heading: { marginTop: 10, marginBottom: 8 },
  dash: { width: 28, height: 1.6, backgroundColor: brass, marginBottom: 6 },
  eyebrow: { ...bold(8.5, brass700), letterSpacing: 1.6 },
  body: { ...text(10, stone), lineHeight: 1.5, marginBottom: 10 },
  small: { ...small, marginBottom: 4 },
  fine: { ...small, fontSize: 7.8, lineHeight: 11 / 7.8, marginBottom: 5 },
  cards: { ...row, flexWrap: "wrap", justifyContent: "space-between" },
  card: { ...row, width: "48.7%", marginBottom: 10, minHeight: 92, padding: "13 14 12 11" },
  lightCard: { backgroundColor: "white", border: `1 solid ${ivory200}`, ...edge(brass) },
  darkCard: { backgroundColor: ink, padding: 14, minHeight: 96 },
  number: { ...bold(15, brass), width: 30 },
  table: { ...rule(brass, 1), marginBottom: 12 },
  tableHead: { ...row, backgroundColor: ink, paddingVertical: 7.5 },
  th: { ...bold(7.5, brass300), letterSpacing: 1 },
  tr: { ...row, paddingVertical: 8 },
  rera: { ...row, ...edge(brass), position: "absolute", top: 24, right: 24, padding: "9 10 7" },
  reraLabel: { ...text(8.5, stone), lineHeight: 11 / 8.5 },
  reraValue: { ...bold(9, ink), lineHeight: 11 / 9 },
  band: { position: "absolute", left: 0, right: 0, backgroundColor: ink, opacity: 0.11 },
  place: { ...bold(10, brass300), letterSpacing: 2.4 },
  name: { ...display(48, ivory), margin: "12 0 8 -2" },
  tagline: { ...text(13, brass), color: ivory200, lineHeight: 19 / 13, width: 423 },
  coverFact: { flex: 1, height: 60, ...edge(brass, 1), padding: "9 12" },
  coverLabel: { ...text(7.5, brass300), letterSpacing: 1.4 },
  coverValue: { ...bold(13.5, ivory), marginTop: 12 },
  partner: { ...text(8.5, ivory200), position: "absolute", left: 56, bottom: 34 },
  fact: { ...row, ...rule(ivory200), padding: "8 0 7" },
  factLabel: { ...text(7.5, brass700), letterSpacing: 1, width: 200, paddingTop: 3 },
  factValue: { ...bold(10.5, ink), lineHeight: 15 / 10.5, flex: 1 },
  bullet: { width: 5, height: 5, backgroundColor: brass, margin: "4 9 2 0" },
  callout: { backgroundColor: ink, padding: "15 18", margin: "16 0 16" },
} satisfies Record<string, Style>;

/** A page after the cover, with a footer: a brass rule, the project, the page number. */
function Sheet({ children }: { children: ReactNode }) {
  return (
    <Page size="A4" style={s.page}>
      {children}
      <View fixed style={{ ...s.footer, ...s.footerRule }}>
        <Text style={{ flex: 1 }}>{`${project.name} · ${project.locationLine}`}</Text>
        <Text render={({ pageNumber, totalPages }) => `Page ${pageNumber} of ${totalPages}`} />
      </View>
    </Page>
  );
}

type HeadingProps = { eyebrow: string; children?: string; size?: number };

/** A brass dash, an eyebrow and a heading, kept with the start of what follows them. */
function Heading({ eyebrow, children, size = 22 }: HeadingProps) {
  return (
    <View wrap={false} minPresenceAhead={70} style={s.heading}>
      <View style={s.dash} />
      <Text style={s.eyebrow}>{eyebrow.toUpperCase()}</Text>
      {children && (
        <Text style={{ ...display(size, ink), lineHeight: 1.22, marginTop: 8 }}>{children}</Text>
      )}
    </View>
  );
}

/** One Text per paragraph. */
const paragraphs = (list: readonly string[], style: Style = s.body) =>
  list.map((paragraph) => (
    <Text key={paragraph} style={style}>
      {paragraph}
    </Text>
  ));

type Card = ({ title: string } | { name: string }) & { description: string };

/** Two columns of cards: light ones are numbered with a brass edge, dark ones sit on ink. */
function Cards({ items, dark = false }: { items: readonly Card[]; dark?: boolean }) {
  const title = { ...display(dark ? 13 : 11.5, dark ? brass300 : ink), lineHeight: 1.2 };
  const description = { ...small, color: dark ? ivory200 : stone, marginTop: 5 };
  return (
    <View style={s.cards}>
      {items.map((item, i) => (
        <View key={i} wrap={false} style={{ ...s.card, ...(dark ? s.darkCard : s.lightCard) }}>
          {!dark && <Text style={s.number}>{`${i + 1}`.padStart(2, "0")}</Text>}
          <View style={{ flex: 1 }}>
            <Text style={title}>{"title" in item ? item.title : item.name}</Text>
            <Text style={description}>{item.description}</Text>
          </View>
        </View>
      ))}
    </View>
  );
}

/** A column's title, its width (0: what is left) and its cells' style. */
type Column = [title: string, width: number, style: Style];

/** A table under an ink header row, its rows alternately on white. */
function Table({ columns, rows }: { columns: Column[]; rows: string[][] }) {
  const width = (c: number) => (columns[c]![1] ? { width: columns[c]![1] } : { flex: 1 });
  const cell = (c: number, style: Style) => ({
    lineHeight: 1.35,
    ...style,
    ...width(c),
    paddingHorizontal: 8,
  });
  return (
    <View style={s.table}>
      <View wrap={false} minPresenceAhead={40} style={s.tableHead}>
        {columns.map(([title], c) => (
          <Text key={c} style={cell(c, s.th)}>
            {title.toUpperCase()}
          </Text>
        ))}
      </View>
      {rows.map((cells, i) => (
        <View key={i} wrap={false} style={{ ...s.tr, backgroundColor: i % 2 ? ivory : "white" }}>
          {columns.map(([, , style], c) => (
            <Text key={c} style={cell(c, style)}>
              {cells[c]}
            </Text>
          ))}
        </View>
      ))}
    </View>
  );
}

/** The RERA panel the site shows at the top of every page, with its QR code (quiet zone included). */
function ReraCard() {
  const qr = qrShape(rera.qrPayload);
  const groups = [
    [reraPanel.projectLabel, rera.projectId],
    [reraPanel.agentLabel, rera.partnerId],
    [reraPanel.accountLabel, ...reraPanel.accountLines],
    [reraPanel.websiteLabel, reraPanel.websiteText],
  ];
  return (
    <View style={{ ...s.rera, backgroundColor: "white" }}>
      <View style={{ width: 178, marginRight: 10 }}>
        {groups.map(([term = "", ...detail]) => (
          <View key={term} style={{ marginBottom: 4 }}>
            {paragraphs([term], s.reraLabel)}
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
  const facts = [
    ["Price range", project.price.label],
    ["Completion", project.completion.label],
    [`${rera.authorityShortName} registration`, rera.projectId],
  ];
  return (
    <Page size="A4" style={{ backgroundColor: ink, padding: "0 56" }}>
      <PdfImage src={art} style={{ ...art, position: "absolute", top: 0, left: 0 }} />
      {/* A soft fade from the picture into the ink panel: stacked translucent bands sharing one edge. */}
      {Array.from({ length: 30 }, (_, i) => (
        <View key={i} style={{ ...s.band, top: art.height - i * 4, height: i * 4 + 1 }} />
      ))}
      <ReraCard />
      <View style={{ ...s.dash, width: 40, height: 2, margin: `${art.height + 18} 0 12` }} />
      <Text style={s.place}>{project.locationLine.toUpperCase()}</Text>
      <Text style={s.name}>{project.name}</Text>
      <Text style={s.tagline}>{project.tagline}</Text>
      <View style={{ ...row, marginTop: 15 }}>
        {facts.map(([term = "", detail]) => (
          <View key={term} style={s.coverFact}>
            <Text style={s.coverLabel}>{term.toUpperCase()}</Text>
            <Text style={s.coverValue}>{detail}</Text>
          </View>
        ))}
      </View>
      <Text style={s.partner}>
        {`${contact.partnerName} · Authorised channel partner · ${contact.phoneDisplay}`}
      </Text>
    </Page>
  );
}

function Brochure({ art, disclaimer }: { art: BrochureArt; disclaimer: string[] }) {
  const { unit, area, price } = prices.pricesSection.columns;
  const emi = emiSection.referenceColumns;
  const [figure, cell] = [text(9.5, ink), text(10.5, ink)];
  const facts = [
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
  return (
    <Document
      title={`${project.name} Brochure`}
      author={contact.partnerName}
      subject={`${project.name}, ${project.locationLine}. ${rera.authorityShortName} registration ${rera.projectId}.`}
      keywords={[project.name, rera.projectId, project.locationLine, project.kind].join(" ")}
      creator={`${project.name} website build`}
      language="en-IN"
    >
      <Cover art={art.hero} />
      <Sheet>
        <Heading eyebrow="About the project">{aboutSection.heading}</Heading>
        {paragraphs(aboutSection.paragraphs)}
        <Heading eyebrow="Why invest" size={18}>
          {whyInvestSection.heading}
        </Heading>
        {paragraphs([whyInvestSection.intro])}
        <Cards items={whyInvestSection.units} dark />
      </Sheet>
      <Sheet>
        <View style={{ ...rule(brass, 4), margin: "-46 -56 26" }}>
          <PdfImage src={art.lobby} style={{ width: art.lobby.width, height: art.lobby.height }} />
        </View>
        <Heading eyebrow={amenitiesSection.eyebrow} size={20}>
          Everything a neighbourhood centre needs, under one roof
        </Heading>
        <Cards items={amenities} />
      </Sheet>
      <Sheet>
        <Heading eyebrow={prices.pricesSection.eyebrow}>{prices.pricesSection.heading}</Heading>
        {paragraphs([prices.pricesSection.intro])}
        <Table
          columns={[
            [unit, 200, display(12.5, ink)],
            [area, 150, cell],
            [price, 0, bold(13, ink)],
          ]}
          rows={prices.unitPrices.map((u) => [
            u.name,
            prices.formatCarpetRange(u.carpetSqFt),
            prices.formatPriceFrom(u),
          ])}
        />
        {paragraphs([prices.priceBasis.area, prices.priceBasis.includes], s.small)}
        <Heading eyebrow={emiSection.eyebrow} size={18}>
          {emiSection.heading}
        </Heading>
        {paragraphs([emiSection.referenceCaption])}
        <Table
          columns={[
            [emi.price, 150, bold(10.5, ink)],
            [emi.principal, 150, cell],
            [emi.monthly, 0, bold(10.5, ink)],
          ]}
          rows={emiReference.map(({ price, principal }) => [
            formatLakhCrore(price),
            formatLakhCrore(principal),
            formatRupees(calculateEmi({ ...emiDefaults, principal }).monthly),
          ])}
        />
      </Sheet>
      <Sheet>
        <Heading eyebrow={highwaysSection.eyebrow}>{highwaysSection.heading}</Heading>
        {paragraphs([highwaysSection.intro])}
        <PdfImage src={art.connectivity} style={{ ...art.connectivity, marginBottom: 14 }} />
        <Table
          columns={[
            ["Highway", 132, display(10.5, ink)],
            ["Distance", 60, figure],
            ["Drive", 54, figure],
            ["What it connects", 0, small],
          ]}
          rows={highways.map((h) => [h.name, `${h.km} km`, `${h.minutes} min`, h.description])}
        />
        <View wrap={false}>
          <Heading eyebrow={locationSection.heading} />
          {locationSection.points.map((point) => (
            <View key={point} style={row}>
              <View style={s.bullet} />
              <Text style={{ ...s.body, lineHeight: 1.4, marginBottom: 2, flex: 1 }}>{point}</Text>
            </View>
          ))}
        </View>
      </Sheet>
      <Sheet>
        <Heading eyebrow="Price, registration and contact">
          The facts to verify before you book
        </Heading>
        {facts.map(([term = "", detail]) => (
          <View key={term} wrap={false} style={s.fact}>
            <Text style={s.factLabel}>{term.toUpperCase()}</Text>
            <Text style={s.factValue}>{detail}</Text>
          </View>
        ))}
        <View wrap={false} style={s.callout}>
          <Text style={display(15, ivory)}>{siteVisit.formHeading}</Text>
          <Text style={{ ...text(10, brass300), marginTop: 6 }}>
            {`Call ${contact.phoneDisplay} · ${contact.partnerName}`}
          </Text>
        </View>
        <Heading eyebrow="Disclaimer" />
        {paragraphs(disclaimer, s.fine)}
      </Sheet>
    </Document>
  );
}

type Input = { fonts: BrochureFont[]; art: BrochureArt; disclaimer: string[] };

export async function renderBrochure({ fonts, art, disclaimer }: Input): Promise<Buffer> {
  for (const { family, fontWeight, src } of fonts) Font.register({ family, fontWeight, src });
  // Whole words only, as on the site: no hyphens added at line ends.
  Font.registerHyphenationCallback((word) => [word]);
  return renderToBuffer(<Brochure art={art} disclaimer={disclaimer} />);
}
