import { configDefaults, defineConfig } from "vitest/config";
import { fileURLToPath } from "node:url";
import { parseSettings } from "./lib/settings/schema";

export default defineConfig({
  resolve: { alias: { "@": fileURLToPath(new URL("./", import.meta.url)) } },
  test: {
    include: [
      "lib/**/*.test.ts",
      "test/**/*.test.ts",
      "scripts/**/*.test.ts",
      "components/**/*.test.ts",
      "integrations/**/*.test.ts",
    ],
    // The framework contracts are slow: npm run test:contract.
    exclude: [...configDefaults.exclude, "**/*.contract.test.ts"],
    environment: "node",
    // As next.config.ts does for the app: the checked settings, which lib/settings reads.
    env: { NIRALA_SETTINGS: JSON.stringify(parseSettings(process.env)) },
  },
});
