import { createElement, Suspense, type ReactNode } from "react";
import { PassThrough } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { outOfPlaceBoundaries } from "./boundaries-in-place";

/** Enough text that React may write the boundary out of place (it keeps those under 500 bytes). */
const paragraph = (text: string) => createElement("p", null, `${text} `.repeat(120));
const boundary = (...children: ReactNode[]) =>
  createElement(Suspense, { fallback: null }, ...children);
function Failing(): ReactNode {
  throw new Error("only in the browser");
}
const page = (...children: ReactNode[]) =>
  createElement(
    "html",
    null,
    createElement("body", null, createElement("main", null, ...children)),
  );

/** The installed React's HTML, read as Next's export reads it: once every boundary is complete. */
async function render(tree: ReactNode, progressiveChunkSize: number): Promise<string> {
  const sink = new PassThrough();
  const stream = renderToPipeableStream(tree, {
    progressiveChunkSize,
    onAllReady: () => stream.pipe(sink),
    onError: () => {},
  });
  let html = "";
  for await (const chunk of sink) html += String(chunk);
  return html;
}

describe("outOfPlaceBoundaries", () => {
  const sections = page(boundary(paragraph("first")), boundary(paragraph("second")));

  it("finds a boundary React wrote out of place, as it does past its progressive chunk size", async () => {
    expect(outOfPlaceBoundaries(await render(sections, 0))).toEqual(
      expect.arrayContaining(["<!--$?-->", '<template id="B:0">', '<div id="S:0">']),
    );
  });

  it("finds a boundary left for the browser to render", async () => {
    const html = await render(page(boundary(createElement(Failing))), Number.MAX_SAFE_INTEGER);
    expect(outOfPlaceBoundaries(html)).toContain("<!--$!-->");
  });

  it("passes content written in place, and a page with no boundary", async () => {
    expect(outOfPlaceBoundaries(await render(sections, Number.MAX_SAFE_INTEGER))).toEqual([]);
    expect(outOfPlaceBoundaries(await render(page(paragraph("plain")), 0))).toEqual([]);
  });
});
