export const footer = {
  registrationHeading: "Registration",
  projectReraLabel: "Project RERA registration",
  partnerReraLabel: "Channel partner RERA registration",
  verifyLabel: "Verify at",
  exploreHeading: "Explore",
  disclaimerLink: "Disclaimer",
  privacyLink: "Privacy notice",
  brokerSharing:
    "Your details go to the channel partner's and the developer's sales teams to answer your enquiry, and to registered brokers only if you tick the box for it on the form.",
  priceChange: "Prices, offers and availability are subject to change without notice.",
  marketedBy: "Marketed by",
  partnerRole: "authorised channel partner",
  /** The closing line's name for the regulator, before the partner's registration number. */
  reraLabel: "RERA",
  /** How a sentence ends in this language. */
  sentenceEnd: ".",
} as const;
