import type { NextConfig } from "next";

// The same export settings as the site, so the two builds differ only in what the page does.
const nextConfig: NextConfig = {
  output: "export",
  images: { unoptimized: true },
  productionBrowserSourceMaps: false,
  poweredByHeader: false,
  reactStrictMode: true,
};

export default nextConfig;
