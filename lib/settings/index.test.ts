import { spawnSync } from "node:child_process";
import { afterEach, describe, expect, it, vi } from "vitest";
import { parseSettings } from "./schema";

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

/** Loads lib/settings in a fresh Node process, as a script or a Playwright spec does. */
function loadOutsideNext(env: Record<string, string>) {
  const inherited = { ...process.env };
  delete inherited.NIRALA_SETTINGS;
  return spawnSync(
    process.execPath,
    [
      "--import",
      "tsx",
      "-e",
      'process.stdout.write(JSON.stringify(require("./lib/settings").settings))',
    ],
    { encoding: "utf8", timeout: 30_000, env: { ...inherited, ...env } },
  );
}

describe("settings", () => {
  it("are the ones next.config.ts checked and inlined, as the app's bundles read them", async () => {
    const inlined = parseSettings({ NEXT_PUBLIC_SITE_URL: "https://inlined.example.in" });
    vi.stubEnv("NIRALA_SETTINGS", JSON.stringify(inlined));
    vi.stubEnv("NEXT_PUBLIC_SITE_URL", "https://ignored.example.in");
    const { settings } = await import("./index");
    expect(settings).toEqual(inlined);
  });

  it("are parsed from the environment where nothing inlined them", () => {
    const run = loadOutsideNext({ NEXT_PUBLIC_SITE_URL: "https://www.niralagateway.in/" });
    expect(run.stderr).toBe("");
    expect(JSON.parse(run.stdout)).toEqual(
      parseSettings({ NEXT_PUBLIC_SITE_URL: "https://www.niralagateway.in" }),
    );
  }, 40_000);

  it("fail to load there, naming the variable, when one is malformed", () => {
    const run = loadOutsideNext({ NEXT_PUBLIC_GOOGLE_ADS_ID: "bad" });
    expect(run.status).not.toBe(0);
    expect(run.stderr).toContain(
      `Invalid setting NEXT_PUBLIC_GOOGLE_ADS_ID: "bad" should look like AW-123456789.`,
    );
  }, 40_000);
});
