/** The text each page of a PDF draws, read as a copy and paste or a screen reader would (unpdf). */
import { extractText, getDocumentProxy } from "unpdf";

/** One string per page, in page order. */
export async function pageTexts(bytes: Uint8Array): Promise<string[]> {
  // A copy: PDF.js may detach the buffer it is handed, and callers still read theirs.
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  try {
    return (await extractText(pdf, { mergePages: false })).text;
  } finally {
    await pdf.destroy();
  }
}
