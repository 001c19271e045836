import { project } from "./project";
import { heroSection } from "./sections/hero";

/** Titles and descriptions search results and share cards show. */
export const siteMeta = {
  /** The home page's title; every other page's is "<its title> | <project name>". */
  title: `${project.name} | Retail, Offices & Studio Apartments in ${project.locationLine}`,
  description: `${heroSection.subheading} ${project.locationLine}, priced ${project.price.label}.`,
  thankYou: {
    title: "Thank You",
    description: `Your enquiry about ${project.name} has been received.`,
  },
} as const;

/** The one 404 page, which offers both languages. */
export const notFound = {
  title: "Page not found",
  heading: "This page could not be found",
  body: `The link may be old or mistyped. Everything about ${project.name} is on the home page, or call us on`,
  homeLink: "Go to the home page",
} as const;
