import type { MetadataRoute } from "next";
import { brandColors } from "@/lib/ui/brand";
import { enProject as project } from "@/lib/i18n/en/project";
import { SITE_DESCRIPTION } from "@/lib/seo/metadata";

export const dynamic = "force-static";

export default function manifest(): MetadataRoute.Manifest {
  return {
    name: `${project.name}, ${project.locationLine}`,
    short_name: project.name,
    description: SITE_DESCRIPTION,
    start_url: "/",
    display: "browser",
    theme_color: brandColors.ink.DEFAULT,
    background_color: brandColors.ivory.DEFAULT,
    icons: [
      { src: "/icon.svg", sizes: "any", type: "image/svg+xml" },
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png" },
    ],
  };
}
