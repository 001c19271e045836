/** The Hindi words of the floor plans, in the shape of lib/i18n/en/floor-plans.ts. */
import type { Copy } from "../copy";
import type { enFloorPlans } from "../en/floor-plans";

export const hiFloorPlans: Copy<typeof enFloorPlans> = {
  eyebrow: "फ़्लोर प्लान",
  heading: "देखें, हर यूनिट अंदर से कैसी है",
  intro:
    "हर तरह की यूनिट का एक प्लान, उसकी सबसे छोटी यूनिट के लिए बनाया गया। कमरों के माप के साथ " +
    "पूरे आकार का प्लान एक पेज की पीडीएफ़ में पाने के लिए अपनी जानकारी भरें।",
  indicative: "सांकेतिक लेआउट, पैमाने पर नहीं",
  developer: "डेवलपर का फ़्लोर प्लान",
  carpetFrom: "कारपेट एरिया, कम से कम",
  roomsLabel: "कमरे",
  cta: "पूरे आकार का प्लान (पीडीएफ़, अंग्रेज़ी में)",
  ctaFor: "—",
  alt: (unit: string, area: string, roomList: string) =>
    `${unit}: सबसे छोटी यूनिट (${area}) का सांकेतिक फ़्लोर प्लान, जिसमें ${roomList}; प्रवेश नीचे की ओर`,
  developerAlt: (unit: string) => `${unit}: डेवलपर का फ़्लोर प्लान`,
  note: "लेआउट सांकेतिक हैं: प्लान मंज़िल और यूनिट के अनुसार बदलते हैं, और यूपी रेरा में दर्ज स्वीकृत नक्शे ही मान्य हैं।",
  rooms: {
    salesFloor: "सेल्स फ़्लोर",
    store: "स्टोर",
    diningHall: "डाइनिंग हॉल",
    kitchen: "रसोई",
    washroom: "वॉशरूम",
    workspace: "खुला वर्कस्पेस",
    cabin: "केबिन",
    pantry: "पैंट्री",
    living: "रहने और सोने की जगह",
    kitchenette: "छोटी रसोई",
    bathroom: "बाथरूम",
    balcony: "बालकनी",
  },
  dialog: {
    title: "फ़्लोर प्लान पाएँ",
    description: "अपनी जानकारी भरें और पूरे आकार का फ़्लोर प्लान (पीडीएफ़, अंग्रेज़ी में) तुरंत डाउनलोड हो जाएगा।",
  },
  form: {
    submit: "फ़्लोर प्लान पाएँ",
    downloading: "धन्यवाद! आपका फ़्लोर प्लान (अंग्रेज़ी में) डाउनलोड हो रहा है।",
  },
};
