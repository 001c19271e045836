/**
 * The English words the interactive parts show (forms, dialogs, menus, the EMI calculator, the
 * calendar file), which run in the browser too. The Hindi dictionary (lib/i18n/hi/ui.ts) has this
 * shape exactly.
 */
import { adConsentCopy } from "../../content/ad-consent";
import { carouselLabels } from "../../content/carousel";
import { emiSection } from "../../content/emi";
import { emiErrors } from "../../buyer/emi";
import {
  autoPopupCopy,
  consentCopy,
  formWords,
  heroFormCopy,
  marketingConsent,
} from "../../content/form-copy";
import { interfaceWords } from "../../content/interface";
import { captchaCopy, leadFallback, thankYouWhatsapp } from "../../content/lead-extras";
import { formNoscript } from "../../content/leads";
import { navEntries } from "../../content/navigation";
import { contact, map } from "../../content/project";
import { mapLoader } from "../../content/sections/location";
import { siteVisit, visitCalendar, visitSlots } from "../../content/site-visit";
import { dialogCopy } from "../../ui/dialogs";
import { enLanguage } from "./language";

export const enUi = {
  /** The language's own name, as the switch to it reads. */
  languageName: enLanguage.name,
  responsePromise: contact.responsePromise,
  /** The text a WhatsApp link opens with, ready to send. */
  whatsappText: contact.whatsappText,
  /** Rupee amounts as "₹65 L", "₹1.2 Cr". */
  money: { lakh: "L", crore: "Cr" },
  interface: interfaceWords,
  nav: navEntries.map((entry) => entry.label),
  dialogs: dialogCopy,
  autoPopup: autoPopupCopy,
  heroForm: heroFormCopy,
  consent: {
    before: consentCopy.before,
    linkLabel: consentCopy.linkLabel,
    between: consentCopy.between,
    after: consentCopy.after,
  },
  marketingConsentLabel: marketingConsent.label,
  forms: formWords,
  siteVisitForm: {
    dateLabel: siteVisit.dateLabel,
    slotLabel: siteVisit.slotLabel,
    slotPlaceholder: siteVisit.slotPlaceholder,
    submitLabel: siteVisit.submitLabel,
    dateOutOfWindow: siteVisit.dateOutOfWindow,
    slotLabels: visitSlots.map((slot) => slot.label),
  },
  captcha: captchaCopy,
  leadFallback,
  noscript: formNoscript,
  emi: { ...emiSection, errors: emiErrors },
  carousel: carouselLabels,
  map: {
    showLabel: mapLoader.showLabel,
    directionsLabel: mapLoader.directionsLabel,
    note: mapLoader.note,
    frameTitle: map.frameTitle,
    place: map.query,
  },
  visitCalendar: {
    heading: visitCalendar.heading,
    body: visitCalendar.body,
    buttonLabel: visitCalendar.buttonLabel,
    eventTitle: visitCalendar.eventTitle,
    eventDescription: visitCalendar.eventDescription,
  },
  thankYouWhatsapp,
  adConsent: adConsentCopy,
};
