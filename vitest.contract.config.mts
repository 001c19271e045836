import { defineConfig } from "vitest/config";
import { parseSettings } from "./lib/settings/schema";

/** Slow contracts with the installed framework (npm run test:contract, part of npm test). */
export default defineConfig({
  test: {
    include: ["scripts/**/*.contract.test.ts"],
    environment: "node",
    // As next.config.ts does for the app: the checked settings, which lib/settings reads.
    env: { NIRALA_SETTINGS: JSON.stringify(parseSettings(process.env)) },
  },
});
