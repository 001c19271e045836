/** The words after a lakh or crore figure on Hindi pages: "₹65 लाख", "₹1.2 करोड़". */
import type { Copy } from "../copy";
import type { enMoney } from "../en/money";

export const hindiMoney: Copy<typeof enMoney> = { lakh: "लाख", crore: "करोड़" };
