import { project, rera } from "../project";

export type GlanceFact = { label: string; value: string };

export const atAGlance: readonly GlanceFact[] = [
  { label: "Price range", value: project.price.label },
  { label: "Completion", value: project.completion.label },
  { label: "Location", value: project.locationLine },
  { label: `${rera.authorityShortName} registration`, value: rera.projectId },
];
