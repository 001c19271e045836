// The export as Cloudflare Pages serves it: wrangler pages dev, the runtime Pages itself runs.
import { readFileSync } from "node:fs";
import path from "node:path";
import type { APIResponse } from "@playwright/test";
import { brochure } from "../lib/content/project";
import { headersForPath, parseHeadersFile } from "../scripts/lib/headers-file";
import { CACHE } from "../scripts/lib/security-headers";
import { startCloudflare } from "./support/cloudflare";
import { expectNoCspViolations, watchCsp } from "./support/csp";
import { CLOUDFLARE_PORT } from "./support/ports";
import { expect, test, NOT_FOUND_ROUTE, SITE_ROUTES } from "./support/site";

const dir = process.env.E2E_DIR ?? "out";
const origin = `http://localhost:${CLOUDFLARE_PORT}`;
const rules = parseHeadersFile(readFileSync(path.join(dir, "_headers"), "utf8"));

/** The smoke set runs the home page here: its policy, as Cloudflare itself sends it, holds the page. */
const smoke = (route: string) => ({ tag: route === "/" ? ["@smoke"] : [] });

/** The other spellings of a route Cloudflare answers with a 308 to it. */
const aliases = (route: string) =>
  route === "/" ? ["/index.html"] : [`${route}/`, `${route}.html`];

/** Every header `_headers` declares for the requested path, with the value it declares. */
function expectDeclaredHeaders(response: APIResponse, requested: string) {
  const expected = headersForPath(rules, requested);
  expect(expected.map(([name]) => name)).toContain("Content-Security-Policy");
  const actual = response.headers();
  for (const [name, value] of expected)
    expect(actual[name.toLowerCase()], `${requested} ${name}`).toBe(value);
}

test.use({ baseURL: origin });
// One server per worker: the tests share it in order, and a failure does not skip the rest.
test.describe.configure({ mode: "default" });

let stop: (() => Promise<void>) | undefined;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const server = await startCloudflare(dir, CLOUDFLARE_PORT);
  if ("unavailable" in server) test.skip(true, server.unavailable);
  else stop = server.stop;
});

test.afterAll(async () => {
  await stop?.();
});

test.describe("Cloudflare Pages (wrangler pages dev)", () => {
  for (const route of SITE_ROUTES) {
    test(
      `${route} is 200 with the declared headers, its other spellings 308 to it; no CSP violation on it or its dialogs`,
      smoke(route),
      async ({ page, request }) => {
        // The home pages are scrolled through, loading every lazy part, before the dialogs.
        test.slow(route === "/" || route === "/hi");
        const csp = await watchCsp(page);
        const canonical = await request.get(route, { maxRedirects: 0 });
        expect(canonical.status()).toBe(200);
        expect(canonical.headers()["content-type"]).toContain("text/html");
        expectDeclaredHeaders(canonical, route);
        for (const alias of aliases(route)) {
          const redirect = await request.get(alias, { maxRedirects: 0 });
          expect(redirect.status(), alias).toBe(308);
          expect(new URL(redirect.headers().location ?? "", origin).pathname, alias).toBe(route);
          // Cloudflare matches _headers on the requested path, redirects included.
          expectDeclaredHeaders(redirect, alias);
        }
        await expectNoCspViolations(page, csp, `${origin}${route}`);
        expect(csp.consoleMessages).toEqual([]);
      },
    );
  }

  test("an unknown path is the 404 page with its headers, no CSP violation; HTML, assets, the brochure have cache headers, thank-you downloads it", async ({
    page,
    request,
  }) => {
    const response = await request.get(NOT_FOUND_ROUTE, { maxRedirects: 0 });
    expect(response.status()).toBe(404);
    expect(await response.text()).toBe(readFileSync(path.join(dir, "404.html"), "utf8"));
    expectDeclaredHeaders(response, NOT_FOUND_ROUTE);
    await page.goto("/hi/no-such-page");
    await expect(page).toHaveTitle(/Page not found/);
    const csp = await watchCsp(page);
    await expectNoCspViolations(page, csp, `${origin}${NOT_FOUND_ROUTE}`);
    expect(csp.consoleMessages).toEqual([]);

    // HTML, hashed assets and the brochure carry their cache headers; the brochure is a PDF, downloaded from thank-you.
    await page.goto("/");
    const html = await request.get("/");
    expect(html.headers()["cache-control"]).toBe(CACHE.html);
    const script = await page.locator("script[src^='/_next/static/']").first().getAttribute("src");
    const asset = await request.get(script ?? "");
    expect(asset.status()).toBe(200);
    expect(asset.headers()["cache-control"]).toBe(CACHE.immutable);
    expectDeclaredHeaders(asset, script ?? "");
    const pdf = await request.get(brochure.href);
    expect(pdf.headers()["cache-control"]).toBe(CACHE.document);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
    expectDeclaredHeaders(pdf, brochure.href);
    // _headers sets no Content-Disposition; the link's download attribute names the file.
    expect(pdf.headers()["content-disposition"]).toBe(
      headersForPath(rules, brochure.href).find(([name]) =>
        /^content-disposition$/i.test(name),
      )?.[1],
    );
    expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");

    await page.goto("/thank-you");
    const download = page.waitForEvent("download");
    await page.locator(`a[href='${brochure.href}'][download]`).first().click();
    expect((await download).suggestedFilename()).toBe(brochure.fileName);
  });
});
