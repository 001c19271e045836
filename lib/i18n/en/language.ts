/** English's own name, and the link that leads a reader of a Hindi page to the English one. */
export const enLanguage = {
  name: "English",
  readIn: "Read in English",
} as const;
