import type { Page } from "@playwright/test";
import { PORT, VARIANT_PORT } from "./ports";
import variantEnvJson from "../scripts/variant-env.json";

/** The export built with the ads tag and a Web3Forms key (scripts/variant-env.json). */
export const variantEnv: Record<string, string> = variantEnvJson;

export const plainOrigin = `http://localhost:${PORT}`;
export const variantOrigin = `http://localhost:${VARIANT_PORT}`;

/** Keeps every third-party request inside the test: gtag.js, maps and fonts are answered locally. */
export async function stubThirdParties(page: Page) {
  const gtagRequests: string[] = [];
  await page.route("https://www.googletagmanager.com/**", (route) => {
    gtagRequests.push(route.request().url());
    return route.fulfill({
      status: 200,
      contentType: "text/javascript",
      body: "/* gtag.js stub */",
    });
  });
  await page.route("https://www.google.com/maps**", (route) =>
    route.fulfill({
      status: 200,
      contentType: "text/html",
      body: "<!doctype html><title>Map</title>",
    }),
  );
  return { gtagRequests };
}
