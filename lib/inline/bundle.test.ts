import { describe, expect, it } from "vitest";
import { storageKeys } from "../storage-keys";
import { inlineScript, type InlineScript } from "./bundle";

const names: InlineScript[] = ["plain-post", "hydration-loader", "lay-out-after-load"];

describe("inlineScript", () => {
  it.each(names)("bundles %s into one minified function that runs at once", (name) => {
    const code = inlineScript(name);
    expect(code).toMatch(/^\(\(\)=>\{[\s\S]*\}\)\(\);$/);
    expect(code).not.toContain("\n");
    expect(code).not.toMatch(/<\/script|<!--/i);
  });

  it("brings the helpers' rules along, and no more than they need", () => {
    const code = inlineScript("plain-post");
    expect(code).toContain(JSON.stringify(storageKeys.clickIds));
    expect(code).toContain("utm_campaign");
    expect(code).toContain("+05:30");
    // It ships in every page's HTML: an import that pulled in heavy code would show here.
    expect(code.length).toBeLessThan(5000);
    expect(inlineScript("hydration-loader").length).toBeLessThan(700);
    // It also releases the web fonts at the first paint: one script ships fewer bytes than two.
    expect(inlineScript("lay-out-after-load").length).toBeLessThan(1250);
  });
});
