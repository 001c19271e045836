import { mkdtempSync, readFileSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { socialCard } from "../../lib/content/images";
import { highways, project } from "../../lib/i18n/english";
import { imageGroups } from "../../lib/ui/images";
import { findSource, heightFor, isUpToDate, progress } from "./asset-utils";

const artDir = path.resolve(__dirname, "..", "..", "art");
const existing =
  (...files: string[]) =>
  (file: string) =>
    files.map((name) => path.join("/art", name)).includes(file);

describe("findSource", () => {
  it("prefers a real render dropped in by marketing over the SVG artwork", () => {
    expect(findSource("hero", "/art", existing("hero.svg", "hero.jpg"))).toBe("/art/hero.jpg");
    expect(findSource("hero", "/art", existing("hero.svg", "hero.png"))).toBe("/art/hero.png");
    expect(findSource("hero", "/art", existing("hero.webp", "hero.jpeg"))).toBe("/art/hero.jpeg");
  });

  it("falls back to the SVG, and reports a missing source as null", () => {
    expect(findSource("hero", "/art", existing("hero.svg"))).toBe("/art/hero.svg");
    expect(findSource("hero", "/art", existing("other.svg"))).toBeNull();
  });

  it("finds artwork in art/ for every image the site asks for", () => {
    // The social card is not an image group (it ships only as og-card.jpg) but is drawn from art/.
    const names = [
      ...Object.values(imageGroups).flatMap((group) => group.images.map((i) => i.name)),
      socialCard.name,
    ];
    expect(names).toHaveLength(12);
    for (const name of names) expect(findSource(name, artDir), name).not.toBeNull();
  });
});

describe("heightFor", () => {
  it("keeps the intrinsic aspect ratio at every width", () => {
    expect(heightFor({ width: 1920, height: 1080 }, 768)).toBe(432);
    expect(heightFor({ width: 1200, height: 900 }, 400)).toBe(300);
    expect(heightFor({ width: 1600, height: 1000 }, 480)).toBe(300);
  });
});

describe("isUpToDate", () => {
  it("is true only when the output is newer than every input", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "assets-"));
    const source = path.join(dir, "a.svg");
    const script = path.join(dir, "script.ts");
    const output = path.join(dir, "a-480.avif");
    for (const file of [source, script, output]) writeFileSync(file, "x");
    utimesSync(source, 1000, 1000);
    utimesSync(script, 1000, 1000);
    utimesSync(output, 2000, 2000);
    expect(isUpToDate(output, [source, script])).toBe(true);
    utimesSync(script, 3000, 3000);
    expect(isUpToDate(output, [source, script])).toBe(false);
    expect(isUpToDate(path.join(dir, "missing.webp"), [source])).toBe(false);
  });
});

describe("artwork that carries figures", () => {
  it("the drive-time diagram shows every highway's name, km and minutes", () => {
    const svg = readFileSync(path.join(artDir, "location-connectivity.svg"), "utf8");
    for (const highway of highways) {
      expect(svg).toContain(highway.name);
      expect(svg).toContain(`${highway.km} km · ${highway.minutes} min`);
    }
  });

  it("the social card shows the project name, price range and completion", () => {
    const svg = readFileSync(path.join(artDir, `${socialCard.name}.svg`), "utf8");
    for (const text of [project.name, project.price.label, project.completion.label]) {
      expect(svg).toContain(text);
    }
  });

  it("the neighbourhood map labels Sector 12 and the four highways", () => {
    const svg = readFileSync(path.join(artDir, "location-neighbourhood-map.svg"), "utf8");
    for (const label of [
      "Sector 12",
      "FNG Expressway",
      "NH 24",
      "Greater Noida Expressway",
      "Yamuna Expressway",
    ]) {
      expect(svg).toContain(label);
    }
  });
});

describe("progress", () => {
  it("says at once how much there is to draw, then reports each tenth and the end", () => {
    const lines: string[] = [];
    const step = progress("images", 25, (line) => lines.push(line));
    expect(lines).toEqual(["images: 0/25…"]);
    for (let i = 1; i <= 25; i++) step(`image-${i}.avif`);
    expect(lines).toHaveLength(11);
    expect(lines[1]).toBe("images: 3/25 (image-3.avif)");
    expect(lines.at(-1)).toBe("images: 25/25 (image-25.avif)");
  });

  it("stays silent when everything is up to date", () => {
    const lines: string[] = [];
    progress("images", 0, (line) => lines.push(line));
    expect(lines).toEqual([]);
  });
});
