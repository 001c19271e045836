/** .env.example, the README's Settings table and the CI workflows list exactly the schema's variables. */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { type SettingName, settingDocs, settingVariables } from "./schema";

const WORKFLOWS = [".github/workflows/build.yml", ".github/workflows/test.yml"];
const names = Object.keys(settingVariables.shape) as SettingName[];
const root = new URL("../../", import.meta.url);
const read = (file: string) => readFileSync(new URL(file, root), "utf8");
const docOf = (name: SettingName) => {
  const doc = settingDocs.get(settingVariables.shape[name]);
  if (!doc) throw new Error(`${name} has no description in lib/settings/schema.ts`);
  return doc;
};

/** Every NEXT_PUBLIC_* name a file mentions, so a stale or misspelt one counts as extra. */
const mentioned = (text: string) => [...new Set(text.match(/NEXT_PUBLIC_\w+/g))].sort();

/** .env.example as the schema describes it; `npx vitest run -u lib/settings` rewrites the file. */
function envExample(): string {
  const blocks = names.map((name) => {
    const { description, default: fallback } = docOf(name);
    return `# ${description}.\n# Default: ${fallback}.\n${name}=\n`;
  });
  return [
    "# Copy to .env.local (or set in your CI / CDN build settings). All are read at build time and checked\n" +
      "# by lib/settings/schema.ts; a malformed value fails `next build` with a message naming the variable.\n" +
      "# Written from that schema: `npx vitest run -u lib/settings` rewrites this file after a change there.\n",
    ...blocks,
  ].join("\n");
}

describe("the documented settings", () => {
  it("each have a description and a default", () => {
    for (const name of names) expect(docOf(name).description, name).not.toBe("");
    for (const name of names) expect(docOf(name).default, name).not.toBe("");
  });

  it.each([".env.example", "README.md", ...WORKFLOWS])(
    "%s names every variable and no other",
    (file) => {
      expect(mentioned(read(file))).toEqual([...names].sort());
    },
  );

  it(".env.example is the one the schema describes", async () => {
    await expect(envExample()).toMatchFileSnapshot("../../.env.example");
  });

  it("the README's Settings table gives each variable's meaning and default from the schema", () => {
    const rows = read("README.md")
      .split("\n")
      .map((line) => /^\| `(NEXT_PUBLIC_\w+)` +\| (.*?) +\| (.*?) +\|$/.exec(line))
      .filter((match) => match !== null)
      .map(([, name, description, fallback]) => ({ name, description, default: fallback }));
    expect(rows).toEqual(names.map((name) => ({ name, ...docOf(name) })));
  });

  it.each(WORKFLOWS)("%s passes each variable from the repository's Actions variables", (file) => {
    const passed = read(file)
      .split("\n")
      .map((line) => /^ +(NEXT_PUBLIC_\w+): (.*)$/.exec(line))
      .filter((match) => match !== null)
      .map(([, name, value]) => [name, value]);
    expect(passed).toEqual(names.map((name) => [name, `\${{ vars.${name} }}`]));
  });
});
