export type Highway = { name: string; km: number; minutes: number; description: string };

/** Distances and drive times, exactly as advertised. */
export const highways: readonly Highway[] = [
  {
    name: "FNG Expressway",
    km: 11,
    minutes: 16,
    description: "The Faridabad–Noida–Ghaziabad link for quick runs across the eastern NCR.",
  },
  {
    name: "National Highway 24",
    km: 13,
    minutes: 24,
    description: "Direct access to Delhi, Ghaziabad and the route towards Moradabad and Lucknow.",
  },
  {
    name: "Greater Noida Expressway",
    km: 16.8,
    minutes: 28,
    description: "The Noida–Greater Noida corridor with its offices, universities and metro line.",
  },
  {
    name: "Yamuna Expressway",
    km: 19.4,
    minutes: 27,
    description: "The expressway to Jewar's Noida International Airport, Agra and beyond.",
  },
];
