import { project, rera } from "../project";

export type FaqItem = { question: string; answer: string };

export const faq: readonly FaqItem[] = [
  {
    question: "When will Nirala Gateway be ready for possession?",
    answer: `Completion is scheduled for ${project.completion.label}, as registered with ${rera.authorityShortName}. The sales team can share the current construction status and the possession timeline in the agreement.`,
  },
  {
    question: "What is the price range?",
    answer: `Units are currently offered from ${project.price.label}, depending on type, size, floor and frontage. Prices and availability may change; ask the sales team for today's price list and payment plans.`,
  },
  {
    question: "Is the project registered with RERA?",
    answer: `Yes. The project registration number is ${rera.projectId}, and the authorised channel partner is registered as ${rera.partnerId}. You can verify both on the ${rera.authorityName} website, ${rera.authorityUrl}.`,
  },
  {
    question: "Where exactly is the project?",
    answer: `In ${project.locationLine}, ${project.region}, at the entrance to the sector on its main approach road. The map in the contact section below opens directions on your phone.`,
  },
  {
    question: "Is it a commercial or a residential project?",
    answer:
      "Both. The retail, dining and office floors make it a commercial development, and the serviced studio apartments with their own lobby make it a place to live. You can buy any of the four unit types.",
  },
  {
    question: "How do I get the brochure?",
    answer:
      "Use the Download Brochure button on this page. Leave your name, email and phone number and the PDF downloads straight away; a sales advisor will follow up only about this project.",
  },
];

export const faqSection = {
  eyebrow: "FAQ",
  heading: "Questions buyers ask us",
  more: "Something else on your mind? The sales team answers by phone every day.",
} as const;
