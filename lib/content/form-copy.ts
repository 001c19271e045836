import { project } from "./project";
import { budgetOptions } from "./leads";

/** Copy around the forms that is not a field. */
export const heroFormCopy = {
  heading: "Get prices and availability",
  body: `Leave your details and a sales advisor will call you about ${project.name}.`,
} as const;

export const autoPopupCopy = {
  title: `Get the ${project.name} brochure`,
  description: "Leave your details and the brochure PDF downloads straight away.",
} as const;

/**
 * The consent line under every form: the one purpose sending the form agrees to, and the privacy
 * notice in the page's language, then in the other one.
 */
export const consentCopy = {
  before: "By submitting, you agree to be called back about this enquiry. Read our ",
  linkLabel: "privacy notice",
  between: " (",
  after: ").",
} as const;

/** The optional, unticked box: sharing with registered brokers and offers need their own consent. */
export const marketingConsent = {
  name: "marketing_consent",
  label:
    "Also share my details with registered brokers and send me offers about this project (optional).",
  /** What every lead carries in the field of the same name. */
  yes: "yes",
  no: "no",
} as const;

/** Every word the lead forms show: labels, buttons, in-flight states and messages. */
export const formWords = {
  labels: {
    name: "Name",
    fullName: "Full Name",
    email: "Email",
    phone: "Phone",
    mobile: "Mobile Number",
    budget: "Budget",
    message: "Message (optional)",
  },
  budgetPlaceholder: "Select your budget",
  budgetLabels: budgetOptions.map((option) => option.label),
  /** Beside a select the browser refuses while its placeholder is chosen. */
  missing: { budget: "Please choose your budget.", slot: "Please choose a time." },
  /** Under a required field left empty or holding only spaces (the browser accepts spaces). */
  blank: {
    name: "Please enter your name.",
    email: "Please enter your email address.",
    phone: "Please enter your phone number.",
  },
  submit: {
    hero: "Get Price Details",
    enquiry: "Submit Enquiry",
    brochure: "Download Brochure",
    contact: "Send Message",
  },
  pending: { submitting: "Submitting...", sending: "Sending..." },
  alerts: {
    missingContact: "Please enter Name, Email and Phone Number.",
    brochureDownloading: "Thank you! Your brochure is downloading.",
    hero: "Something went wrong. Please try again.",
    enquiry: "Failed to submit lead!",
    brochure: "Failed to submit details!",
    /** After the error marker when the service gives no message of its own. */
    rejectedFallback: "Something went wrong",
  },
  status: {
    sending: "Sending...",
    sent: "Message sent successfully!",
    failed: "Failed to send. Please try again.",
  },
  phoneInvalid:
    "Please enter a valid phone number (add the country code, e.g. +971, if outside India).",
  emailInvalid: "Please enter a valid email address, like name@example.com.",
} as const;
