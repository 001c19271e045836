/** Hindi's own name, and the links that lead a reader of an English page to the Hindi one. */
const name = "हिन्दी";

export const hiLanguage = {
  name,
  readIn: "हिन्दी में पढ़ें",
  privacyNotice: `गोपनीयता सूचना (${name})`,
  /** Opens the subject of a lead from a Hindi page: the call back is in Hindi. */
  leadMarker: `[HINDI · ${name}]`,
} as const;
