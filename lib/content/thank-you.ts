import { contact } from "./project";

export const thankYou = {
  heading: "Thank You!",
  body: "Your request has been received.",
  followUp: `Our sales team will contact you within ${contact.responsePromise}.`,
  sooner: "Need an answer sooner? Call",
  brochureLabel: "Download the brochure (PDF)",
  backHome: "Back to Home",
  conversion: { value: 1, currency: "INR" },
} as const;
