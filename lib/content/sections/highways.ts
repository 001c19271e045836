/**
 * Distances and drive times, exactly as advertised. Each language names and describes the highways
 * in this order (`highways.items` in lib/i18n/<lang>/sections/buying.ts).
 */
export type HighwayFigures = { km: number; minutes: number };

export const highways: readonly HighwayFigures[] = [
  { km: 11, minutes: 16 },
  { km: 13, minutes: 24 },
  { km: 16.8, minutes: 28 },
  { km: 19.4, minutes: 27 },
];
