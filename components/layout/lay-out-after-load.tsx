import { inlineScript } from "@/lib/inline/bundle";

/**
 * Lays out the home sections far below the fold once the first screen is complete, and lets the
 * Latin web fonts load at the first paint: the script of lib/inline/lay-out-after-load.ts, bundled
 * by esbuild as the page is rendered at build time.
 */
export function LayOutAfterLoad() {
  return <script dangerouslySetInnerHTML={{ __html: inlineScript("lay-out-after-load") }} />;
}
