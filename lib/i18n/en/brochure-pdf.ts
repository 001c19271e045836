/** The brochure PDF's own words; its sections reuse the site's copy (scripts/brochure/). */
import { formatLakhCrore, formatRupees } from "../../buyer/format-inr";
import { emiReference } from "../../content/emi";
import { formatCarpetRange, formatPriceFrom, unitPrices } from "../../content/prices";
import { contact, project, rera } from "../../content/project";
import { highways } from "../../content/sections/highways";
import { reraPanel as reraFacts } from "../../legal/rera";
import { htmlLang } from "../lang";
import { disclaimer } from "./disclaimer";
import { reraPanel } from "./pages";
import { highwaysSection, pricesSection } from "./sections/buying";
import { emiSection } from "./ui";

const { kmUnit, minutesUnit } = highwaysSection;
const [prices, emi] = [pricesSection.columns, emiSection.referenceColumns];

/** The brochure's three tables, worded and figured as the site's sections show them. */
export const brochureTables = {
  prices: {
    titles: [prices.unit, prices.area, prices.price],
    rows: unitPrices.map((u) => [u.name, formatCarpetRange(u.carpetSqFt), formatPriceFrom(u)]),
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
    rows: highways.map((h) => [
      h.name,
      `${h.km} ${kmUnit}`,
      `${h.minutes} ${minutesUnit}`,
      h.description,
    ]),
  },
};

export const brochurePdf = {
  /** The PDF's document properties, as a reader's "Properties" dialog and search engines show them. */
  document: {
    title: `${project.name} Brochure`,
    author: contact.partnerName,
    subject: `${project.name}, ${project.locationLine}. ${rera.authorityShortName} registration ${rera.projectId}.`,
    keywords: [project.name, rera.projectId, project.locationLine, project.kind].join(" "),
    creator: `${project.name} website build`,
    language: htmlLang.en,
  },
  footer: `${project.name} · ${project.locationLine}`,
  pageOf: (page: number, total: number) => `Page ${page} of ${total}`,
  partnerLine: `${contact.partnerName} · Authorised channel partner · ${contact.phoneDisplay}`,
  coverFacts: [
    ["Price range", project.price.label],
    ["Completion", project.completion.label],
    [`${rera.authorityShortName} registration`, rera.projectId],
  ],
  aboutEyebrow: "About the project",
  whyInvestEyebrow: "Why invest",
  amenitiesHeading: "Everything a neighbourhood centre needs, under one roof",
  factsEyebrow: "Price, registration and contact",
  factsHeading: "The facts to verify before you book",
  facts: [
    ["Price range", project.price.label],
    ["Completion", `${project.completion.label} (as registered)`],
    ["Location", `${project.locationLine}, ${project.region} ${project.postalCode}`],
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
