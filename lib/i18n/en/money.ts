/** The words after a lakh or crore figure on English pages: "₹65 L", "₹1.2 Cr". */
export const enMoney = { lakh: "L", crore: "Cr" } as const;
