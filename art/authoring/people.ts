// Person silhouettes, drawn once per image as <defs> and placed with <use>.
import { n } from "./lib";

/** Person silhouettes: feet at (x,y), height h px. Variant 0 man, 1 woman, 2 child-ish shorter. */
const personPaths = [
  "M0 0.5a6.5 6.5 0 1 1 0 13.0a6.5 6.5 0 1 1 0 -13.0zM-3 14L3 14L4 16.5L10.5 18.5L12.5 22L14 44" +
    "L12 45.5L10 24L9.5 50L8.5 74L7.5 99.5L2.5 99.5L1 74L0 54L-1 74L-2.5 99.5L-7.5 99.5L-8.5 74" +
    "L-9.5 50L-10 24L-12 45.5L-14 44L-12.5 22L-10.5 18.5L-4 16.5Z",
  "M0 1.5a6 6 0 1 1 0 12a6 6 0 1 1 0 -12zM-2.5 14L2.5 14L3.5 16.5L9 18.5L11 22L12 42L10.2 43.5" +
    "L8.5 25L8 36L13 72L5.5 72L5 99.5L1.5 99.5L1 72L-1 72L-1.5 99.5L-5 99.5L-5.5 72L-13 72L-8 36" +
    "L-8.5 25L-10.2 43.5L-12 42L-11 22L-9 18.5L-3.5 16.5ZM3 2.5a3.6 3.6 0 1 1 0 7.2" +
    "a3.6 3.6 0 1 1 0-7.2z",
  "M0 0.5a6.5 6.5 0 1 1 0 13.0a6.5 6.5 0 1 1 0 -13.0zM-3 14L3 14L4 16.5L10.5 18.5L12.5 22L17 41" +
    "L15 42.5L10 27L9 50L15 97L10 99.5L3 72L0 57L-3 72L-10 99.5L-15 97L-9 50L-10 27L-14 42L-16 41" +
    "L-12.5 22L-10.5 18.5L-4 16.5ZM14 42h7v9h-7z",
];
export function personDefs(): string {
  return personPaths.map((d, i) => `<path id="pp${i}" d="${d}"/>`).join("");
}
export function person(
  x: number,
  y: number,
  h: number,
  fill: string,
  variant = 0,
  flip = false,
): string {
  const s = h / 100;
  return `<use href="#pp${variant % 3}" fill="${fill}" transform="translate(${n(x)} ${n(y - h)}) scale(${flip ? -s : s} ${s})"/>`;
}
