/**
 * The lead forms of both languages, built once, for server components and tests: the browser gets
 * its page's forms as data from the server components that render them, never this module.
 */
import type { LeadFormId } from "./form-ids";
import { buildLeadForms } from "./build-lead-forms";
import type { LeadFormDef } from "./forms";
import type { Lang } from "../i18n/lang";
import { uiWords } from "../i18n/ui";

export const leadFormsByLang: Record<Lang, Record<LeadFormId, LeadFormDef>> = {
  en: buildLeadForms("en", uiWords.en),
  hi: buildLeadForms("hi", uiWords.hi),
};

/** The English forms, which most journeys exercise. */
export const leadForms = leadFormsByLang.en;
