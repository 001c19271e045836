import { defineConfig } from "vitest/config";

/** Slow contracts with the installed framework (npm run test:contract, part of npm test). */
export default defineConfig({
  test: { include: ["scripts/**/*.contract.test.ts"], environment: "node" },
});
