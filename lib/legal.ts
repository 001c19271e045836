import { contact, project, rera } from "./content";

export type LegalSection = { id: string; heading: string; paragraphs: readonly string[] };

/** The /disclaimer page: every point of requirements: Disclaimer, then what the lead forms do with personal data. */
export const disclaimer: { intro: string; sections: readonly LegalSection[] } = {
  intro: `This disclaimer applies to every page of the ${project.name} website (the "Website"), operated by ${contact.partnerName}, an authorised channel partner registered with ${rera.authorityName} under registration number ${rera.partnerId}. By using the Website you accept the terms below.`,
  sections: [
    {
      id: "information-only",
      heading: "Information only, not an offer",
      paragraphs: [
        `The Website is provided for general information about ${project.name}, ${project.locationLine}. Nothing on it constitutes an offer, an invitation to offer, a solicitation, a commitment or a contract of any kind for the sale of any unit, and no content on it shall be construed as such.`,
        "Any allotment or sale is governed solely by the application form, the allotment letter and the agreement for sale executed between the buyer and the developer, together with the approved plans and the particulars registered with the regulatory authority.",
      ],
    },
    {
      id: "images",
      heading: "Images are indicative",
      paragraphs: [
        "All images, renderings, illustrations, maps, floor plans, furniture layouts and specifications shown on the Website are artistic impressions for representation only. They are indicative and do not depict the actual building, its finishes, fittings, landscaping or surroundings, and they do not form part of any offer or agreement.",
      ],
    },
    {
      id: "changes",
      heading: "Details may change without notice",
      paragraphs: [
        "Prices, payment plans, offers, availability, areas, specifications, amenities, distances, travel times and timelines stated on the Website are subject to change without prior notice, at the discretion of the developer or as required by the competent authorities.",
        `The completion date shown (${project.completion.label}) is the date registered with the regulatory authority and is subject to the terms of the agreement for sale. Distances and drive times to roads and landmarks are approximate and depend on traffic.`,
      ],
    },
    {
      id: "rera",
      heading: "RERA",
      paragraphs: [
        `The project is registered with ${rera.authorityName} under registration number ${rera.projectId}. Particulars of the project registered with the authority are available at ${rera.authorityUrl}.`,
        "While care has been taken in preparing the Website, its content may not fully reflect or comply with the Real Estate (Regulation and Development) Act, 2016, the rules made under it, or the particulars registered with the authority at every point in time. Where there is any difference, the registered particulars and the agreement for sale prevail.",
      ],
    },
    {
      id: "verify",
      heading: "Verify before you decide",
      paragraphs: [
        "Prospective buyers are advised to verify all details, including the approved plans, specifications, prices, payment schedules, registration status and title, with the sales team and from the authority's records, and to obtain independent legal and financial advice before making any booking or payment.",
      ],
    },
    {
      id: "liability",
      heading: "No liability",
      paragraphs: [
        `To the fullest extent permitted by law, ${contact.partnerName}, the developer and their officers, employees and associates disclaim all liability for any loss or damage, direct or indirect, arising from the use of the Website or reliance on any information on it, including any error, omission or inaccuracy.`,
      ],
    },
    {
      id: "external-links",
      heading: "External links",
      paragraphs: [
        "The Website may link to external websites, such as maps, messaging services and the regulator's website, for convenience. Such links do not constitute an endorsement, and we are not responsible for the content, availability or privacy practices of those websites.",
      ],
    },
    {
      id: "your-data",
      heading: "Your data",
      paragraphs: [
        "What we collect: when you submit an enquiry, brochure or contact form we collect your name, email address and phone number, and, where you provide them, your budget range and message. We also record which form you used, the page you sent it from, and any advertising campaign parameters in the link that brought you to the Website (such as utm_source or gclid).",
        "Why: solely to respond to your enquiry about this project, to send you the brochure, to arrange site visits, and to understand which of our advertising brings enquiries. By submitting a form you agree to be contacted about this project by call, SMS, WhatsApp and email, even if your number is registered on the National Do Not Call registry.",
        `Who receives it: the sales team of the channel partner and the developer, and registered real-estate brokers working on this project. Your submission is transmitted through a third-party form-processing service that processes it on our behalf. We do not sell your data.`,
        `How long and how to ask for deletion: we keep enquiry details for as long as needed to deal with your enquiry and any resulting booking. You may ask us at any time to access, correct or delete your details, or to stop contacting you, by writing to ${contact.privacyEmail} or calling ${contact.phoneDisplay}; we will act on the request within 30 days.`,
      ],
    },
    {
      id: "law",
      heading: "Governing law and jurisdiction",
      paragraphs: [
        "This disclaimer and any dispute arising from the use of the Website are governed by the laws of India. The courts at Gautam Buddh Nagar (Noida), Uttar Pradesh, shall have exclusive jurisdiction.",
      ],
    },
  ],
};
