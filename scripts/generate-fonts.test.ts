import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { FONT_MANIFEST, hashedFontName, publicFontUrl } from "../lib/ui/fonts-manifest";
import { publicFontFiles } from "../lib/ui/font-subsets-hindi";
import { publishFonts } from "./generate-fonts";

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

/** A project root with assets/fonts/ holding `fonts` and an empty public/. */
function project(fonts: Record<string, string>) {
  const root = mkdtempSync(path.join(tmpdir(), "fonts-"));
  roots.push(root);
  const assets = path.join(root, "assets", "fonts");
  mkdirSync(assets, { recursive: true });
  mkdirSync(path.join(root, "public"));
  for (const [file, text] of Object.entries(fonts)) writeFileSync(path.join(assets, file), text);
  const publish = (files: string[]) =>
    publishFonts(files, assets, path.join(root, "public", "fonts"), path.join(root, FONT_MANIFEST));
  return { root, publish, listed: () => readdirSync(path.join(root, "public", "fonts")) };
}

describe("hashedFontName", () => {
  it("names a file by its bytes: the same bytes, the same name; others, another", () => {
    const name = hashedFontName("noto-sans-devanagari.woff2", Buffer.from("a"));
    expect(name).toMatch(/^noto-sans-devanagari\.[0-9a-f]{10}\.woff2$/);
    expect(hashedFontName("noto-sans-devanagari.woff2", Buffer.from("a"))).toBe(name);
    expect(hashedFontName("noto-sans-devanagari.woff2", Buffer.from("b"))).not.toBe(name);
  });
});

describe("publishFonts", () => {
  it("copies the Hindi face to public/fonts/ under its hashed name, and the manifest gives its URL", () => {
    // The English pages' cut for their links to Hindi goes the same way.
    expect(publicFontFiles).toEqual([
      "noto-sans-devanagari.woff2",
      "noto-sans-devanagari-links.woff2",
    ]);
    const { root, publish, listed } = project({
      "noto-sans-devanagari.woff2": "cut one",
      "noto-sans-devanagari-links.woff2": "links",
    });
    const manifest = publish([...publicFontFiles]);
    const name = hashedFontName("noto-sans-devanagari.woff2", Buffer.from("cut one"));
    const links = hashedFontName("noto-sans-devanagari-links.woff2", Buffer.from("links"));
    expect(manifest).toEqual({
      "noto-sans-devanagari.woff2": `/fonts/${name}`,
      "noto-sans-devanagari-links.woff2": `/fonts/${links}`,
    });
    expect(listed().sort()).toEqual([links, name].sort());
    expect(readFileSync(path.join(root, "public", "fonts", name), "utf8")).toBe("cut one");
    expect(JSON.parse(readFileSync(path.join(root, FONT_MANIFEST), "utf8"))).toEqual(manifest);
    expect(publicFontUrl("noto-sans-devanagari.woff2", root)).toBe(`/fonts/${name}`);
  });

  it("replaces the copy when the cut changes, leaving no stale file", () => {
    const { root, publish, listed } = project({ "noto-sans-devanagari.woff2": "cut one" });
    publish(["noto-sans-devanagari.woff2"]);
    writeFileSync(path.join(root, "assets", "fonts", "noto-sans-devanagari.woff2"), "cut two");
    const manifest = publish(["noto-sans-devanagari.woff2"]);
    const name = hashedFontName("noto-sans-devanagari.woff2", Buffer.from("cut two"));
    expect(listed()).toEqual([name]);
    expect(publicFontUrl("noto-sans-devanagari.woff2", root)).toBe(
      manifest["noto-sans-devanagari.woff2"],
    );
  });
});

describe("publicFontUrl", () => {
  it("fails the build, naming the fix, when the fonts were never cut or the copy is gone", () => {
    const { root, publish } = project({ "noto-sans-devanagari.woff2": "cut one" });
    expect(() => publicFontUrl("noto-sans-devanagari.woff2", root)).toThrow(/npm run assets/);
    const url = publish(["noto-sans-devanagari.woff2"])["noto-sans-devanagari.woff2"] ?? "";
    expect(() => publicFontUrl("manrope.woff2", root)).toThrow(/no public copy of manrope/);
    rmSync(path.join(root, "public", url));
    expect(() => publicFontUrl("noto-sans-devanagari.woff2", root)).toThrow(/is missing/);
  });
});
