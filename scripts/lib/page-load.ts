/** One page's cold first load from the export, as Lighthouse's phone sees it (npm run size). */
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import type { Browser, Page } from "@playwright/test";
import { candidateFiles } from "./link-check";

/** Lighthouse's default mobile device (Moto G Power): 412 CSS px wide at a device pixel ratio of 1.75. */
export const PHONE = { width: 412, dpr: 1.75 };

// Any origin works: every request is answered from out/ by the route below, as a CDN would.
const ORIGIN = "http://localhost:4399";
const KINDS: Record<string, string> = {
  document: "html",
  script: "js",
  stylesheet: "css",
  font: "font",
  image: "image",
  // The router's prefetches of linked pages, after hydration: listed, not first load.
  fetch: "later",
};
const TEXT_KINDS = ["html", "js", "css", "rsc"];

/** One file fetched: `counted` is what the budgets see (gzipped text, other files as stored). */
export type Row = { kind: string; url: string; raw: number; counted: number; text: string };

export type PageLoad = {
  pathname: string;
  /** Every file in the order first requested; a file asked for twice is one row. */
  rows: Row[];
  /** Paths the page asked for that out/ lacks. */
  missingFiles: string[];
  /** Requests to other origins, aborted. */
  thirdParty: string[];
  /** The largest contentful paint's image URL, or "" when it was text or none was reported. */
  lcpUrl: string;
  /** Every web font the page loaded, with its font-display as the browser read it. */
  faces: { name: string; display: string }[];
  /** The ids of the page's iframes ("iframe" for one without). */
  iframes: string[];
};

/** Loads `pathname` from `outDir` until interactive and idle, and records what it fetched. */
export async function measureFirstLoad(
  browser: Browser,
  outDir: string,
  pathname: string,
): Promise<PageLoad> {
  const load: PageLoad = {
    pathname,
    rows: [],
    missingFiles: [],
    thirdParty: [],
    lcpUrl: "",
    faces: [],
    iframes: [],
  };
  const context = await browser.newContext({
    viewport: { width: PHONE.width, height: 823 },
    deviceScaleFactor: PHONE.dpr,
    isMobile: true,
  });
  try {
    const page = await context.newPage();
    await page.route("**/*", async (route) => {
      const url = new URL(route.request().url());
      if (url.origin !== ORIGIN) {
        load.thirdParty.push(url.href);
        return route.abort();
      }
      const file = candidateFiles(url.pathname)
        .map((candidate) => path.join(outDir, candidate))
        .find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
      if (!file) {
        load.missingFiles.push(url.pathname);
        return route.fulfill({ status: 404 });
      }
      // A preload and its script are one download in a browser's cache.
      if (load.rows.some((row) => row.url === url.pathname)) return route.fulfill({ path: file });
      const body = readFileSync(file);
      // The RSC payload the hydration deferral moved out of the HTML is data: in the total only.
      const kind = url.pathname.startsWith("/_next/static/hydration/")
        ? "rsc"
        : (KINDS[route.request().resourceType()] ?? "other");
      // Text counts gzipped at level 6 (the CDNs' default), images and fonts as stored.
      const text = TEXT_KINDS.includes(kind);
      load.rows.push({
        kind,
        url: url.pathname,
        raw: body.length,
        counted: text ? gzipSync(body, { level: 6 }).length : body.length,
        text: text ? `${body}` : "",
      });
      return route.fulfill({ path: file });
    });
    await page.goto(`${ORIGIN}${pathname}`);
    await page.locator("html[data-ready]").waitFor({ state: "attached" });
    await page.evaluate(() => document.fonts.ready);
    await page.waitForLoadState("networkidle");
    load.lcpUrl = (await lastLcp(page)).url;
    load.faces = await page.evaluate(() =>
      [...document.fonts]
        .filter((face) => face.status === "loaded")
        .map((face) => ({ name: `${face.family} ${face.weight}`, display: face.display })),
    );
    load.iframes = await page
      .locator("iframe")
      .evaluateAll((els) => els.map((el) => el.id || "iframe"));
  } finally {
    await context.close();
  }
  return load;
}

/** The last largest contentful paint: its time, and its image's URL ("" for text); NaN and "" when none came. */
export function lastLcp(page: Page) {
  return page.evaluate(
    () =>
      new Promise<{ startTime: number; url: string }>((resolve) => {
        new PerformanceObserver((list) => {
          const last = list.getEntries().at(-1) as
            (PerformanceEntry & { url?: string }) | undefined;
          resolve({ startTime: last?.startTime ?? NaN, url: last?.url ?? "" });
        }).observe({ type: "largest-contentful-paint", buffered: true });
        // Buffered entries arrive at once; a page that reported none must not hang the report.
        setTimeout(() => resolve({ startTime: NaN, url: "" }), 2000);
      }),
  );
}

/** The rows of the given kinds. */
export function rowsOf(load: PageLoad, ...kinds: string[]): Row[] {
  return load.rows.filter((row) => kinds.includes(row.kind));
}

/** The bytes the budgets count for these rows. */
export function sent(rows: Row[]): number {
  return rows.reduce((total, row) => total + row.counted, 0);
}

/** The whole first load: every row but the router's prefetches after hydration. */
export function firstLoad(load: PageLoad): Row[] {
  return load.rows.filter((row) => row.kind !== "later");
}
