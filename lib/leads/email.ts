/** The email sales receives: a subject that names the project, the form and the budget or unit. */
import { leadEmail } from "../content/lead-extras";

export function leadSubject(projectName: string, formTitle: string, details: readonly string[]) {
  const parts = [leadEmail.subjectPrefix, projectName, formTitle, ...details.filter(Boolean)];
  return parts.join(leadEmail.separator);
}
