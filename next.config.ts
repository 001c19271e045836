import type { NextConfig } from "next";
import { settings } from "./lib/settings";

// Importing settings here makes a malformed environment variable fail `next build` up front.
void settings;

const nextConfig: NextConfig = {
  output: "export",
  // With output: "export", a distDir other than .next is the export folder (used for test variants).
  ...(process.env.NEXT_DIST_DIR ? { distDir: process.env.NEXT_DIST_DIR } : {}),
  trailingSlash: false,
  // Images are pre-rendered to AVIF/WebP by our own build step; there is no image server on a CDN.
  images: { unoptimized: true },
  productionBrowserSourceMaps: false,
  poweredByHeader: false,
  reactStrictMode: true,
};

export default nextConfig;
