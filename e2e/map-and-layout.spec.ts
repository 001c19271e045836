// The map behind its button.
import { map } from "../lib/i18n/english";
import { mapLoader } from "../lib/i18n/en/ui";
import { expect, test } from "./support/site";

test.describe("map", () => {
  test("the maps frame loads only after Show map, titled for screen readers", async ({ page }) => {
    const mapRequests: string[] = [];
    page.on("request", (request) => {
      if (request.url().startsWith("https://www.google.com/maps")) mapRequests.push(request.url());
    });
    await page.goto("/");
    const contactRegion = page.locator("#contact");
    await contactRegion.scrollIntoViewIfNeeded();
    await page.waitForLoadState("networkidle");
    expect(mapRequests).toEqual([]);
    await expect(contactRegion.locator("iframe")).toHaveCount(0);

    const directions = contactRegion.getByRole("link", { name: mapLoader.directionsLabel });
    await expect(directions).toHaveAttribute("href", map.directionsHref);
    await expect(directions).toHaveAttribute("target", "_blank");
    await expect(directions).toHaveAttribute("rel", /noopener/);

    await contactRegion.getByRole("button", { name: mapLoader.showLabel }).click();
    const frame = contactRegion.getByTitle(map.frameTitle);
    await expect(frame).toBeVisible();
    await expect(frame).toHaveAttribute("src", map.embedSrc);
    await expect.poll(() => mapRequests).toContain(map.embedSrc);
  });
});
