/** One floor plan on one A4 page, in the brochure's faces and colours, with the RERA details. */
import {
  Document,
  Font,
  Image as PdfImage,
  Page,
  Text,
  View,
  renderToBuffer,
} from "@react-pdf/renderer";
import type { Styles } from "@react-pdf/renderer";
import { roomSize, type PlanLayout } from "../../lib/buyer/floor-plan-layout";
import { rera } from "../../lib/content/project";
import { reraPanel as reraFacts } from "../../lib/legal/rera";
import { brandColors as brand } from "../../lib/ui/brand";
import { floorPlanPdf as copy } from "../../lib/i18n/en/floor-plan-pdf";
import { enFloorPlans } from "../../lib/i18n/en/floor-plans";
import { reraPanel } from "../../lib/i18n/en/pages";
import { project } from "../../lib/i18n/english";

export type PlanFont = { family: string; fontWeight: number; src: string };
export type PlanSheet = {
  unitName: string;
  area: string;
  layout: PlanLayout;
  /** The plan as a PNG, and whether it is the drawn, indicative one. */
  image: { data: Buffer; width: number; height: number };
  indicative: boolean;
};

const [ink, brass, brass700, ivory, ivory200, stone] = [
  brand.ink[900],
  brand.brass[500],
  brand.brass[700],
  brand.ivory.DEFAULT,
  brand.ivory[200],
  brand.stone[600],
];
const face = (family: string, fontWeight: number) => (fontSize: number, color: string) => ({
  fontFamily: [family, `${family} Ext`],
  fontWeight,
  fontSize,
  color,
});
const [serif, sans, bold] = [
  face("Playfair Display", 600),
  face("Manrope", 400),
  face("Manrope", 700),
];

const s = {
  page: { backgroundColor: ivory, padding: "40 48 56" },
  eyebrow: { ...bold(8.5, brass700), letterSpacing: 1.6 },
  title: { ...serif(26, ink), marginTop: 6 },
  sub: { ...sans(10.5, stone), marginTop: 4 },
  body: { marginTop: 16 },
  figure: {
    width: 380,
    alignSelf: "center",
    border: `1 solid ${ivory200}`,
    backgroundColor: "white",
    position: "relative",
  },
  chip: {
    ...bold(7.5, ivory),
    backgroundColor: ink,
    padding: "3 7",
    position: "absolute",
    top: 8,
    left: 8,
  },
  side: { marginTop: 16 },
  rows: { flexDirection: "row", flexWrap: "wrap", justifyContent: "space-between" },
  label: { ...bold(7.5, brass700), letterSpacing: 1.2, marginBottom: 6, marginTop: 14 },
  row: {
    width: "48%",
    flexDirection: "row",
    borderBottom: `0.5 solid ${ivory200}`,
    padding: "6 0",
  },
  term: { ...sans(9.5, stone), flex: 1 },
  value: { ...bold(9.5, ink) },
  fine: { ...sans(8, stone), lineHeight: 1.45, marginTop: 14 },
  rera: {
    position: "absolute",
    left: 48,
    right: 48,
    bottom: 26,
    borderTop: `0.5 solid ${brass}`,
    paddingTop: 8,
  },
  reraLine: { ...sans(7.8, stone), lineHeight: 1.45 },
} satisfies Styles;

function Row({ term, value }: { term: string; value: string }) {
  return (
    <View style={s.row}>
      <Text style={s.term}>{term}</Text>
      <Text style={s.value}>{value}</Text>
    </View>
  );
}

function Sheet({ sheet }: { sheet: PlanSheet }) {
  const { layout, image } = sheet;
  const height = (s.figure.width * image.height) / image.width;
  return (
    <Page size="A4" style={s.page}>
      <Text style={s.eyebrow}>{`${project.name} · ${copy.title}`.toUpperCase()}</Text>
      <Text style={s.title}>{sheet.unitName}</Text>
      <Text style={s.sub}>{`${copy.carpet}: ${sheet.area}`}</Text>
      <View style={s.body}>
        <View style={{ ...s.figure, height }}>
          <PdfImage
            src={{ data: image.data, format: "png" }}
            style={{ width: s.figure.width, height }}
          />
          {sheet.indicative ? <Text style={s.chip}>{enFloorPlans.indicative}</Text> : null}
        </View>
        <View style={s.side}>
          <Text style={{ ...s.label, marginTop: 0 }}>{copy.roomSizes.toUpperCase()}</Text>
          <View style={s.rows}>
            <Row term={copy.frontage} value={roomSize(layout, copy.feet)} />
            {layout.rooms.map((room) => (
              <Row
                key={`${room.key}-${room.x}-${room.y}`}
                term={enFloorPlans.rooms[room.key]}
                value={roomSize(room, copy.feet)}
              />
            ))}
          </View>
          <Text style={s.fine}>{copy.disclaimer}</Text>
        </View>
      </View>
      <View style={s.rera}>
        <Text
          style={s.reraLine}
        >{`${reraPanel.projectLabel}: ${rera.projectId} · ${reraPanel.agentLabel}: ${rera.partnerId}`}</Text>
        <Text style={s.reraLine}>{`${reraPanel.websiteLabel} ${reraFacts.websiteText}`}</Text>
      </View>
    </Page>
  );
}

export async function renderFloorPlan(
  sheet: PlanSheet,
  fonts: readonly PlanFont[],
): Promise<Buffer> {
  for (const { family, fontWeight, src } of fonts) Font.register({ family, fontWeight, src });
  Font.registerHyphenationCallback((word) => [word]);
  return renderToBuffer(
    <Document title={`${project.name} · ${copy.title} · ${sheet.unitName}`} author={project.name}>
      <Sheet sheet={sheet} />
    </Document>,
  );
}
