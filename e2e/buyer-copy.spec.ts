import { expect, test } from "@playwright/test";
import { stubThirdParties } from "./support/site";

const SOURCE_TALK = /\b(brief|marketing material|placeholders?|spec|specification)\b/i;

test.beforeEach(async ({ page }) => {
  await stubThirdParties(page);
});

for (const path of ["/", "/thank-you", "/disclaimer", "/privacy", "/hi/privacy", "/no-such-page"]) {
  test(`${path} speaks to buyers, never about a brief, marketing material, placeholders or a spec`, async ({
    page,
  }) => {
    await page.goto(path);
    const text = await page.locator("body").innerText();
    expect(text.match(SOURCE_TALK)).toBeNull();
  });
}
