/**
 * Below Tailwind's `md` a popup that opens by itself is a sheet at the bottom of the screen, not a
 * modal: the same boundary as the `md:` classes (Tailwind writes it as `width >= 48rem`).
 */
export const PHONE_SHEET_QUERY = "(width < 48rem)";
