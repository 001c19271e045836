export const aboutSection = {
  eyebrow: "About the project",
  facts: [
    { value: "4", label: "unit types: retail, dining, offices, studios" },
    { value: "24x7", label: "reception and security" },
    { value: "4", label: "major highways within 30 minutes" },
  ],
  heading: "A landmark address where Greater Noida West shops, dines, works and lives",
  paragraphs: [
    "Nirala Gateway rises at the entrance to Sector 12, Greater Noida West, where the sector's main road meets one of the busiest residential catchments in the NCR. Tens of thousands of families already live within a short drive, and the project is designed to be the place they come to shop, eat out and meet.",
    "The lower levels hold high-street retail with generous frontage and anchor stores that draw footfall through the day. Above them, fine-dining restaurants and cafés open onto a landscaped promenade, while office floors give growing businesses a professional address with parking on site.",
    "Studio apartments complete the mix. They have their own double-height lobby, a dedicated restaurant and 24x7 reception, so residents live above a complete neighbourhood centre without sharing its entrances. Commercial and residential under one roof: whether you are buying for your own business, a home of your own or a rental income, every unit type is on offer.",
  ],
} as const;
