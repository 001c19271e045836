import type { LeadOutcome } from "@/lib/leads/client";
import type { LeadFormDef } from "@/lib/leads/forms";

/** The phone library and hashing are fetched on first focus or submit, never with the page. */
export const loadChecks = () => import("@/lib/leads/checks");
type Checks = Awaited<ReturnType<typeof loadChecks>>;

/** The brochure download: an <a download> click, so the PDF saves under the project's name. */
export function downloadFile(href: string, fileName: string) {
  const link = document.createElement("a");
  link.href = href;
  link.download = fileName;
  link.rel = "noopener";
  document.body.append(link);
  link.click();
  link.remove();
}

/** Names the failure for the console without any of the visitor's details. */
export function describeFailure(outcome: Exclude<LeadOutcome, { kind: "ok" }>): string {
  return outcome.kind === "network"
    ? `network failure (${outcome.cause})`
    : "rejected by the form service";
}

/** Chosen option of each select (budget, unit): its label, and "Label: option" for WhatsApp. */
export function chosenOptions(form: LeadFormDef, data: FormData) {
  const chosen: { option: string; line: string }[] = [];
  for (const field of form.fields) {
    if (field.control !== "select") continue;
    const value = data.get(field.name);
    const option = field.options.find((candidate) => candidate.value === value);
    if (option) chosen.push({ option: option.label, line: `${field.label}: ${option.label}` });
  }
  return chosen;
}

/** Hashing needs a secure context; without it a repeat is simply sent again. */
export async function fingerprintOrNull(
  checks: Checks,
  form: LeadFormDef,
  email: string,
  e164: string,
) {
  try {
    return await checks.leadFingerprint(form.id, email, e164);
  } catch {
    return null;
  }
}

export function focusField(element: HTMLFormElement, name: string) {
  const target = element.elements.namedItem(name);
  if (target instanceof HTMLElement) target.focus();
}
