export const contactSection = {
  eyebrow: "Contact",
  callLabel: "Call the sales team",
  whatsappTitle: "WhatsApp",
  whatsappLabel: "Chat on WhatsApp",
  addressLabel: "Site address",
  heading: "Visit the site or talk to us",
  body: "Our sales team shows the site and the sample plans by appointment, seven days a week.",
  cta: "Send a Message",
} as const;
