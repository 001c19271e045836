import { configDefaults, defineConfig } from "vitest/config";
import { fileURLToPath } from "node:url";

export default defineConfig({
  resolve: { alias: { "@": fileURLToPath(new URL("./", import.meta.url)) } },
  test: {
    include: [
      "lib/**/*.test.ts",
      "test/**/*.test.ts",
      "scripts/**/*.test.ts",
      "components/**/*.test.ts",
    ],
    // The framework contracts are slow: npm run test:contract.
    exclude: [...configDefaults.exclude, "**/*.contract.test.ts"],
    environment: "node",
  },
});
