import { contact, rera } from "../../content/project";
import type { LegalPageWords } from "../../legal/legal-page";
import { privacyNoticePaths } from "../../seo/paths";
import { hiLanguage } from "../hi/language";
import { enProject } from "./project";

/** The /disclaimer page: every point of requirements: Disclaimer, then what the lead forms do with personal data. */
export const disclaimer: LegalPageWords = {
  title: "Disclaimer",
  description:
    "Legal disclaimer for the Nirala Gateway website: information only, indicative images, RERA details, your data and governing law.",
  labels: { eyebrow: "Legal", contents: "On this page" },
  intro:
    `This disclaimer applies to every page of the ${enProject.name} website (the "Website"), ` +
    `operated by ${contact.partnerName}, an authorised channel partner registered with ` +
    `${rera.authorityName} under registration number ${rera.partnerId}. By using the Website ` +
    `you accept the terms below.`,
  sections: [
    {
      id: "information-only",
      heading: "Information only, not an offer",
      paragraphs: [
        `The Website is provided for general information about ${enProject.name}, ` +
          `${enProject.locationLine}. Nothing on it constitutes an offer, an invitation to ` +
          `offer, a solicitation, a commitment or a contract of any kind for the sale of any ` +
          `unit, and no content on it shall be construed as such.`,
        "Any allotment or sale is governed solely by the application form, the allotment " +
          "letter and the agreement for sale executed between the buyer and the developer, " +
          "together with the approved plans and the particulars registered with the regulatory " +
          "authority.",
      ],
    },
    {
      id: "images",
      heading: "Images are indicative",
      paragraphs: [
        "All images, renderings, illustrations, maps, floor plans, furniture layouts and " +
          "specifications shown on the Website are artistic impressions for representation " +
          "only. They are indicative and do not depict the actual building, its finishes, " +
          "fittings, landscaping or surroundings, and they do not form part of any offer or " +
          "agreement.",
      ],
    },
    {
      id: "changes",
      heading: "Details may change without notice",
      paragraphs: [
        "Prices, payment plans, offers, availability, areas, specifications, amenities, " +
          "distances, travel times and timelines stated on the Website are subject to change " +
          "without prior notice, at the discretion of the developer or as required by the " +
          "competent authorities.",
        `The completion date shown (${enProject.completion}) is the date registered with the ` +
          `regulatory authority and is subject to the terms of the agreement for sale. ` +
          `Distances and drive times to roads and landmarks are approximate and depend on ` +
          `traffic.`,
      ],
    },
    {
      id: "rera",
      heading: "RERA",
      paragraphs: [
        `The project is registered with ${rera.authorityName} under registration number ` +
          `${rera.projectId}. Particulars of the project registered with the authority are ` +
          `available at ${rera.authorityUrl}.`,
        "While care has been taken in preparing the Website, its content may not fully " +
          "reflect or comply with the Real Estate (Regulation and Development) Act, 2016, the " +
          "rules made under it, or the particulars registered with the authority at every " +
          "point in time. Where there is any difference, the registered particulars and the " +
          "agreement for sale prevail.",
      ],
    },
    {
      id: "verify",
      heading: "Verify before you decide",
      paragraphs: [
        "Prospective buyers are advised to verify all details, including the approved plans, " +
          "specifications, prices, payment schedules, registration status and title, with the " +
          "sales team and from the authority's records, and to obtain independent legal and " +
          "financial advice before making any booking or payment.",
      ],
    },
    {
      id: "liability",
      heading: "No liability",
      paragraphs: [
        `To the fullest extent permitted by law, ${contact.partnerName}, the developer and ` +
          `their officers, employees and associates disclaim all liability for any loss or ` +
          `damage, direct or indirect, arising from the use of the Website or reliance on any ` +
          `information on it, including any error, omission or inaccuracy.`,
      ],
    },
    {
      id: "external-links",
      heading: "External links",
      paragraphs: [
        "The Website may link to external websites, such as maps, messaging services and the " +
          "regulator's website, for convenience. Such links do not constitute an endorsement, " +
          "and we are not responsible for the content, availability or privacy practices of " +
          "those websites.",
      ],
    },
    {
      id: "your-data",
      heading: "Your data",
      paragraphs: [
        "What the enquiry, brochure and contact forms collect, why, who receives it, how " +
          "long it is kept and how to withdraw your consent or ask for your details to be " +
          "corrected or erased are set out in our privacy notice, in English and in Hindi.",
      ],
      links: [
        { href: privacyNoticePaths["en-IN"], label: "Privacy notice" },
        {
          href: privacyNoticePaths["hi-IN"],
          label: hiLanguage.privacyNotice,
          hrefLang: "hi",
          lang: "hi",
        },
      ],
    },
    {
      id: "law",
      heading: "Governing law and jurisdiction",
      paragraphs: [
        "This disclaimer and any dispute arising from the use of the Website are governed by " +
          "the laws of India. The courts at Gautam Buddh Nagar (Noida), Uttar Pradesh, shall " +
          "have exclusive jurisdiction.",
      ],
    },
  ],
};
