/** The advertised range in English: apart from the project's name, which the lead client sends. */
import { formatPriceRange } from "../../content/prices";
import { enMoney } from "./money";

/** "₹65 L – ₹1.2 Cr": the advertised range in English units. */
export const enPriceRange = formatPriceRange(enMoney);
