import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { PDFDocument, PDFName } from "pdf-lib";
import { brochure, contact, rera } from "../lib/content/project";
import { amenities, formatPriceFrom, highways, project, unitPrices } from "../lib/i18n/english";
import { reraPanel } from "../lib/legal/rera";
import { pageTexts } from "./support/pdf-text";
import { decodeQr } from "./support/site";

/** Runs in another font (the "₹" sign) and wrapped lines split text: compare without spaces. */
const squash = (text: string) => text.replace(/\s+/g, "");

test("the brochure is a multi-page PDF from the content module, in the site's subset typefaces, its first page with the RERA panel and QR", async ({
  request,
}) => {
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
  // The RERA ids too: the first page's, below.
  for (const fact of [rera.authorityUrl, contact.phoneDisplay, contact.partnerName])
    expect(all).toContain(squash(fact));
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

  // The first page carries the RERA panel, QR code included: read from the page as poppler draws it.
  for (const fact of [
    rera.projectId,
    rera.partnerId,
    ...reraPanel.accountLines,
    reraPanel.websiteText,
  ])
    expect(squash(cover)).toContain(squash(fact));
  const dir = mkdtempSync(path.join(tmpdir(), "brochure-"));
  writeFileSync(path.join(dir, "brochure.pdf"), bytes);
  const render = "-f 1 -l 1 -r 100 -png".split(" ");
  execFileSync("pdftoppm", [...render, path.join(dir, "brochure.pdf"), path.join(dir, "p")]);
  const png = readdirSync(dir).find((file) => file.endsWith(".png"))!;
  expect(await decodeQr(readFileSync(path.join(dir, png)))).toBe(rera.qrPayload);
  rmSync(dir, { recursive: true, force: true });

  // Set in the site's own typefaces, subset, and no standard fonts.
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
});
