/** The `_headers` text postbuild writes, for a site with every integration on, built without a build. */
import { createHash } from "node:crypto";
import { brochure, map } from "../../lib/content/project";
import { headerRules, htmlPathsFor, renderHeadersFile } from "./security-headers";

/** Every page the export writes. */
export const EXPORTED_PAGES = [
  "index.html",
  "thank-you.html",
  "privacy.html",
  "disclaimer.html",
  "hi.html",
  "hi/thank-you.html",
  "hi/privacy.html",
  "hi/disclaimer.html",
  "404.html",
  "_not-found.html",
];

// One more inline script than the export has today; postbuild checks the real file on every build.
const hashes = Array.from(
  { length: 12 },
  (_, i) => `'sha256-${createHash("sha256").update(String(i)).digest("base64")}'`,
);

export function generatedHeadersFile(): string {
  const rules = headerRules({
    settings: {
      formEndpoint: "https://api.web3forms.com/submit",
      googleAds: {
        id: "AW-123456789",
        conversionLabel: "L",
        callConversionLabel: "C",
        whatsappConversionLabel: "W",
        enhancedConversions: true,
      },
      siteUrl: "https://www.example.in",
      hcaptchaSiteKey: "10000000-ffff-ffff-ffff-000000000001",
      leadWebhookUrl: "https://script.google.com/macros/s/x/exec",
    },
    scriptHashes: hashes,
    mapEmbedSrc: map.embedSrc,
    htmlPaths: EXPORTED_PAGES.flatMap(htmlPathsFor),
    brochureHref: brochure.href,
  });
  return renderHeadersFile(rules, "Generated for a test.");
}
