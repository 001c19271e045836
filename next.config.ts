import type { NextConfig } from "next";
import { deployWarnings } from "./lib/settings/model";
import { parseSettings } from "./lib/settings/schema";

// Checked here, so a malformed environment variable fails `next build` up front, naming it.
const settings = parseSettings(process.env);
// Next loads this file in more than one process; the flag (inherited by them) prints the warnings once.
if (!process.env.NIRALA_SETTINGS_WARNED) {
  process.env.NIRALA_SETTINGS_WARNED = "1";
  for (const warning of deployWarnings(settings)) console.warn(`\u26a0 ${warning}`);
}

const nextConfig: NextConfig = {
  output: "export",
  // The app reads the checked settings from this one inlined value (lib/settings/index.ts), never zod.
  env: { NIRALA_SETTINGS: JSON.stringify(settings) },
  // With output: "export", a distDir other than .next is the export folder (used for test variants).
  ...(process.env.NEXT_DIST_DIR ? { distDir: process.env.NEXT_DIST_DIR } : {}),
  trailingSlash: false,
  // Images are pre-rendered to AVIF/WebP by our own build step; there is no image server on a CDN.
  images: { unoptimized: true },
  productionBrowserSourceMaps: false,
  poweredByHeader: false,
  reactStrictMode: true,
  // One root layout per language (app/(site), app/(hindi)): unmatched URLs need a 404 of their own.
  experimental: {
    globalNotFound: true,
    // The stylesheet goes into the document: on a slow phone link it would cost a round trip
    // before the first paint (docs/performance.md, "Inlined CSS").
    inlineCss: true,
  },
};

export default nextConfig;
