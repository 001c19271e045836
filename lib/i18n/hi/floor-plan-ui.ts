/** The floor-plan dialog's Hindi words, in the shape of lib/i18n/en/floor-plan-ui.ts. */
import type { Copy } from "../copy";
import type { enFloorPlanUi } from "../en/floor-plan-ui";

export const hiFloorPlanUi: Copy<typeof enFloorPlanUi> = {
  dialog: {
    title: "फ़्लोर प्लान पाएँ",
    description: "अपनी जानकारी भरें और पूरे आकार का फ़्लोर प्लान (पीडीएफ़, अंग्रेज़ी में) तुरंत डाउनलोड हो जाएगा।",
  },
  form: {
    submit: "फ़्लोर प्लान पाएँ",
    downloading: "धन्यवाद! आपका फ़्लोर प्लान (अंग्रेज़ी में) डाउनलोड हो रहा है।",
  },
};
