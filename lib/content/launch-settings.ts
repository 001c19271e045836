/**
 * Launch settings: business facts to confirm before going live, kept in this one place.
 * The values are deliberately non-working (a 0-prefixed Noida number reaches nobody; the
 * registration ids are zeros). README: "Business facts to confirm before launch".
 */
export const launchSettings = {
  /** Sales phone, as dialled (E.164) and as shown. */
  phoneE164: "+911200000000",
  phoneDisplay: "+91 120 000 0000",
  /** WhatsApp number for wa.me links: country code + number, digits only. */
  whatsappNumber: "911200000000",
  /** UP RERA project registration number. */
  projectReraId: "UPRERAPRJ000000",
  /** UP RERA registration id of the channel partner (agent). */
  partnerReraId: "UPRERAAGT00000",
  /** Trading name of the authorised channel partner. */
  partnerName: "Nirala Gateway Sales Desk",
  /** Address where deletion and privacy requests are sent. */
  privacyEmail: "privacy@example.in",
  /** The text encoded by the QR code printed on the project's UP RERA registration certificate (Form C). */
  reraQrPayload: "https://www.up-rera.in",
  /** The project's collection bank account, as registered with UP RERA. */
  collectionAccount: {
    bank: "Project Collection Bank",
    accountNumber: "000000000000",
    ifsc: "XXXX0000000",
  },
  /** Months an enquiry is kept after the last contact when it leads to no booking. */
  leadRetentionMonths: 12,
} as const;
