/** The project's place and dates in English; the sections, the legal pages and the titles share them. */
import { completionMonth, project } from "../../content/project";

/** "Sector 12": the sector's number is written once, in the project's facts. */
export const enSector = `Sector ${project.sectorNumber}`;

/** The project's name, place and completion as words; its numbers and ids are shared facts. */
export const enProject = {
  name: "Nirala Gateway",
  /** Shown wherever the location is named in one line. */
  locationLine: `${enSector}, Greater Noida West`,
  region: "Uttar Pradesh",
  completion: completionMonth("en-GB"),
};

/** What the brochure and search engines' structured data say about the project, in English only. */
export const enProjectDetails = {
  tagline: "Retail, dining, offices and studio residences at the gateway to Greater Noida West",
  kind: "Commercial and residential development",
  locality: "Greater Noida West",
} as const;
