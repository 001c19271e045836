/**
 * The RERA panel every page and the brochure's cover show at the top (UP RERA's advertising
 * notice): the project and agent registrations, the authority's website, the project's
 * collection account and the QR code from the registration certificate.
 */
import { rera } from "../content/project";

const { bank, accountNumber, ifsc } = rera.collectionAccount;
/** The collection account as two lines: the bank, then the account number and IFSC. */
const accountLines = [bank, `A/c ${accountNumber}, IFSC ${ifsc}`] as const;

export const reraPanel = {
  label: `${rera.authorityShortName} registration`,
  projectLabel: `${rera.authorityShortName} project registration`,
  agentLabel: "Agent registration",
  websiteLabel: "Verify at",
  websiteText: rera.authorityUrl.replace(/^https?:\/\//, ""),
  accountLabel: "Project collection account",
  accountLines,
  account: accountLines.join(", "),
  qrLabel: `${rera.authorityShortName} QR code for project ${rera.projectId}`,
} as const;
