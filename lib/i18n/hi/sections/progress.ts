/** The Hindi words of the construction-progress section, in the English shape (lib/i18n/en/sections/progress.ts). */
import type { PageWords } from "../../dictionary";
import { rera } from "../../../content/project";

export const hiProgressSection: PageWords["progress"] = {
  id: "progress",
  dateLocale: "hi-IN",
  eyebrow: "निर्माण की प्रगति",
  heading: "क्या निर्माण चल रहा है?",
  intro:
    "हमारी लक्ष्य तारीख़ को रेरा में दर्ज तारीख़ से मिलाकर देखें, और जानें कि साइट पर अब तक क्या काम हुआ है। " +
    `डेवलपर हर तिमाही ${rera.authorityShortName} को प्रगति रिपोर्ट देता है।`,
  targetLabel: "पज़ेशन की लक्ष्य तारीख़",
  reraLabel: "रेरा में दर्ज कम्प्लीशन तारीख़",
  reraNote: `${rera.authorityShortName} में दर्ज`,
  milestonesHeading: "अब तक पूरे हुए पड़ाव",
  photoLabel: "साइट की फ़ोटो",
  reportsLink: `${rera.authorityShortName} पर तिमाही प्रगति रिपोर्ट`,
  reportsHint: "पोर्टल पर प्रोजेक्ट का पंजीकरण नंबर खोजें",
  milestones: {
    reraRegistration: `प्रोजेक्ट ${rera.authorityShortName} में पंजीकृत`,
    groundBreaking: "साइट पर भूमि पूजन",
    excavation: "खुदाई पूरी",
    foundation: "नींव पूरी",
  },
};
