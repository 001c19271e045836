/** The brochure PDF's own words; its sections reuse the site's copy (scripts/brochure/). */
import { formatLakhCrore, formatRupees } from "../../buyer/format-inr";
import { emiReference } from "../../content/emi";
import { formatCarpetRange, unitPrices } from "../../content/prices";
import { contact, project, rera } from "../../content/project";
import { highways } from "../../content/sections/highways";
import { reraPanel as reraFacts } from "../../legal/rera";
import { htmlLang } from "../lang";
import { disclaimer } from "./disclaimer";
import { reraPanel } from "./pages";
import { enPriceRange } from "./price-range";
import { enProject, enProjectDetails } from "./project";
import { highwaysSection, pricesSection } from "./sections/buying";
import { emiSection } from "./ui";

const { kmUnit, minutesUnit } = highwaysSection;
const [prices, emi] = [pricesSection.columns, emiSection.referenceColumns];

/** The brochure's three tables, worded and figured as the site's sections show them. */
export const brochureTables = {
  prices: {
    titles: [prices.unit, prices.area, prices.price],
    rows: unitPrices.map((u, i) => [
      pricesSection.unitNames[i] ?? "",
      formatCarpetRange(u.carpetSqFt, pricesSection.sqFt),
      formatLakhCrore(u.priceFrom),
    ]),
  },
  emi: {
    titles: [emi.price, emi.principal, emi.monthly],
    rows: emiReference.map((r) => [
      formatLakhCrore(r.price),
      formatLakhCrore(r.principal),
      formatRupees(r.monthly),
    ]),
  },
  highways: {
    titles: ["Highway", "Distance", "Drive", "What it connects"],
    rows: highways.map((h, i) => [
      highwaysSection.items[i]?.name ?? "",
      `${h.km} ${kmUnit}`,
      `${h.minutes} ${minutesUnit}`,
      highwaysSection.items[i]?.description ?? "",
    ]),
  },
};

export const brochurePdf = {
  /** The PDF's document properties, as a reader's "Properties" dialog and search engines show them. */
  document: {
    title: `${enProject.name} Brochure`,
    author: contact.partnerName,
    subject: `${enProject.name}, ${enProject.locationLine}. ${rera.authorityShortName} registration ${rera.projectId}.`,
    keywords: [enProject.name, rera.projectId, enProject.locationLine, enProjectDetails.kind].join(
      " ",
    ),
    creator: `${enProject.name} website build`,
    language: htmlLang.en,
  },
  footer: `${enProject.name} · ${enProject.locationLine}`,
  pageOf: (page: number, total: number) => `Page ${page} of ${total}`,
  partnerLine: `${contact.partnerName} · Authorised channel partner · ${contact.phoneDisplay}`,
  coverFacts: [
    ["Price range", enPriceRange],
    ["Completion", enProject.completion],
    [`${rera.authorityShortName} registration`, rera.projectId],
  ],
  aboutEyebrow: "About the project",
  whyInvestEyebrow: "Why invest",
  amenitiesHeading: "Everything a neighbourhood centre needs, under one roof",
  factsEyebrow: "Price, registration and contact",
  factsHeading: "The facts to verify before you book",
  facts: [
    ["Price range", enPriceRange],
    ["Completion", `${enProject.completion} (as registered)`],
    ["Location", `${enProject.locationLine}, ${enProject.region} ${project.postalCode}`],
    [`${rera.authorityShortName} project registration`, rera.projectId],
    ["Regulatory authority", rera.authorityName],
    ["Authority website", rera.authorityUrl],
    ["Authorised channel partner", contact.partnerName],
    [`Partner ${rera.authorityShortName} registration`, rera.partnerId],
    [reraPanel.accountLabel, reraFacts.account],
    ["Phone and WhatsApp", contact.phoneDisplay],
  ],
  callLine: `Call ${contact.phoneDisplay} · ${contact.partnerName}`,
  disclaimerEyebrow: "Disclaimer",
} as const;

/** The disclaimer sections the brochure carries, reworded from "the Website" to this brochure. */
const DISCLAIMER_SECTIONS = ["information-only", "images", "changes", "rera", "verify"];

export function brochureDisclaimer(): string[] {
  return disclaimer.sections
    .filter((section) => DISCLAIMER_SECTIONS.includes(section.id))
    .map((section) =>
      (section.paragraphs[0] ?? "")
        .replace(/\bon the Website\b/g, "in this brochure")
        .replace(/\bThe Website\b/g, "This brochure")
        .replace(/\bthe Website\b/g, "this brochure"),
    );
}
