import { contact } from "@/lib/content/project";

/** The sales number as an inline call link inside a sentence. */
export function PhoneLink() {
  return (
    <a
      href={contact.telHref}
      className="font-semibold whitespace-nowrap text-brass-700 underline underline-offset-4"
    >
      {contact.phoneDisplay}
    </a>
  );
}
