/** The email sales receives: a subject that names the project, the form and the budget or unit. */
import { leadEmail } from "../content/lead-extras";
import type { Lang } from "../i18n/lang";

/** A lead from a Hindi page says so first, so sales calls back in Hindi. */
export function leadSubject(
  projectName: string,
  formTitle: string,
  details: readonly string[],
  lang: Lang = "en",
) {
  const marker = leadEmail.languageMarkers[lang];
  const parts = [
    ...(marker ? [marker] : []),
    leadEmail.subjectPrefix,
    projectName,
    formTitle,
    ...details.filter(Boolean),
  ];
  return parts.join(leadEmail.separator);
}
