/**
 * The RERA panel every page and the brochure's cover show at the top (UP RERA's advertising
 * notice): the project and agent registrations, the authority's website, the project's
 * collection account and the QR code from the registration certificate.
 */
import { rera } from "./content";

export const reraPanel = {
  label: `${rera.authorityShortName} registration`,
  projectLabel: `${rera.authorityShortName} project registration`,
  agentLabel: "Agent registration",
  websiteLabel: "Verify at",
  websiteText: rera.authorityUrl.replace(/^https?:\/\//, ""),
  accountLabel: "Project collection account",
  account: `${rera.collectionAccount.bank}, A/c ${rera.collectionAccount.accountNumber}, IFSC ${rera.collectionAccount.ifsc}`,
  qrLabel: `${rera.authorityShortName} QR code for project ${rera.projectId}`,
} as const;
