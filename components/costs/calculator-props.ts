import type { MoneyUnits } from "@/lib/buyer/format-inr";
import type { PageWords } from "@/lib/i18n/dictionary";

type PlansWords = PageWords["plans"];

/** What the server hands the calculator: its words, the unit names and the RERA line it prints. */
export type CalculatorProps = {
  words: { sheet: PlansWords["sheet"]; calculator: PlansWords["calculator"]; printedOn: string };
  unitNames: readonly string[];
  money: MoneyUnits;
  reraLine: string;
};
