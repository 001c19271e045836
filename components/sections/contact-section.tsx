import type { ReactNode } from "react";
import { contact, map, project } from "@/lib/content/project";
import { contactSection } from "@/lib/content/sections/contact";
import { mapLoader } from "@/lib/content/sections/location";
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

export function ContactSection() {
  const preview = mapLoader.previewImage;
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
                <Illustration image={preview} place="top-left" className="size-full">
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
            {mapLoader.directionsLabel}
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
            href={contact.whatsappHref}
            target="_blank"
            rel="noopener noreferrer"
            className={valueLink}
          >
            {contactSection.whatsappLabel}
          </a>
        </ContactItem>
        <ContactItem icon="map-pin" label={contactSection.addressLabel}>
          <p className="text-lg font-semibold text-ink">
            {project.name}, {project.locationLine}, {project.region} {project.postalCode}
          </p>
        </ContactItem>
      </ul>
    </Section>
  );
}
