// On a phone the brochure popup that opens by itself is a sheet at the bottom of the screen: the
// visitor keeps reading, scrolling and tapping the page, and the sheet never hides the quick-contact
// bar or a field they are typing in. From the md breakpoint up it stays a modal (auto-popup.spec.ts).
import { box, expect, overlaps, PHONE, quickContactBar, test } from "./support/site";
import { field, heroForm, heroLabels } from "./support/leads";
import { openAutoPopup } from "./support/popups";

test.describe("auto popup on a phone", () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true, autoPopup: true });

  test("opens at the bottom unshifted, ≤ half the screen, clear of the call bar; takes no focus, steps aside for a field; Esc closes it once tapped", async ({
    page,
  }) => {
    // Where the dialog is at the instant it is shown, and every layout shift it takes part in.
    const sheet = await openAutoPopup(page, "en", () =>
      page.evaluate(() => {
        const seen = { shownAt: null as { y: number; height: number } | null, shifts: 0 };
        Object.assign(window, { sheetSeen: seen });
        new MutationObserver((records) => {
          for (const { target } of records)
            if (target instanceof HTMLDialogElement && target.open && !seen.shownAt) {
              const { y, height } = target.getBoundingClientRect();
              seen.shownAt = { y, height };
            }
        }).observe(document.body, { subtree: true, attributes: true, attributeFilter: ["open"] });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as {
            sources: { node?: Node | null }[];
          }[])
            if (entry.sources.some((source) => source.node?.nodeName === "DIALOG"))
              seen.shifts += 1;
        }).observe({ type: "layout-shift" });
      }),
    );
    const rect = await box(sheet);
    // It appears where it rests: it never jumps into place, so the page records no layout shift.
    const seen = await page.evaluate(() => (window as unknown as { sheetSeen: unknown }).sheetSeen);
    expect(seen).toEqual({ shownAt: { y: rect.y, height: rect.height }, shifts: 0 });
    expect(rect.height).toBeLessThanOrEqual(PHONE.height / 2);
    // Its bottom edge rests on the quick-contact bar, which spans the foot of a phone's screen.
    expect(
      Math.abs(rect.y + rect.height - (await box(quickContactBar(page))).y),
    ).toBeLessThanOrEqual(1);
    // Enquiry Now (a button once hydrated), WhatsApp and the call link.
    const controls = quickContactBar(page).locator("a, button");
    await expect(controls).toHaveCount(3);
    for (const control of await controls.all())
      expect(overlaps(rect, await box(control))).toBe(false);

    expect(await sheet.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(false);
    expect(await sheet.evaluate((dialog) => dialog.matches(":modal"))).toBe(false);
    // Nothing behind it is inert: the page scrolls and the hero form takes a tap.
    await page.mouse.wheel(0, 600);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
    const heroName = field(heroForm(page), heroLabels.name);
    await heroName.tap();
    await expect(heroName).toBeFocused();
    await expect(sheet).toBeAttached();
    await heroName.blur();

    // Scroll the hero's phone field down behind the sheet, then type in it.
    const phone = field(heroForm(page), heroLabels.phone);
    await phone.evaluate((input, top) => {
      const { top: at, height } = input.getBoundingClientRect();
      window.scrollBy({ top: at - top - height / 2, behavior: "instant" });
    }, rect.y);
    expect((await box(phone)).y + (await box(phone)).height).toBeGreaterThan(rect.y);
    await phone.focus();
    await expect(sheet).toBeHidden();
    await phone.blur();
    await expect(sheet).toBeVisible();

    // Focus goes in only when the visitor taps into it.
    const name = field(sheet, heroLabels.name);
    await name.tap();
    await expect(name).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(sheet).toBeHidden();
  });
});
