import { spawnSync } from "node:child_process";
import { createServer } from "node:net";
import { expect, it } from "vitest";

it("npm start refuses a busy port in one line, before it builds anything", async () => {
  const busy = createServer();
  await new Promise<void>((resolve) => busy.listen(0, resolve));
  const address = busy.address();
  const port = typeof address === "object" && address ? address.port : 0;
  try {
    const started = Date.now();
    const run = spawnSync(
      process.execPath,
      ["--import", "tsx", "scripts/preview-server.ts", "--build", "--port", String(port)],
      { encoding: "utf8", timeout: 30_000 },
    );
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toBe(
      `Port ${port} is already in use; pick another with PORT=<number> npm start.`,
    );
    // The build prints its own banner; none of it may appear before the refusal.
    expect(run.stdout).not.toContain("next build");
    expect(Date.now() - started).toBeLessThan(20_000);
  } finally {
    busy.close();
  }
}, 40_000);
