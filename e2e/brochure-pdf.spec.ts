import { expect, test } from "@playwright/test";
import type { PDFPage } from "pdf-lib";
import { PDFArray, PDFDocument, PDFRawStream, decodePDFRawStream } from "pdf-lib";
import { brochure, contact, project, rera } from "../lib/content/project";
import { amenities } from "../lib/content/sections/amenities";
import { highways } from "../lib/content/sections/highways";

/** The text a page draws: pdf-lib writes each line as a hex string shown with Tj. */
function drawnText(page: PDFPage): string {
  const contents = page.node.Contents();
  const streams =
    contents instanceof PDFArray
      ? contents.asArray().map((ref) => page.doc.context.lookup(ref))
      : [contents];
  const lines: string[] = [];
  for (const stream of streams) {
    if (!(stream instanceof PDFRawStream)) continue;
    const operators = Buffer.from(decodePDFRawStream(stream).decode()).toString("latin1");
    for (const match of operators.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) {
      lines.push(Buffer.from(match[1] ?? "", "hex").toString("latin1"));
    }
  }
  return lines.join("\n");
}

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

  const pages = pdf.getPages();
  const cover = drawnText(pages[0]!);
  expect(cover).toContain(project.name);
  expect(cover).toContain(project.completion.label);

  // Wrapped lines rejoin with spaces, so a name that breaks across two lines still matches.
  const all = pages.map(drawnText).join("\n").replace(/\s+/g, " ");
  for (const fact of [
    rera.projectId,
    rera.partnerId,
    rera.authorityUrl,
    contact.phoneDisplay,
    contact.partnerName,
  ]) {
    expect(all).toContain(fact);
  }
  expect(all).toContain("Rs. 65 L");
  for (const amenity of amenities) expect(all).toContain(amenity.name);
  for (const highway of highways) {
    expect(all).toContain(highway.name);
    expect(all).toContain(`${highway.km} km`);
    expect(all).toContain(`${highway.minutes} min`);
  }
  expect(all).toContain("Disclaimer".toUpperCase());
  expect(all).toMatch(/Page 2 of \d/);
});
