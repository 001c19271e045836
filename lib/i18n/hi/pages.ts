/**
 * The Hindi words of every page, in the English dictionary's shape (lib/i18n/en/pages.ts). The home
 * page's sections and the disclaimer sit in their own files; this one assembles them.
 */
import type { PageWords } from "../dictionary";
import { contact, rera } from "../../content/project";
import { hiDisclaimer } from "./disclaimer";
import { privacyNoticeHi } from "./privacy";
import { hiPlans } from "./plans";
import { hiUi } from "./ui";
import { hiPriceRange, hiProject, hiSector } from "./project";
import { hiBuyingSections } from "./sections/buying";
import { hiProjectSections } from "./sections/project";
import { hiNriPage } from "./sections/nri";
import { hiProgressSection } from "./sections/progress";

const { name, locationLine } = hiProject;

/** "24–48 घंटे": the promised window stays the one fact both languages state. */
const responseWindow = `${contact.responseHours} घंटे`;

export const hiPages: PageWords = {
  meta: {
    title: `${name} | ${locationLine} में रिटेल शॉप, ऑफ़िस और स्टूडियो अपार्टमेंट`,
    description: `${locationLine} की मेन रोड पर हाई-स्ट्रीट रिटेल, फ़ाइन डाइनिंग, ऑफ़िस और सर्विस्ड स्टूडियो अपार्टमेंट, सब एक साथ। कीमत ${hiPriceRange}।`,
    thankYou: {
      title: "धन्यवाद",
      description: `${name} के बारे में आपकी पूछताछ हमें मिल गई है।`,
    },
  },
  project: hiProject,
  ...hiProjectSections,
  ...hiBuyingSections,
  footer: {
    registrationHeading: "पंजीकरण",
    projectReraLabel: "प्रोजेक्ट का रेरा पंजीकरण",
    partnerReraLabel: "चैनल पार्टनर का रेरा पंजीकरण",
    verifyLabel: "यहाँ जाँचें",
    exploreHeading: "और देखें",
    disclaimerLink: "डिस्क्लेमर",
    privacyLink: "गोपनीयता सूचना",
    brokerSharing:
      "आपकी पूछताछ का जवाब देने के लिए आपकी जानकारी चैनल पार्टनर और डेवलपर की सेल्स टीमों को " +
      "जाती है, और पंजीकृत ब्रोकरों को सिर्फ़ तभी, जब आप फ़ॉर्म में इसके लिए बॉक्स पर टिक " +
      "करें।",
    priceChange: "कीमतें, ऑफ़र और उपलब्धता बिना सूचना के बदल सकती हैं।",
    // Closes "© year project<sentenceEnd> <marketedBy> partner, <partnerRole> (<reraLabel> id)<sentenceEnd>"
    marketedBy: "मार्केटिंग:",
    partnerRole: "अधिकृत चैनल पार्टनर",
    reraLabel: "रेरा",
    sentenceEnd: "।",
  },
  reraPanel: {
    label: `${rera.authorityShortName} पंजीकरण`,
    projectLabel: `${rera.authorityShortName} प्रोजेक्ट पंजीकरण`,
    agentLabel: "एजेंट पंजीकरण",
    websiteLabel: "यहाँ जाँचें",
    accountLabel: "प्रोजेक्ट कलेक्शन खाता",
    accountPrefix: "खाता नं.",
    qrLabel: `प्रोजेक्ट ${rera.projectId} का ${rera.authorityShortName} क्यूआर कोड`,
  },
  thankYou: {
    heading: "धन्यवाद!",
    body: "आपका अनुरोध हमें मिल गया है।",
    followUp: `हमारी सेल्स टीम ${responseWindow} के अंदर आपसे संपर्क करेगी।`,
    sooner: "जल्दी जवाब चाहिए? कॉल करें:",
    brochureLabel: "ब्रोशर डाउनलोड करें (पीडीएफ़, अंग्रेज़ी में)",
    backHome: "होम पेज पर वापस जाएँ",
    calendar: {
      heading: "आपकी साइट विज़िट",
      body: "इसे अपने कैलेंडर में सेव कर लें, ताकि विज़िट के दिन पता और हमारा नंबर आपके पास रहे।",
      buttonLabel: "कैलेंडर में जोड़ें",
      unavailable:
        "कैलेंडर फ़ाइल नहीं बन सकी: अपना इंटरनेट कनेक्शन जाँचकर फिर कोशिश करें। आपकी विज़िट हर हाल में बुक है।",
      eventTitle: `साइट विज़िट: ${name}`,
      eventDescription: `${contact.partnerName} के साथ साइट विज़िट। सेल्स फ़ोन: ${contact.phoneDisplay}`,
      videoEventTitle: `वीडियो कॉल पर साइट विज़िट: ${name}`,
      refLabel: "आपकी विज़िट का रेफ़रेंस",
      refNote: "इसे सेल्स ऑफ़िस में बताएँ, ताकि आपकी विज़िट दर्ज हो सके।",
      refDescription: `विज़िट रेफ़रेंस: {ref}। चैनल पार्टनर: ${contact.partnerName}, ${rera.authorityShortName} एजेंट पंजीकरण ${rera.partnerId}।`,
    },
    whatsapp: {
      message: `नमस्ते, मैंने अभी आपकी वेबसाइट पर ${name} के बारे में पूछताछ की है। क्या WhatsApp पर बात हो सकती है?`,
      label: hiUi.interface.quickContact.whatsappLabel,
      lead: "या सेल्स टीम को WhatsApp पर मैसेज करें:",
    },
  },
  images: {
    hero: [
      `शाम के समय रोशनी से जगमगाता ${name} का शीशे वाला एलिवेशन, नीचे रिटेल प्रोमेनेड`,
      `शाम को ${name} के हरे-भरे प्रोमेनेड पर ख़रीदारी और खाने-पीने आए लोग`,
    ],
    location: [
      `ग्रेटर नोएडा वेस्ट का नक्शा, जिसमें ${hiSector} में ${name} और आस-पास की सड़कें दिखाई गई हैं`,
      `${hiSector} से एफ़एनजी एक्सप्रेसवे, एनएच 24, ग्रेटर नोएडा एक्सप्रेसवे और यमुना एक्सप्रेसवे तक ड्राइव के समय का चित्र`,
    ],
    gallery: [
      `दिन के उजाले में ${name} का एलिवेशन और एंट्रेंस प्लाज़ा`,
      "स्टूडियो अपार्टमेंट की डबल-हाइट लॉबी और उसका रिसेप्शन डेस्क",
      "रिटेल प्रोमेनेड पर चौड़े शीशे के फ़्रंटेज वाली दुकानें",
      "टैरेस सीटिंग और हल्की सुनहरी रोशनी वाला एक फ़ाइन डाइनिंग रेस्टोरेंट",
      "बेड, वर्क डेस्क और किचनेट वाला एक फ़र्निश्ड स्टूडियो अपार्टमेंट",
      "वर्कस्टेशन और शीशे की दीवार वाले मीटिंग रूम के साथ एक ऑफ़िस फ़्लोर",
      "कवर्ड ड्रॉप-ऑफ़ और मल्टी-लेवल पार्किंग का एंट्रेंस",
    ],
    social: `${name}, ${locationLine} — रिटेल, डाइनिंग, ऑफ़िस और स्टूडियो अपार्टमेंट`,
  },
  illustrations: {
    impression: "आर्टिस्ट इंप्रेशन",
    map: "सांकेतिक नक्शा · स्केल के अनुसार नहीं",
    diagram: "सांकेतिक डायग्राम · स्केल के अनुसार नहीं",
  },
  notFound: {
    title: "पेज नहीं मिला",
    heading: "यह पेज नहीं मिल सका",
    body: `हो सकता है लिंक पुराना हो या उसमें टाइपिंग की ग़लती हो। ${name} के बारे में सब कुछ होम पेज पर है, या हमें इस नंबर पर कॉल करें:`,
    homeLink: "होम पेज पर जाएँ",
  },
  disclaimer: hiDisclaimer,
  privacy: privacyNoticeHi,
  plans: hiPlans,
  nri: hiNriPage,
  progress: hiProgressSection,
};
