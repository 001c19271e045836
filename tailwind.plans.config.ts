import type { Config } from "tailwindcss";
import config, { plansPageSources } from "./tailwind.config";

/** The same design tokens, scanning only the plans page's own parts (styles/plans.css loads it). */
const plansConfig: Config = { ...config, content: plansPageSources };

export default plansConfig;
