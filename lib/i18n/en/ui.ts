/**
 * The English words the interactive parts show (forms, dialogs, menus, the EMI calculator, the
 * calendar file), which run in the browser too. The Hindi dictionary (lib/i18n/hi/ui.ts) has this
 * shape exactly; the facts these words read stay in lib/content.
 */
import { LOAN_TO_VALUE } from "../../buyer/emi";
import { emiDefaults } from "../../content/emi";
import { budgetOptions } from "../../content/leads";
import { contact, map } from "../../content/project";
import { visitBooking, visitSlots } from "../../content/site-visit";
import { enLanguage } from "./language";
import { enMoney } from "./money";
import { enProject as project } from "./project";

const loanShare = `${Math.round(LOAN_TO_VALUE * 100)}%`;

export const enUi = {
  /** The language's own name, as the switch to it reads. */
  languageName: enLanguage.name,
  /** The window sales promises to reply in. */
  responsePromise: `${contact.responseHours} hours`,
  /** The text a WhatsApp link opens with, ready to send. */
  whatsappText: `Hello, I would like to know more about ${project.name}, ${project.locationLine}.`,
  /** Rupee amounts as "₹65 L", "₹1.2 Cr". */
  money: enMoney,
  /** The words of the site's frame: header, menus, dialogs and the quick-contact bar. */
  interface: {
    skipToContent: "Skip to content",
    callNow: "Call now",
    navigation: { main: "Main", mobile: "Mobile", menu: "Menu" },
    dialogClose: "Close",
    quickContact: {
      label: "Quick contact",
      enquiry: "Enquiry Now",
      whatsapp: "WhatsApp",
      whatsappLabel: "Chat on WhatsApp",
      call: "Call",
    },
    opensInNewTab: "(opens in a new tab)",
  },
  /** In the order of the nav entries (lib/content/navigation.ts). */
  nav: ["Home", "About", "Amenities", "Costs & plans", "NRI buyers", "Brochure Download"],
  /** Titles and one-line descriptions of the three form dialogs. */
  dialogs: {
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
      description:
        "Leave your details and the Nirala Gateway brochure PDF downloads straight away.",
    },
  },
  autoPopup: {
    title: `Get the ${project.name} brochure`,
    description: "Leave your details and the brochure PDF downloads straight away.",
  },
  /** Copy around the forms that is not a field. */
  heroForm: {
    heading: "Get prices and availability",
    // The same reply window as the thank-you page: one promise wherever a visitor reads one.
    body: `Leave your details and a sales advisor will call you about ${project.name} within ${contact.responseHours} hours.`,
  },
  /**
   * The consent line under every form: the one purpose sending the form agrees to, and the privacy
   * notice in the page's language, then in the other one.
   */
  consent: {
    before: "By submitting, you agree to be called back about this enquiry. Read our ",
    linkLabel: "privacy notice",
    between: " (",
    after: ").",
  },
  /** The optional, unticked box: sharing with registered brokers and offers need their own consent. */
  marketingConsentLabel:
    "Also share my details with registered brokers and send me offers about this project (optional).",
  /** Every word the lead forms show: labels, buttons, in-flight states and messages. */
  forms: {
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
  },
  siteVisitForm: {
    dateLabel: "Preferred date",
    slotLabel: "Preferred time",
    slotPlaceholder: "Select a time (India)",
    submitLabel: "Book a Site Visit",
    visitTypeLabel: "How would you like to see it?",
    /** In the order of visitTypes: in person, video call. */
    visitTypeLabels: ["At the site", "Video call"],
    /** A video call's slot in the visitor's time first: "1:30–4:30 pm your time · 3:00–6:00 pm India". */
    videoSlot: "{yours} your time · {india} India",
    meridiem: { am: "am", pm: "pm" },
    dayBefore: "(day before)",
    dayAfter: "(next day)",
    dateMissing: "Please choose a date.",
    dateOutOfWindow: `Choose a date from today up to ${visitBooking.windowDays} days ahead.`,
    slotLabels: visitSlots.map((slot) => slot.label),
  },
  captcha: {
    required: "Please complete the check above the button.",
    label: "Spam check",
  },
  /** Shown after a failed submit: the same details, sent another way. */
  leadFallback: {
    whatsappLabel: "Send on WhatsApp instead",
    callLabel: `Call ${contact.phoneDisplay}`,
    note: "Your details are still in the form.",
    greeting: `Hello, I would like to enquire about ${project.name}.`,
    /** `unit` names the unit a "Get price breakup" button chose. */
    fields: { name: "Name", phone: "Phone", email: "Email", form: "Form", unit: "Unit type" },
  },
  /** What each form adds under its fields when JavaScript is off: the other ways to reach sales. */
  noscript: {
    message: `Prefer to talk? The sales team is a call or a WhatsApp message away, and replies within ${contact.responseHours} hours.`,
    callLabel: `Call ${contact.phoneDisplay}`,
    whatsappLabel: "WhatsApp the sales team",
  },
  emi: {
    eyebrow: "Home loan",
    heading: "What it costs you each month",
    intro:
      "Estimate the EMI on a home loan for your unit. Change the loan, the rate or the tenure; your bank's offer decides the final figure.",
    labels: {
      principal: "Loan amount",
      annualRatePct: "Interest rate",
      years: "Loan tenure",
    },
    units: { principal: "₹", annualRatePct: "% a year", years: "years" },
    results: {
      monthly: "Monthly EMI",
      totalInterest: "Total interest",
      totalPayable: "Total payable",
    },
    staleNote: "Showing the last valid figures. Correct the highlighted field to update them.",
    referenceCaption: `EMI at ${emiDefaults.annualRatePct}% a year over ${emiDefaults.years} years, with an ${loanShare} loan`,
    referenceColumns: {
      price: "Unit price",
      principal: `Loan (${loanShare})`,
      monthly: "Monthly EMI",
    },
    errors: {
      principal: "Enter a loan amount from ₹1,00,000 to ₹10,00,00,000.",
      annualRatePct: "Enter an interest rate above 0% and up to 20% a year.",
      years: "Enter a loan tenure of 1 to 30 whole years.",
    },
    advisorLabel: "Talk to a loan advisor",
    advisorNote: "Our advisors work with the major banks that fund projects in Greater Noida West.",
  },
  /** Carousel control labels (spoken by screen readers and shown as tooltips). */
  carousel: {
    previous: "Previous slide",
    next: "Next slide",
    pause: "Pause slideshow",
    play: "Play slideshow",
    /** Each pagination dot; Swiper puts the slide's number in place of {{index}}. */
    goToSlide: "Go to slide {{index}}",
  },
  /** Click-to-load map: nothing is fetched from the maps service until the visitor asks. */
  map: {
    showLabel: "Show map",
    directionsLabel: "Get directions",
    note: "The interactive map loads from Google Maps when you choose Show map.",
    frameTitle: `Map of ${project.name}'s location in ${project.locationLine}`,
    place: map.query,
  },
  /** The consent bar a visitor in Europe sees until they accept or reject ad cookies. */
  adConsent: {
    /** The bar's accessible name, as a screen reader announces the region. */
    label: "Ad cookies",
    message:
      "If you accept, Google Ads may use cookies to measure which of our ads bring enquiries; if you reject, it sets none.",
    linkLabel: "How we use ad cookies",
    accept: "Accept",
    reject: "Reject",
    /** The footer link on every page that asks again, whatever the visitor answered. */
    choices: "Cookie choices",
  },
} as const;

/** The parts other modules and the tests name on their own. */
export const {
  dialogs: dialogCopy,
  heroForm: heroFormCopy,
  leadFallback,
  noscript: formNoscript,
  emi: emiSection,
  carousel: carouselLabels,
  map: mapLoader,
  adConsent: adConsentCopy,
} = enUi;
