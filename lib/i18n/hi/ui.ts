/**
 * The Hindi words the interactive parts show (forms, dialogs, menus, the EMI calculator, the
 * calendar file), in the shape of the English dictionary (lib/i18n/en/ui.ts).
 */
import { LOAN_TO_VALUE } from "../../buyer/emi";
import { emiDefaults } from "../../content/emi";
import { contact, project } from "../../content/project";
import { visitBooking } from "../../content/site-visit";
import type { UiWords } from "../dictionary";
import { hiLanguage } from "./language";
import { hindiMoney } from "./money";

/** The project's name as Hindi running text writes it. */
const projectName = "निराला गेटवे";
const locationLine = "सेक्टर 12, ग्रेटर नोएडा वेस्ट";
/** The window sales promises to reply in, in Hindi words. */
const responsePromise = `${contact.responseHours} घंटे`;
const loanShare = `${Math.round(LOAN_TO_VALUE * 100)}%`;
const sending = "भेजा जा रहा है…";
const tryAgain = "कृपया फिर से कोशिश करें।";
const whatsappChat = "WhatsApp पर बात करें";
const callSales = `${contact.phoneDisplay} पर कॉल करें`;
const brochureDownload = "ब्रोशर डाउनलोड करें (अंग्रेज़ी में)";

export const hiUi: UiWords = {
  languageName: hiLanguage.name,
  responsePromise,
  whatsappText: `नमस्ते, मुझे ${locationLine} के ${projectName} के बारे में और जानकारी चाहिए।`,
  money: hindiMoney,
  interface: {
    skipToContent: "सीधे मुख्य सामग्री पर जाएँ",
    callNow: "अभी कॉल करें",
    navigation: { main: "मुख्य", mobile: "मोबाइल", menu: "मेन्यू" },
    dialogClose: "बंद करें",
    quickContact: {
      label: "तुरंत संपर्क",
      enquiry: "अभी पूछताछ करें",
      whatsapp: "WhatsApp",
      whatsappLabel: whatsappChat,
      call: "कॉल करें",
    },
    opensInNewTab: "(नए टैब में खुलता है)",
  },
  nav: [
    "होम",
    "प्रोजेक्ट के बारे में",
    "सुविधाएँ",
    "ख़र्च और प्लान",
    "एनआरआई ख़रीदार",
    "ब्रोशर डाउनलोड (अंग्रेज़ी में)",
  ],
  dialogs: {
    enquiry: {
      title: "अभी पूछताछ करें",
      description:
        "अपनी जानकारी और बजट भेजें; हमारे सेल्स एडवाइज़र आपको कॉल करके कीमत और उपलब्ध यूनिट की जानकारी देंगे।",
    },
    contact: {
      title: "संपर्क करें",
      description: "हमें मैसेज भेजें और सेल्स टीम जल्द ही आपसे संपर्क करेगी।",
    },
    brochure: {
      title: brochureDownload,
      description: `अपनी जानकारी भरें और ${projectName} का ब्रोशर (पीडीएफ़, अंग्रेज़ी में) तुरंत डाउनलोड हो जाएगा।`,
    },
  },
  autoPopup: {
    title: `${projectName} का ब्रोशर पाएँ (अंग्रेज़ी में)`,
    description: "अपनी जानकारी भरें और ब्रोशर की पीडीएफ़ (अंग्रेज़ी में) तुरंत डाउनलोड हो जाएगी।",
  },
  heroForm: {
    heading: "कीमत और उपलब्धता जानें",
    body: `अपनी जानकारी भरें और हमारे सेल्स एडवाइज़र ${responsePromise} के अंदर ${projectName} के बारे में आपको कॉल करेंगे।`,
  },
  consent: {
    before: "फ़ॉर्म भेजकर आप सहमति देते हैं कि इस पूछताछ के बारे में आपको वापस कॉल किया जाए। हमारी ",
    linkLabel: "गोपनीयता सूचना",
    between: " (",
    after: ") पढ़ें।",
  },
  marketingConsentLabel:
    "मेरी जानकारी पंजीकृत ब्रोकरों के साथ भी साझा करें और इस प्रोजेक्ट के ऑफ़र मुझे भेजें (ज़रूरी नहीं)।",
  forms: {
    labels: {
      name: "नाम",
      fullName: "पूरा नाम",
      email: "ईमेल",
      phone: "फ़ोन",
      mobile: "मोबाइल नंबर",
      budget: "बजट",
      message: "मैसेज (ज़रूरी नहीं)",
    },
    budgetPlaceholder: "अपना बजट चुनें",
    budgetLabels: ["₹65–75 लाख", "₹76–85 लाख", "₹86–95 लाख", "₹96 लाख–1 करोड़", "₹1 करोड़ से ऊपर"],
    missing: { budget: "कृपया अपना बजट चुनें।", slot: "कृपया समय चुनें।" },
    blank: {
      name: "कृपया अपना नाम लिखें।",
      email: "कृपया अपना ईमेल पता लिखें।",
      phone: "कृपया अपना फ़ोन नंबर लिखें।",
    },
    submit: {
      hero: "कीमत की जानकारी पाएँ",
      enquiry: "पूछताछ भेजें",
      brochure: brochureDownload,
      contact: "मैसेज भेजें",
    },
    pending: { submitting: sending, sending },
    alerts: {
      missingContact: "कृपया नाम, ईमेल और फ़ोन नंबर लिखें।",
      brochureDownloading: "धन्यवाद! आपका ब्रोशर (अंग्रेज़ी में) डाउनलोड हो रहा है।",
      hero: `कुछ गड़बड़ हो गई। ${tryAgain}`,
      enquiry: "आपकी पूछताछ नहीं भेजी जा सकी!",
      brochure: "आपकी जानकारी नहीं भेजी जा सकी!",
      rejectedFallback: "कुछ गड़बड़ हो गई",
    },
    status: {
      sending,
      sent: "मैसेज भेज दिया गया!",
      failed: `मैसेज नहीं भेजा जा सका। ${tryAgain}`,
    },
    phoneInvalid: "कृपया सही फ़ोन नंबर लिखें (भारत से बाहर का नंबर हो तो कंट्री कोड जोड़ें, जैसे +971)।",
    emailInvalid: "कृपया सही ईमेल पता लिखें, जैसे name@example.com।",
  },
  siteVisitForm: {
    dateLabel: "पसंद की तारीख़",
    slotLabel: "पसंद का समय",
    slotPlaceholder: "समय चुनें (भारतीय समय)",
    submitLabel: "साइट विज़िट बुक करें",
    visitTypeLabel: "आप प्रोजेक्ट कैसे देखना चाहेंगे?",
    visitTypeLabels: ["साइट पर आकर", "वीडियो कॉल पर"],
    videoSlot: "आपके समय से {yours} · भारत में {india}",
    meridiem: { am: "am", pm: "pm" },
    dayBefore: "(एक दिन पहले)",
    dayAfter: "(अगले दिन)",
    dateMissing: "कृपया तारीख़ चुनें।",
    dateOutOfWindow: `आज से अगले ${visitBooking.windowDays} दिनों के अंदर की कोई तारीख़ चुनें।`,
    slotLabels: ["सुबह 10 से दोपहर 1 बजे", "दोपहर 1 से शाम 4 बजे", "शाम 4 से 7 बजे"],
  },
  captcha: {
    required: "कृपया बटन के ऊपर दी गई जाँच पूरी करें।",
    label: "स्पैम जाँच",
  },
  leadFallback: {
    whatsappLabel: "इसकी जगह WhatsApp पर भेजें",
    callLabel: callSales,
    note: "आपकी जानकारी फ़ॉर्म में अब भी भरी हुई है।",
    greeting: `नमस्ते, मुझे ${projectName} के बारे में पूछताछ करनी है।`,
    fields: { name: "नाम", phone: "फ़ोन", email: "ईमेल", form: "फ़ॉर्म", unit: "यूनिट का प्रकार" },
  },
  noscript: {
    message: `बात करना चाहते हैं? आप सेल्स टीम को कॉल कर सकते हैं या WhatsApp पर मैसेज भेज सकते हैं; टीम ${responsePromise} के अंदर जवाब देती है।`,
    callLabel: callSales,
    whatsappLabel: "सेल्स टीम को WhatsApp करें",
  },
  emi: {
    eyebrow: "होम लोन",
    heading: "हर महीने आपको कितना देना होगा",
    intro:
      "अपनी यूनिट के होम लोन की ईएमआई का अंदाज़ा लगाएँ। लोन की रकम, ब्याज दर या लोन की अवधि बदलकर देखें; आख़िरी आँकड़ा आपके बैंक के ऑफ़र से तय होगा।",
    labels: {
      principal: "लोन की रकम",
      annualRatePct: "ब्याज दर",
      years: "लोन की अवधि",
    },
    units: { principal: "₹", annualRatePct: "% सालाना", years: "साल" },
    results: {
      monthly: "मासिक ईएमआई",
      totalInterest: "कुल ब्याज",
      totalPayable: "कुल भुगतान",
    },
    staleNote: "पिछले सही आँकड़े दिखाए जा रहे हैं। इन्हें अपडेट करने के लिए हाइलाइट किया गया फ़ील्ड ठीक करें।",
    errors: {
      principal: "₹1,00,000 से ₹10,00,00,000 तक की लोन की रकम भरें।",
      annualRatePct: "0% से ज़्यादा और 20% सालाना तक की ब्याज दर भरें।",
      years: "लोन की अवधि 1 से 30 साल के बीच, पूरे सालों में भरें।",
    },
    referenceCaption: `${loanShare} लोन पर ${emiDefaults.annualRatePct}% सालाना ब्याज दर और ${emiDefaults.years} साल की अवधि के हिसाब से ईएमआई`,
    referenceColumns: {
      price: "यूनिट की कीमत",
      principal: `लोन (${loanShare})`,
      monthly: "मासिक ईएमआई",
    },
    advisorLabel: "लोन एडवाइज़र से बात करें",
    advisorNote: "हमारे एडवाइज़र उन बड़े बैंकों के साथ काम करते हैं जो ग्रेटर नोएडा वेस्ट के प्रोजेक्टों को लोन देते हैं।",
  },
  carousel: {
    previous: "पिछली स्लाइड",
    next: "अगली स्लाइड",
    pause: "स्लाइडशो रोकें",
    play: "स्लाइडशो चलाएँ",
    goToSlide: "स्लाइड {{index}} पर जाएँ",
  },
  map: {
    showLabel: "मैप दिखाएँ",
    directionsLabel: "रास्ता देखें",
    note: "“मैप दिखाएँ” चुनने पर इंटरैक्टिव मैप Google Maps से लोड होगा।",
    frameTitle: `${locationLine} में ${projectName} की लोकेशन का मैप`,
    place: `${locationLine}, उत्तर प्रदेश ${project.postalCode}`,
  },
  adConsent: {
    label: "विज्ञापन कुकीज़",
    message:
      "आप स्वीकार करें तो Google Ads कुकीज़ से यह माप सकता है कि हमारे कौन-से विज्ञापन पूछताछ लाते हैं; अस्वीकार करें तो वह कोई कुकी नहीं रखता।",
    linkLabel: "हम विज्ञापन कुकीज़ का उपयोग कैसे करते हैं",
    accept: "स्वीकार करें",
    reject: "अस्वीकार करें",
    choices: "कुकीज़ के विकल्प",
  },
};
