import type { DialogKind } from "../content/navigation";

/** Titles and one-line descriptions of the three form dialogs. */
export const dialogCopy: Record<DialogKind, { title: string; description: string }> = {
  enquiry: {
    title: "Enquire Now",
    description:
      "Share your details and budget; a sales advisor will call you back with prices and availability.",
  },
  contact: {
    title: "Contact Us",
    description: "Send us a message and the sales team will get back to you.",
  },
  brochure: {
    title: "Download Brochure",
    description: "Leave your details and the Nirala Gateway brochure PDF downloads straight away.",
  },
};
