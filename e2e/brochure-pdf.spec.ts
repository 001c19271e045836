import { expect, test } from "@playwright/test";
import { PDFDocument, PDFName } from "pdf-lib";
import { brochure, contact, rera } from "../lib/content/project";
import { amenities, formatPriceFrom, highways, project, unitPrices } from "../lib/i18n/english";
import { pageTexts } from "./support/pdf-text";

/** Runs in another font (the "₹" sign) and wrapped lines split text: compare without spaces. */
const squash = (text: string) => text.replace(/\s+/g, "");

test("the brochure is a multi-page PDF generated from the content module", async ({ request }) => {
  const response = await request.get(brochure.href);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("application/pdf");
  const bytes = await response.body();
  expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");

  const pdf = await PDFDocument.load(bytes);
  expect(pdf.getPageCount()).toBeGreaterThanOrEqual(4);
  expect(pdf.getTitle()).toBe(`${project.name} Brochure`);
  expect(pdf.getSubject()).toContain(rera.projectId);
  expect(pdf.getKeywords()).toContain(rera.projectId);

  const pages = await pageTexts(bytes);
  expect(pages).toHaveLength(pdf.getPageCount());
  const cover = pages[0]!;
  expect(squash(cover)).toContain(squash(project.name));
  expect(squash(cover)).toContain(squash(project.completion.label));

  const all = squash(pages.join(""));
  for (const fact of [
    rera.projectId,
    rera.partnerId,
    rera.authorityUrl,
    contact.phoneDisplay,
    contact.partnerName,
  ]) {
    expect(all).toContain(squash(fact));
  }
  // The rupee sign itself, in the site's typeface, not a "Rs." stand-in.
  expect(all).toContain(squash(project.price.label));
  expect(all).not.toContain("Rs.");
  for (const unit of unitPrices) expect(all).toContain(squash(`${unit.name}`));
  for (const unit of unitPrices) expect(all).toContain(squash(formatPriceFrom(unit)));
  for (const amenity of amenities) expect(all).toContain(squash(amenity.name));
  for (const highway of highways) {
    expect(all).toContain(squash(highway.name));
    expect(all).toContain(squash(`${highway.km} km`));
    expect(all).toContain(squash(`${highway.minutes} min`));
  }
  expect(all).toContain("DISCLAIMER");
  expect(all).toMatch(/Page2of\d/);
});

test("the brochure embeds the site's own typefaces, subset, and no standard fonts", async ({
  request,
}) => {
  const bytes = await (await request.get(brochure.href)).body();
  const pdf = await PDFDocument.load(bytes);
  const text = (await pageTexts(bytes)).join("");
  const fontNames = new Set<string>();
  for (const [, object] of pdf.context.enumerateIndirectObjects()) {
    const dict = object as { get?: (key: unknown) => unknown };
    const baseFont =
      typeof dict.get === "function" ? String(dict.get(PDFName.of("BaseFont")) ?? "") : "";
    if (baseFont) fontNames.add(baseFont.replace(/^\//, ""));
  }
  expect([...fontNames].sort()).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/^[A-Z]{6}\+PlayfairDisplay-SemiBold$/),
      expect.stringMatching(/^[A-Z]{6}\+Manrope-Regular$/),
      expect.stringMatching(/^[A-Z]{6}\+Manrope-Bold$/),
    ]),
  );
  for (const name of fontNames) expect(name).not.toMatch(/Times|Helvetica|Courier/);
  expect(text).toContain("₹");
});
