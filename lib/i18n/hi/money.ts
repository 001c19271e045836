/** The words after a lakh or crore figure on Hindi pages: "₹65 लाख", "₹1.2 करोड़". */
export const hindiMoney = { lakh: "लाख", crore: "करोड़" } as const;
