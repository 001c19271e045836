/**
 * The RERA panel every page and the brochure's cover show at the top (UP RERA's advertising
 * notice): the project and agent registrations, the authority's website, the project's
 * collection account and the QR code from the registration certificate.
 */
import { rera } from "../content/project";

const { bank, accountNumber, ifsc } = rera.collectionAccount;
/** The collection account as two lines: the bank, then the account number and IFSC. */
const accountLines = [bank, `A/c ${accountNumber}, IFSC ${ifsc}`] as const;

/** The panel's facts; its labels are in the dictionaries. */
export const reraPanel = {
  websiteText: rera.authorityUrl.replace(/^https?:\/\//, ""),
  accountLines,
  account: accountLines.join(", "),
} as const;
