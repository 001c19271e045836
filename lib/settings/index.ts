/** What the app imports: the settings `next build` checked, their shape and the fixed endpoints. */
import type { Settings } from "./model";

export { DEFAULT_SITE_URL, LOCAL_LEADS_ENDPOINT, WEB3FORMS_ENDPOINT } from "./model";
export type { GoogleAdsSettings, Settings } from "./model";

// Two steps so zod never reaches the browser: next.config.ts (and vitest.config.mts) check the environment
// with the schema and inline the result as NIRALA_SETTINGS; where nothing inlined it (scripts, Playwright
// specs) the schema parses process.env here, in a branch the bundler drops as its condition is a constant.
export const settings: Settings =
  process.env.NIRALA_SETTINGS !== undefined
    ? (JSON.parse(process.env.NIRALA_SETTINGS) as Settings)
    : // eslint-disable-next-line @typescript-eslint/no-require-imports
      (require("./schema") as typeof import("./schema")).parseSettings(process.env);
