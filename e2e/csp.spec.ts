import { expect, test, type Page } from "@playwright/test";
import type { DialogKind } from "../lib/content/navigation";
import { dialogCopy } from "../lib/ui/dialogs";
import { openDialog } from "./support/lead-journeys";
import { plainOrigin, stubThirdParties, variantEnv, variantOrigin } from "./support/site";

type Violation = { directive: string; blocked: string; sample: string; source: string };

declare global {
  interface Window {
    cspViolations?: Violation[];
    injectedScriptRan?: boolean;
  }
}

/** Records every CSP violation (DOM event) and every CSP console message the page produces. */
async function watchCsp(page: Page) {
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
  for (const kind of Object.keys(dialogCopy) as DialogKind[]) {
    const dialog = await openDialog(page, kind);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  }
}

const routes = [
  "/",
  "/thank-you",
  "/disclaimer",
  "/privacy",
  "/hi",
  "/hi/thank-you",
  "/hi/disclaimer",
  "/hi/privacy",
  "/no-such-page",
];

for (const [build, origin] of [
  ["plain build", plainOrigin],
  ["ads + Web3Forms build", variantOrigin],
] as const) {
  test.describe(`CSP, ${build}`, () => {
    test("no route, dialog or lazy-loaded part of the page violates the policy", async ({
      page,
    }) => {
      // Nine routes in two languages, each with every dialog opened and closed.
      test.slow();
      await stubThirdParties(page);
      const csp = await watchCsp(page);
      for (const route of routes) {
        const response = await page.goto(`${origin}${route}`);
        expect(response?.headers()["content-security-policy"], route).toContain(
          "script-src 'self'",
        );
        await page.waitForLoadState("networkidle");
        if (route === "/" || route === "/hi") await scrollThrough(page);
        await openAndCloseEveryDialog(page);
        expect(await csp.violations(), route).toEqual([]);
      }
      expect(csp.consoleMessages).toEqual([]);
    });
  });
}

test.describe("CSP is enforced", () => {
  test("an injected inline script does not run and is reported", async ({ page }) => {
    await stubThirdParties(page);
    const csp = await watchCsp(page);
    await page.goto("/");
    await page.evaluate(() => {
      const script = document.createElement("script");
      script.textContent = "window.injectedScriptRan = true;";
      document.body.append(script);
    });
    await expect
      .poll(csp.violations)
      .toContainEqual(expect.objectContaining({ directive: "script-src-elem", blocked: "inline" }));
    expect(await page.evaluate(() => window.injectedScriptRan)).toBeUndefined();
  });

  test("pages and static assets carry the security and cache headers", async ({
    page,
    request,
  }) => {
    await page.goto("/");
    const home = await request.get("/");
    const headers = home.headers();
    expect(headers["content-security-policy"]).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(headers["content-security-policy"]).toMatch(
      /script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')+;/,
    );
    expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(headers["content-security-policy"]).not.toContain("googletagmanager");
    expect(headers["strict-transport-security"]).toBe(
      "max-age=63072000; includeSubDomains; preload",
    );
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["permissions-policy"]).toContain("camera=()");
    expect(headers["cache-control"]).toBe("public, max-age=0, must-revalidate");

    const script = await page.locator("script[src^='/_next/static/']").first().getAttribute("src");
    const asset = await request.get(script ?? "");
    expect(asset.status()).toBe(200);
    expect(asset.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(asset.headers()["x-content-type-options"]).toBe("nosniff");

    const variant = (await request.get(`${variantOrigin}/`)).headers()["content-security-policy"];
    expect(variant).toMatch(/script-src [^;]*https:\/\/www\.googletagmanager\.com/);
    expect(variant).toMatch(/connect-src [^;]*https:\/\/api\.web3forms\.com/);
    // The lead webhook's origin, only on the build that sets it.
    const webhook = new URL(variantEnv.NEXT_PUBLIC_LEAD_WEBHOOK_URL ?? "").origin;
    expect(variant).toMatch(new RegExp(`connect-src [^;]*${webhook.replace(/\./g, "\\.")}( |;)`));
    expect(headers["content-security-policy"]).not.toContain(webhook);
  });
});
