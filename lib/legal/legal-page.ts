/** The legal pages' shape, which both languages' disclaimers and privacy notices share. */
export type LegalLink = { href: string; label: string; hrefLang?: string; lang?: string };

export type LegalSection = {
  id: string;
  heading: string;
  paragraphs: readonly string[];
  /** A bulleted list after the paragraphs. */
  list?: readonly string[];
  /** Paragraphs after the list. */
  after?: readonly string[];
  /** Links that close the section, each on its own line. */
  links?: readonly LegalLink[];
};

/** A legal page: its title, its introduction and its sections. */
export type LegalPageWords = {
  title: string;
  description: string;
  labels: { eyebrow: string; contents: string };
  intro: string;
  sections: readonly LegalSection[];
};
