import { expectNoCspViolations, watchCsp } from "./support/csp";
import { expect, test, EVERY_ROUTE, plainOrigin, variantEnv, variantOrigin } from "./support/site";

for (const [build, origin] of [
  ["plain build", plainOrigin],
  ["ads + Web3Forms build", variantOrigin],
] as const) {
  test.describe(`CSP, ${build}`, () => {
    // The smoke set's CSP check: the build under test (E2E_DIR) with the headers its _headers sets.
    const tag = origin === plainOrigin ? ["@smoke"] : [];
    test(
      "no route, dialog or lazy-loaded part of the page violates the policy",
      { tag },
      async ({ page }) => {
        // Nine routes in two languages, each with every dialog opened and closed.
        test.slow();
        const csp = await watchCsp(page);
        for (const route of EVERY_ROUTE)
          await expectNoCspViolations(page, csp, `${origin}${route}`);
        expect(csp.consoleMessages).toEqual([]);
      },
    );
  });
}

test.describe("CSP is enforced", () => {
  test("an injected inline script does not run and is reported; pages carry the security headers, the variant's policy its hosts", async ({
    page,
    request,
  }) => {
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
    expect(await page.evaluate(() => "injectedScriptRan" in window)).toBe(false);

    // Policy and cache values: scripts/lib/security-headers.test.ts; served by Cloudflare: cloudflare.spec.ts.
    const headers = (await request.get("/")).headers();
    expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(headers["strict-transport-security"]).toBe(
      "max-age=63072000; includeSubDomains; preload",
    );
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["permissions-policy"]).toContain("camera=()");
    // The variant build states its own hosts: the ads tag, the form service and the lead webhook.
    const variant = (await request.get(`${variantOrigin}/`)).headers()["content-security-policy"];
    expect(variant).toMatch(/script-src [^;]*https:\/\/www\.googletagmanager\.com/);
    expect(variant).toMatch(/connect-src [^;]*https:\/\/api\.web3forms\.com/);
    const webhook = new URL(variantEnv.NEXT_PUBLIC_LEAD_WEBHOOK_URL ?? "").origin;
    expect(variant).toMatch(new RegExp(`connect-src [^;]*${webhook.replace(/\./g, "\\.")}( |;)`));
  });
});
