import { expect, test, NOT_FOUND_ROUTE, SITE_ROUTES } from "./support/site";

const SOURCE_TALK = /\b(brief|marketing material|placeholders?|spec|specification)\b/i;
// A form cannot override a visitor's Do Not Disturb registration: no page may claim it does.
const DND_CLAIM = /do not call|do not disturb|\bDND\b|NCPR/i;

test("every page speaks to buyers: never about a brief, placeholders or a spec, never overriding DND", async ({
  page,
}) => {
  for (const path of [...SITE_ROUTES, NOT_FOUND_ROUTE]) {
    await page.goto(path);
    const text = await page.locator("body").innerText();
    expect(text.match(SOURCE_TALK), path).toBeNull();
    expect(text, path).not.toMatch(DND_CLAIM);
  }
});
