/**
 * The English words of /nri, "Buying from abroad". Each rule is checked against the source named
 * under it and in docs/nri.md; the Hindi words (lib/i18n/hi/sections/nri.ts) have this shape.
 */
import { enProject } from "../project";

const RBI_PROPERTY =
  "RBI Master Direction on acquisition and transfer of immovable property under FEMA";

export const nriPage = {
  title: "Buying from abroad",
  description:
    `How NRIs and OCI cardholders buy a shop, office or studio at ${enProject.name}: who may buy, how to pay ` +
    "from NRE, NRO or FCNR(B) accounts, repatriation, power of attorney, home loans and tax.",
  eyebrow: "For NRIs and OCI cardholders",
  heading: "Buying from abroad",
  intro:
    `Living in Dubai, London or Singapore and looking at ${enProject.name}? Indian rules let you buy ` +
    "without coming home: here is what they say, how the money moves, and how to see the site on a video call.",
  facts: [
    { label: "Who may buy", value: "NRIs and OCIs" },
    { label: "Pay from", value: "NRE · NRO · FCNR(B)" },
    { label: "RBI permission", value: "Not needed" },
  ],
  visitCta: "Book a visit or video call",
  askCta: "Ask an NRI question",
  guide: {
    eyebrow: "The rules, in plain words",
    heading: "Six things to know before you buy",
    intro:
      "Foreign-exchange rules decide who may buy, how you pay and what you can take back out. " +
      "Each point below names its source.",
    sourceLabel: "Source:",
    items: [
      {
        title: "Who may buy",
        body:
          "A non-resident Indian (an Indian citizen living abroad) or an Overseas Citizen of India cardholder may buy " +
          "residential and commercial property in India, such as a shop, an office or a studio apartment, " +
          "with no permission from the RBI.",
        points: [
          "Not agricultural land, a plantation or a farmhouse",
          "OCI cardholders are on a par with NRIs",
        ],
        source: `${RBI_PROPERTY}; RBI press release, 29 December 2021`,
      },
      {
        title: "How to pay",
        body: "Every payment goes through Indian banking channels, to the project's collection account.",
        points: [
          "An inward remittance from your bank abroad",
          "Or a transfer from your NRE, NRO or FCNR(B) account in India",
          "Never foreign-currency cash or traveller's cheques",
        ],
        source: RBI_PROPERTY,
      },
      {
        title: "Taking money back out",
        body:
          "When you sell, you may send abroad up to what you paid in foreign exchange: by inward remittance " +
          "or from your NRE or FCNR(B) account.",
        points: [
          "For homes, for up to two residential properties",
          "Money paid in rupees goes to your NRO account; up to USD 1 million a financial year may go abroad from it",
        ],
        source: `${RBI_PROPERTY}; RBI circular on NRO remittances, 18 February 2014`,
      },
      {
        title: "A power of attorney for registration",
        body: "Someone you trust in India can sign and register the sale papers for you, holding your power of attorney.",
        points: [
          "Sign it before a notary where you live or at the Indian embassy or consulate",
          "Once in India, it must be stamped within three months",
        ],
        source: "Registration Act, 1908, sections 32 and 33; Indian Stamp Act, 1899, section 18",
      },
      {
        title: "NRI home loans",
        body:
          "Indian banks and housing finance companies lend to NRIs and OCIs in rupees to buy a home in India, " +
          "such as a studio apartment. Shops and offices are financed on the lender's own terms.",
        points: [
          "EMIs are paid from abroad, from your NRE, FCNR(B) or NRO account, or from the rent",
          "A close relative in India may pay them from their own account",
        ],
        source:
          "FEMA (Borrowing and Lending) Regulations, 2018; RBI A.P. (DIR Series) Circular No. 93, 25 May 2004",
      },
      {
        title: "Tax: what to ask a CA",
        body: "Tax depends on where you live and on the tax treaty with India. Before you book, ask a chartered accountant:",
        points: [
          "Which tax is deducted at source on your payments, and who files it",
          "How rent from the unit is taxed, and whether you file an Indian return",
          "Capital gains and the tax a buyer deducts when you sell",
          "Relief under the tax treaty with your country of residence",
        ],
        source: "Income-tax Act, 2025, in force from 1 April 2026",
      },
    ],
    note:
      "General information, checked against the sources named, not legal or tax advice. Rules change: " +
      "confirm with your bank, a lawyer and a chartered accountant before you pay.",
  },
} as const;
