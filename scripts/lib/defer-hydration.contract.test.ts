/**
 * Contract with the installed Next: builds the framework floor (bench/floor) and checks that its
 * export still has the markup the hydration deferral rewrites. After a Next upgrade this fails
 * loudly (npm test runs it) instead of the step silently shipping a page that never hydrates.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";
import { buildFloor } from "../build-floor";
import { deferHydration, unrecognisedChunkTags } from "./defer-hydration";

it("Next still writes async chunk tags and an inline __next_f payload the step recognises", async () => {
  const html = readFileSync(path.join(await buildFloor(), "index.html"), "utf8");
  // The shapes the step matches: async chunk scripts, and the payload bootstrap plus its pushes.
  expect(html).toMatch(/<script src="\/_next\/static\/chunks\/[\w.~-]+\.js" async=""><\/script>/);
  expect(html).toContain("<script>(self.__next_f=self.__next_f||[]).push([0])</script>");
  expect(html).toMatch(/<script>self\.__next_f\.push\(\[1,/);

  const result = deferHydration(html);
  expect(result.changed).toBe(true);
  expect(result.chunks.length).toBeGreaterThan(0);
  // Nothing of Next's left behind in a form the step does not know.
  expect(unrecognisedChunkTags(result.html)).toEqual([]);
  expect(result.html).not.toContain("__next_f.push([");
  // The moved payload is every row the scripts pushed, as data, bootstrap first.
  const rows = JSON.parse(result.payload?.json ?? "[]") as unknown[];
  expect(rows[0]).toEqual([0]);
  expect(rows.length).toBeGreaterThan(1);
}, 300_000);
