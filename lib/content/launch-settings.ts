/** A construction milestone's name is in each dictionary (`progress.milestones`), under this key. */
export type MilestoneKey = "reraRegistration" | "groundBreaking" | "excavation" | "foundation";

/** A milestone reached on site: its day (YYYY-MM-DD), its name's key, and a site photo if there is one. */
export type ProgressMilestone = {
  date: string;
  milestone: MilestoneKey;
  /** A real site photo under public/, with its size; never an illustration. */
  photo?: { src: string; width: number; height: number };
};

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
  /** The developer's target possession month (YYYY-MM), never later than the RERA completion date. */
  targetPossession: "2030-04",
  /** Milestones reached on site, in any order (the page sorts them by date). */
  progressMilestones: [
    { date: "2025-01-15", milestone: "reraRegistration" },
    { date: "2025-03-10", milestone: "groundBreaking" },
    { date: "2025-09-30", milestone: "excavation" },
  ] as readonly ProgressMilestone[],
  /** The project's own page on the UP RERA portal, where its quarterly progress reports are. */
  reraProjectPageUrl: "https://www.up-rera.in",
} as const;
