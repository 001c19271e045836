/** The project's place, dates and price range in Hindi; the sections, the legal pages and the titles share them. */
import type { PageWords } from "../dictionary";
import { formatPriceRange } from "../../content/prices";
import { completionMonth, project } from "../../content/project";
import { hindiMoney } from "./money";

/** "सेक्टर 12": the sector's number is written once, in the project's facts. */
export const hiSector = `सेक्टर ${project.sectorNumber}`;

/** The project's place and dates in Hindi; the sections, the disclaimer and the page titles share them. */
export const hiProject: PageWords["project"] = {
  name: "निराला गेटवे",
  locationLine: `${hiSector}, ग्रेटर नोएडा वेस्ट`,
  region: "उत्तर प्रदेश",
  completion: completionMonth("hi-IN"),
};

/** "₹65 लाख – ₹1.2 करोड़": the advertised range in Hindi units. */
export const hiPriceRange = formatPriceRange(hindiMoney);
