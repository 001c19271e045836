import { inlineScript } from "@/lib/inline/bundle";

/**
 * Lets the Latin web fonts load once the page has first painted in their sized fallbacks: the
 * script of lib/inline/fonts-after-paint.ts, first in the body so it runs before that paint.
 */
export function FontsAfterPaint() {
  return <script dangerouslySetInnerHTML={{ __html: inlineScript("fonts-after-paint") }} />;
}
