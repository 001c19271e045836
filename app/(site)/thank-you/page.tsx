import type { Metadata } from "next";
import Link from "next/link";
import { contact, thankYou } from "@/lib/content";
import { ConversionEvent } from "@/components/analytics/conversion-event";
import { pageMetadata } from "@/lib/seo";
import { Icon } from "@/components/ui/icon";

// Reached only after a lead is sent: kept out of search results and the sitemap.
export const metadata: Metadata = pageMetadata({
  title: "Thank You",
  description: "Your enquiry about Nirala Gateway has been received.",
  path: "/thank-you",
  index: false,
});

export default function ThankYouPage() {
  return (
    <section className="container-site flex min-h-[70vh] flex-col items-center justify-center py-20 text-center">
      <Icon name="circle-check" className="size-16 text-brass-600" strokeWidth={1.5} />
      <h1 className="mt-6 font-display text-display-sm font-semibold sm:text-display-md">
        {thankYou.heading}
      </h1>
      <p className="mt-4 text-lg text-stone-700">{thankYou.body}</p>
      <p className="mt-2 max-w-xl text-lg text-stone-700">{thankYou.followUp}</p>
      <p className="mt-6 text-sm text-stone-600">
        Need an answer sooner? Call{" "}
        <a
          href={contact.telHref}
          className="font-semibold text-brass-700 underline underline-offset-4"
        >
          {contact.phoneDisplay}
        </a>
        .
      </p>
      <Link href="/" className="btn-dark mt-10">
        Back to Home
      </Link>
      <ConversionEvent value={thankYou.conversion.value} currency={thankYou.conversion.currency} />
    </section>
  );
}
