export const enquirySection = {
  eyebrow: "Enquire",
  heading: "Book a site visit or a call back",
  body: "Tell us what you are looking for — a shop, a restaurant space, an office or a studio — and a sales advisor will call you with prices, availability and payment plans.",
  cta: "Enquire Now",
} as const;
