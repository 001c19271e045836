import { project } from "./project";
import { privacyNoticePaths } from "../seo/metadata";

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
 * notice in English and Hindi.
 */
export const consentCopy = {
  before: "By submitting, you agree to be called back about this enquiry. Read our ",
  linkLabel: "privacy notice",
  href: privacyNoticePaths["en-IN"],
  between: " (",
  hindiLabel: "हिन्दी",
  hindiHref: privacyNoticePaths["hi-IN"],
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
