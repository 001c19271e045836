import { createElement, Suspense, type ReactNode } from "react";
import { PassThrough } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { inlineBoundaries, leftoverBoundaryMarkup } from "./inline-boundaries";

/** Enough text that React may write the boundary out of place (it keeps those under 500 bytes). */
const paragraph = (text: string) => createElement("p", null, `${text} `.repeat(120));
const boundary = (...children: ReactNode[]) =>
  createElement(Suspense, { fallback: null }, ...children);
const page = createElement(
  "html",
  null,
  createElement(
    "body",
    null,
    createElement("main", null, boundary(paragraph("first")), boundary(paragraph("second"))),
    // A boundary inside a boundary: its content arrives with its parent's.
    createElement("footer", null, boundary(paragraph("outer"), boundary(paragraph("inner")))),
  ),
);

/**
 * The installed React's HTML for the page, with the given threshold for writing out of place,
 * read as Next's export reads it: once every boundary is complete.
 */
async function render(progressiveChunkSize: number): Promise<string> {
  const sink = new PassThrough();
  const stream = renderToPipeableStream(page, {
    progressiveChunkSize,
    onAllReady: () => stream.pipe(sink),
  });
  let html = "";
  for await (const chunk of sink) html += String(chunk);
  return html;
}

describe("inlineBoundaries", () => {
  it("writes exactly what React writes when every boundary fits in place", async () => {
    const outOfPlace = await render(0);
    // The shapes the step rewrites; if React stops writing them, this says so.
    expect(outOfPlace).toContain('<!--$?--><template id="B:0"></template><!--/$-->');
    expect(outOfPlace).toContain('<div hidden id="S:0">');
    expect(outOfPlace).toMatch(/<script>\$RB=/);

    const inPlace = await render(Number.MAX_SAFE_INTEGER);
    expect(inPlace).not.toContain("<!--$?-->");
    const result = inlineBoundaries(outOfPlace);
    expect(result.html).toBe(inPlace);
    expect(result.changed).toBe(4);
    expect(leftoverBoundaryMarkup(result.html)).toEqual([]);
  });

  it("leaves a page without out-of-place boundaries as it is", async () => {
    const inPlace = await render(Number.MAX_SAFE_INTEGER);
    expect(inlineBoundaries(inPlace)).toEqual({ html: inPlace, changed: 0 });
  });

  it("refuses a boundary whose content is missing, and names what a page still holds", async () => {
    const outOfPlace = await render(0);
    const orphan = outOfPlace.replace(/<div hidden id="S:0">/, '<div hidden id="S:x0">');
    expect(() => inlineBoundaries(orphan)).toThrow("No content for the boundary B:0.");
    expect(leftoverBoundaryMarkup(outOfPlace)).toEqual(
      expect.arrayContaining(["<!--$?-->", '<template id="B:0">', '<div hidden id="S:0">']),
    );
  });
});
