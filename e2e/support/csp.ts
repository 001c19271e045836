import { expect, type Page } from "@playwright/test";
import { DIALOG_KINDS, openDialog } from "./site";

type Violation = { directive: string; blocked: string; sample: string; source: string };

declare global {
  interface Window {
    cspViolations?: Violation[];
  }
}

/** Records every CSP violation (DOM event) and every CSP console message the page produces. */
export async function watchCsp(page: Page) {
  const consoleMessages: string[] = [];
  page.on("console", (message) => {
    if (/content.security.policy/i.test(message.text())) consoleMessages.push(message.text());
  });
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener(
      "securitypolicyviolation",
      (event) => {
        window.cspViolations?.push({
          directive: event.effectiveDirective,
          blocked: event.blockedURI,
          sample: event.sample,
          source: `${event.sourceFile}:${event.lineNumber}`,
        });
      },
      true,
    );
  });
  return {
    consoleMessages,
    violations: () => page.evaluate(() => window.cspViolations ?? []),
  };
}

/** Scrolls to the bottom a screen at a time, so lazy carousels, images and the map all load. */
async function scrollThrough(page: Page) {
  for (let step = 0; step < 60; step += 1) {
    const atBottom = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight * 0.8);
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
    });
    if (atBottom) break;
  }
  await page.waitForLoadState("networkidle");
}

/** Opens each dialog the way every opener does (the window event), then closes it with Esc. */
async function openAndCloseEveryDialog(page: Page) {
  for (const kind of DIALOG_KINDS) {
    const dialog = await openDialog(page, kind);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  }
}

/** Loads the route, scrolls the home pages through, opens and closes every dialog; no violation. */
export async function expectNoCspViolations(
  page: Page,
  csp: Awaited<ReturnType<typeof watchCsp>>,
  url: string,
) {
  const response = await page.goto(url);
  expect(response?.headers()["content-security-policy"], url).toContain("script-src 'self'");
  await page.waitForLoadState("networkidle");
  const { pathname } = new URL(url);
  if (pathname === "/" || pathname === "/hi") await scrollThrough(page);
  await openAndCloseEveryDialog(page);
  expect(await csp.violations(), url).toEqual([]);
}
