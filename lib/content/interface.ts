/** The words of the site's frame: header, menus, dialogs and the quick-contact bar. */
export const interfaceWords = {
  skipToContent: "Skip to content",
  callNow: "Call now",
  navigation: { main: "Main", mobile: "Mobile", menu: "Menu" },
  dialogClose: "Close",
  quickContact: {
    label: "Quick contact",
    enquiry: "Enquiry Now",
    whatsapp: "WhatsApp",
    whatsappLabel: "Chat on WhatsApp",
    call: "Call",
  },
  opensInNewTab: "(opens in a new tab)",
} as const;
