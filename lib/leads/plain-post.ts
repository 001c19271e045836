/**
 * A lead form is a real HTML form: before React hydrates, or without JavaScript, the browser posts
 * it to the form service itself. These are the service's fields such a post carries; the scripted
 * submit builds its own body and never reads them.
 */
import { enProject as project } from "../i18n/en/project";
import { leadEmail } from "../content/lead-extras";
import { leadFormTitles } from "./form-ids";
import { marketingConsent } from "../content/leads";
import { localePath, type Lang } from "../i18n/lang";
import { paths } from "../seo/paths";
import { settings } from "../settings";
import { leadSubject } from "./email";
import type { AnyLeadFormDef } from "./forms";

/** The hidden fields of a plain post: the service's key, the e-mail's subject and sender, the way back. */
export function plainPostFields(form: AnyLeadFormDef, lang: Lang): [string, string][] {
  return [
    ["access_key", settings.accessKey],
    ["subject", leadSubject(project.name, leadFormTitles[form.id], [], lang)],
    ["from_name", leadEmail.fromName],
    ["project", project.name],
    // The contact form's own `message` is the visitor's; its source travels as `source`.
    [form.transport === "json" ? "message" : "source", form.source],
    ["language", lang],
    // The service sends the browser on to our own thank-you page, in the page's language.
    ["redirect", `${settings.siteUrl}${localePath(lang, paths.thankYou)}`],
  ];
}

/** The fields the visitor gives in a form: what makes a retry the same lead. */
export function visitorFieldNames(form: AnyLeadFormDef): ReadonlySet<string> {
  return new Set<string>([...form.fields.map((field) => field.name), marketingConsent.name]);
}
