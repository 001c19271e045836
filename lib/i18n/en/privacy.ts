/**
 * The privacy notice (/privacy), standing on its own as the Digital Personal Data Protection Act,
 * 2023 asks: what the forms collect, each purpose, who receives it, for how long, and how to
 * withdraw consent, exercise rights and complain. lib/i18n/hi/privacy.ts is its full Hindi
 * translation; keep the two in step.
 */
import { ADS_IN_EUROPE_SECTION } from "../../ads/consent";
import { contact, rera } from "../../content/project";
import {
  CAMPAIGN_PARAMETERS,
  privacyFacts,
  privacyMailto,
  type PrivacyNotice,
} from "../../legal/privacy";
import { privacyNoticePaths } from "../../seo/paths";
import { hiLanguage } from "../hi/language";
import { enProject } from "./project";
import { adConsentCopy } from "./ui";

export const privacyNotice: PrivacyNotice = {
  title: "Privacy notice",
  description:
    `How ${enProject.name}'s website uses the details you give in its forms, who receives ` +
    `them, for how long, and how to withdraw consent or ask for them to be corrected or erased.`,
  intro:
    `This notice explains, in plain words, what happens to the details you type into a form on ` +
    `the ${enProject.name} website: what we collect, why, who receives them, how long we keep ` +
    `them, and how you can change your mind. It applies to every form on the website.`,
  labels: { eyebrow: "Your data", contents: "On this page" },
  translation: {
    href: privacyNoticePaths["hi-IN"],
    label: hiLanguage.readIn,
    lang: "hi",
    note: "This notice is also available in Hindi:",
  },
  sections: [
    {
      id: "who-we-are",
      heading: "Who we are",
      paragraphs: [
        `${contact.partnerName} is the authorised channel partner marketing ` +
          `${enProject.name}, ${enProject.locationLine} (${rera.authorityShortName} agent ` +
          `registration ${rera.partnerId}). We decide why and how the details you give on this ` +
          `website are used: under the Digital Personal Data Protection Act, 2023 we are the ` +
          `Data Fiduciary, and you are the Data Principal.`,
      ],
    },
    {
      id: "what-we-collect",
      heading: "What we collect",
      paragraphs: ["Only what you type into a form, and what the link you arrived by carries:"],
      list: [
        "your name, email address and phone number (every form);",
        "your budget range (the enquiry form) and your message (the contact form), if you give them;",
        "the date and time slot of your site visit, if you book one;",
        "the page you sent the form from, and which form it was;",
        `the advertising campaign parameters in the link that brought you here ` +
          `(${CAMPAIGN_PARAMETERS}; gclid, gbraid and wbraid are Google Ads' click ids, kept ` +
          `in your browser for 90 days so an enquiry on a later visit is still matched to the ` +
          `ad);`,
        "the first page of your visit and the website that sent you to it, if any;",
        "a random reference number and the time of your enquiry, so that we and Google Ads count it once;",
        "your answer to the optional box about registered brokers and offers (yes or no).",
      ],
    },
    {
      id: "purposes",
      heading: "Why we use it",
      paragraphs: ["Each detail is used only for the purposes below."],
      list: [
        "To call you back about your enquiry, with prices, availability and payment plans, " +
          "by phone, WhatsApp or email: your name, phone number, email address, budget and " +
          "message. You agree to this when you send the form.",
        "To send you the brochure you asked for: your name, email address and phone number.",
        "To arrange your site visit: the visit date and time slot, with your name and phone number.",
        "To learn which of our advertising brings enquiries: the page and the campaign " +
          "parameters. When our Google Ads measurement is switched on, we also send Google Ads " +
          "a SHA-256 hash (a one-way, scrambled form) of your email address and phone number, " +
          "so Google can match your enquiry to an ad click without receiving the details " +
          "themselves. The hashes are worked out in your browser when you send a form and kept " +
          "there only until you close the tab.",
        "To avoid sending the same enquiry twice: for 30 minutes your browser keeps a hash " +
          "of the form, your email address and phone number, never the details themselves, and " +
          "a repeat is not sent again.",
        "Only if you tick the optional box: to share your details with registered " +
          "real-estate brokers working on this project, and to send you offers about this " +
          "project. Leaving it unticked changes nothing else; we still call you back about " +
          "your enquiry.",
      ],
    },
    {
      id: "who-receives",
      heading: "Who receives it",
      paragraphs: [],
      list: [
        `${contact.partnerName}'s sales team, the channel partner.`,
        `The developer of ${enProject.name} and its sales team, to answer your enquiry and arrange visits.`,
        "Registered real-estate brokers working on this project, only if you ticked the box for it.",
        `${privacyFacts.formService}, the form-submission service that delivers each form to ` +
          `us. It processes the submission on its servers in the ` +
          `${privacyFacts.formServiceLocation} and deletes its server logs about every ` +
          `${privacyFacts.formServiceLogMonths} months.`,
        "Google Ads, which receives only the hashed email address and phone number, and only when that measurement is switched on.",
        "Our own spreadsheet (Google Sheets, in our Google account), which keeps a copy of each enquiry for our sales team, when we have switched it on.",
      ],
      after: ["We do not sell your details to anyone."],
    },
    {
      id: ADS_IN_EUROPE_SECTION,
      heading: "Ad cookies for visitors in Europe",
      paragraphs: [
        `If your device's time zone is in the European Economic Area, the United Kingdom or ` +
          `Switzerland, a bar at the bottom of the page asks whether Google Ads may use ` +
          `cookies to measure our advertising. Until you answer, our website tells Google Ads ` +
          `(through Google's consent mode) that you have not agreed to ad cookies, to sharing ` +
          `data about you for ads, to personalised ads or to analytics cookies.`,
      ],
      list: [
        `${adConsentCopy.accept}: Google Ads may set its cookies; with an enquiry we may ` +
          `send it the hashed email address and phone number described above; and the ad ` +
          `click id in the link that brought you here (gclid, gbraid or wbraid) is kept in ` +
          `your browser for 90 days, so an enquiry on a later visit is still matched to the ` +
          `ad.`,
        `${adConsentCopy.reject}: Google Ads sets no ad cookies and receives no hashed ` +
          `details. It may still receive a signal without cookies or identifiers that a page ` +
          `was seen or an enquiry sent, which it uses only in aggregate.`,
        `Until you accept, the ad click id and the campaign in the link are not stored in ` +
          `your browser at all; an enquiry from the page you landed on still carries them.`,
      ],
      after: [
        `Your answer is remembered in this browser, so the bar does not ask again on later ` +
          `pages or visits. To change it, choose "${adConsentCopy.choices}" at the foot of ` +
          `any page; the bar asks again. Visitors elsewhere are not asked: the measurement ` +
          `described above applies to them as stated, unless they reject it there.`,
      ],
    },
    {
      id: "how-long",
      heading: "How long we keep it",
      paragraphs: [
        `We keep an enquiry for ${privacyFacts.retentionMonths} months after our last ` +
          `contact with you, then delete it. If it leads to a booking, the booking records are ` +
          `kept for as long as the law on property sales and taxes requires. If you withdraw ` +
          `your consent or ask us to erase your details, we delete them sooner, unless the law ` +
          `requires us to keep them.`,
      ],
    },
    {
      id: "withdraw-consent",
      heading: "Withdrawing your consent",
      paragraphs: [
        `You can withdraw your consent at any time, as easily as you gave it: send us a ` +
          `one-line email (the link below fills it in), or call ${contact.phoneDisplay}. We ` +
          `then stop calling you and sending offers, stop sharing your details with brokers, ` +
          `and delete them unless the law requires us to keep them. Withdrawing does not undo ` +
          `what was lawfully done before.`,
      ],
      links: [
        { href: privacyMailto("Withdraw my consent"), label: "Email us to withdraw your consent" },
      ],
    },
    {
      id: "your-rights",
      heading: "Your rights",
      paragraphs: [
        `You may ask us for a summary of the details we hold about you, what we do with them ` +
          `and who we shared them with; to correct, complete or update them; and to erase ` +
          `them. You may also name someone to exercise these rights for you if you die or ` +
          `cannot do so yourself. Write to ${contact.privacyEmail}; we answer within ` +
          `${privacyFacts.responseDays} days.`,
      ],
      links: [
        {
          href: privacyMailto("Access, correction or erasure of my details"),
          label: "Email us about your details",
        },
      ],
    },
    {
      id: "grievances",
      heading: "Questions and complaints",
      paragraphs: [
        `For any question or grievance about your details, contact our grievance officer at ` +
          `${contact.privacyEmail} or on ${contact.phoneDisplay}. We answer within ` +
          `${privacyFacts.responseDays} days.`,
        "If you are not satisfied with our answer, you have the right to complain to the " +
          "Data Protection Board of India under the Digital Personal Data Protection Act, " +
          "2023. The Act asks you to raise the grievance with us first.",
      ],
    },
    {
      id: "changes",
      heading: "Changes to this notice",
      paragraphs: [
        "If we change how we use your details, we update this page, and where the law requires it, we ask for your consent again.",
      ],
    },
  ],
};
