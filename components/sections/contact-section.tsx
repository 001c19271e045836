import type { ReactNode } from "react";
import { contact, map, project } from "@/lib/content/project";
import { whatsappHref } from "@/lib/leads/whatsapp";
import { salesWhatsappNumber } from "@/lib/content/lead-extras";
import type { Lang } from "@/lib/i18n/lang";
import { getDictionary } from "@/lib/i18n";
import { withAlts } from "@/lib/i18n/images";
import { locationImages } from "@/lib/content/images";
import { MapLoader } from "@/components/map/map-loader";
import { Illustration } from "@/components/ui/illustration";
import type { IconName } from "@/lib/ui/icons";
import { OpenDialogButton } from "@/components/ui/open-dialog-button";
import { ResponsivePicture } from "@/components/ui/responsive-picture";
import { Section } from "./section";
import { Icon } from "@/components/ui/icon";

const valueLink = "text-lg font-semibold text-ink underline-offset-4 hover:underline";

type ContactItemProps = {
  icon: IconName;
  label: string;
  iconClassName?: string;
  children: ReactNode;
};

function ContactItem({
  icon,
  label,
  iconClassName = "bg-ink text-brass-300",
  children,
}: ContactItemProps) {
  return (
    <li className="flex gap-4">
      <span
        className={`inline-flex size-11 shrink-0 items-center justify-center rounded-full ${iconClassName}`}
      >
        <Icon name={icon} className="size-5" />
      </span>
      <div>
        <p className="text-sm text-stone-600">{label}</p>
        {children}
      </div>
    </li>
  );
}

export function ContactSection({ lang }: { lang: Lang }) {
  const { pages, ui } = getDictionary(lang);
  const contactSection = pages.contact;
  const preview = withAlts(locationImages, pages.images.location)[0];
  return (
    <Section
      id="contact"
      name="contact"
      className="bg-ivory-200"
      layout="grid gap-12 lg:grid-cols-[minmax(0,0.9fr)_minmax(0,1.1fr)] lg:items-center lg:gap-16"
      heading={{
        eyebrow: contactSection.eyebrow,
        heading: contactSection.heading,
        intro: contactSection.body,
      }}
      aside={
        <div className="min-w-0">
          <MapLoader
            preview={
              preview ? (
                <Illustration
                  image={preview}
                  labels={pages.illustrations}
                  place="top-left"
                  className="size-full"
                >
                  <ResponsivePicture
                    image={preview}
                    group="location"
                    className="size-full object-cover"
                  />
                </Illustration>
              ) : null
            }
          />
          <a
            href={map.directionsHref}
            target="_blank"
            rel="noopener noreferrer"
            className="btn-outline mt-5 text-ink"
          >
            <Icon name="navigation" className="size-4" />
            {ui.map.directionsLabel}
          </a>
        </div>
      }
    >
      <OpenDialogButton kind="contact" className="btn-dark mt-8 px-7">
        {contactSection.cta}
      </OpenDialogButton>
      <ul className="mt-10 space-y-5">
        <ContactItem icon="phone" label={contactSection.callLabel}>
          <a href={contact.telHref} className={valueLink}>
            {contact.phoneDisplay}
          </a>
        </ContactItem>
        <ContactItem
          icon="message-circle"
          label={contactSection.whatsappTitle}
          iconClassName="bg-whatsapp text-white"
        >
          <a
            href={whatsappHref(salesWhatsappNumber, ui.whatsappText)}
            target="_blank"
            rel="noopener noreferrer"
            className={valueLink}
          >
            {contactSection.whatsappLabel}
          </a>
        </ContactItem>
        <ContactItem icon="map-pin" label={contactSection.addressLabel}>
          <p className="text-lg font-semibold text-ink">
            {`${pages.project.name}, ${pages.project.locationLine}, ${pages.project.region} ${project.postalCode}`}
          </p>
        </ContactItem>
      </ul>
    </Section>
  );
}
