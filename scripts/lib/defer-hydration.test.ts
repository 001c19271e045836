import { describe, expect, it } from "vitest";
import { LOADER_ATTRIBUTE } from "../../lib/inline/hydration-loader";
import { collectScriptHashes } from "./security-headers";
import { parseHtml } from "./html";
import {
  deferHydration,
  loaderScript,
  PAYLOAD_DIR,
  unrecognisedChunkTags,
} from "./defer-hydration";

const page = [
  "<!DOCTYPE html><html><head>",
  '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/runtime.js"/>',
  '<script src="/_next/static/chunks/framework.js" async=""></script>',
  '<script src="/_next/static/chunks/main.js" async=""></script>',
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
  "</head><body><h1>Nirala Gateway</h1>",
  "<script>(self.__next_f=self.__next_f||[]).push([0])</script>",
  '<script>self.__next_f.push([1,"0:{\\"P\\":null}\\n"])</script>',
  '<script src="/_next/static/chunks/runtime.js" async=""></script>',
  '<script>self.__next_f.push([1,"1:[\\"$\\",\\"h1\\",null]\\n"])</script>',
  "</body></html>",
].join("");

describe("deferHydration", () => {
  it("moves the RSC payload and every async chunk behind one loader at the end of the body", () => {
    const { html, chunks, payload, changed } = deferHydration(page);
    expect(changed).toBe(true);
    expect(chunks).toEqual([
      "/_next/static/chunks/framework.js",
      "/_next/static/chunks/main.js",
      "/_next/static/chunks/runtime.js",
    ]);
    expect(payload?.src).toMatch(new RegExp(`^${PAYLOAD_DIR}/[0-9a-f]{20}\\.json$`));
    // The payload first, then the chunks, in their order.
    expect(html).toContain(`${loaderScript([payload?.src ?? "", ...chunks])}</body>`);
    expect(html).not.toMatch(/<script src="\/_next\/static\/chunks\/\w+\.js" async/);
    expect(html).not.toContain('rel="preload" as="script"');
    expect(html).not.toContain("__next_f.push([");
    // The stylesheet, the legacy polyfills and the content stay where they were.
    expect(html).toContain('href="/_next/static/chunks/a.css"');
    expect(html).toContain('polyfills.js" noModule=""');
    expect(html).toContain("<h1>Nirala Gateway</h1>");
    expect(unrecognisedChunkTags(html)).toEqual([]);
  });

  it("moves the payload as data: the rows the inline scripts pushed, in order", () => {
    const { payload } = deferHydration(page);
    expect(JSON.parse(payload?.json ?? "")).toEqual([
      [0],
      [1, '0:{"P":null}\n'],
      [1, '1:["$","h1",null]\n'],
    ]);
  });

  it("fails the build on a payload it cannot read as data, or chunks with no payload", () => {
    const code = page
      .replace('push([1,"0:', 'push(f([1,"0:')
      .replace('null}\\n"])', 'null}\\n"]))');
    expect(() => deferHydration(code)).toThrow(/does not push JSON/);
    const bare = page.replaceAll(/<script>[^<]*__next_f[^<]*<\/script>/g, "");
    expect(() => deferHydration(bare)).toThrow(/no RSC payload/);
  });

  it("names the payload file by its content, so a CDN may cache it for good", () => {
    const first = deferHydration(page).payload?.src;
    expect(deferHydration(page).payload?.src).toBe(first);
    const edited = page.replace(":null}", ":1}");
    expect(deferHydration(edited).payload?.src).not.toBe(first);
  });

  it("leaves pages without chunks alone and does not run twice", () => {
    const plain = "<html><body><p>Hi</p></body></html>";
    const unchanged = { chunks: [], payload: null, changed: false };
    expect(deferHydration(plain)).toEqual({ html: plain, ...unchanged });
    const once = deferHydration(page).html;
    expect(deferHydration(once)).toEqual({ html: once, ...unchanged });
  });

  it("names chunk tags and payload scripts in a form it does not know", () => {
    expect(
      unrecognisedChunkTags('<script defer src="/_next/static/chunks/x.js"></script>'),
    ).toHaveLength(1);
    expect(
      unrecognisedChunkTags('<script nonce="n">self.__next_f.push([1,"x"])</script>'),
    ).toHaveLength(1);
  });

  it("gives the loader its list as data: the same code on every page, one hash for the CSP", () => {
    const first = deferHydration(page).html;
    const second = deferHydration(page.replace("main.js", "other.js")).html;
    const loader = parseHtml(second).tags.find((tag) => LOADER_ATTRIBUTE in tag.attrs);
    expect(JSON.parse(loader?.attrs[LOADER_ATTRIBUTE] ?? "")).toContain(
      "/_next/static/chunks/other.js",
    );
    expect(collectScriptHashes([first, second])).toHaveLength(1);
  });
});
