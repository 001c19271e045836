/** The `_headers` text postbuild writes, for a site with every integration on, built without a build. */
import { createHash } from "node:crypto";
import { brochure, map } from "../../lib/content/project";
import { headerRules, renderHeadersFile } from "./security-headers";

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

/** Distinct fake hashes for each page; postbuild checks the real file on every build. */
const hashes = (file: string, count: number) =>
  Array.from(
    { length: count },
    (_, i) => `'sha256-${createHash("sha256").update(`${file}${i}`).digest("base64")}'`,
  );

/**
 * More inline scripts a page than a DEFER_HYDRATION=0 export has today (Next's RSC payload pushes
 * each need a hash), every page's different, so each needs a rule of its own.
 */
export const FIXTURE_HASHES_PER_PAGE = 16;

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
    mapEmbedSrc: map.embedSrc,
    pages: EXPORTED_PAGES.map((file) => ({
      file,
      scriptHashes: hashes(file, FIXTURE_HASHES_PER_PAGE),
    })),
    brochureHref: brochure.href,
  });
  return renderHeadersFile(rules, "Generated for a test.");
}
