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

/**
 * Below Tailwind's `md` a popup that opens by itself is a sheet at the bottom of the screen, not a
 * modal: the same boundary as the `md:` classes (Tailwind writes it as `width >= 48rem`).
 */
export const PHONE_SHEET_QUERY = "(width < 48rem)";
