import { spawn, spawnSync } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, it } from "vitest";

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, resolve));
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  return typeof address === "object" && address ? address.port : 0;
}

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

it("keeps each lead copy posted as text/plain JSON in <leads>.copies.jsonl beside the leads", async () => {
  const dir = await mkdtemp(path.join(tmpdir(), "preview-copies-"));
  await writeFile(path.join(dir, "index.html"), "<!doctype html><title>x</title>");
  const port = await freePort();
  const server = spawn(
    process.execPath,
    [
      "--import",
      "tsx",
      "scripts/preview-server.ts",
      "--dir",
      dir,
      "--port",
      String(port),
      "--leads",
      path.join(dir, "inbox", "leads.jsonl"),
    ],
    { stdio: ["ignore", "pipe", "pipe"] },
  );
  try {
    await new Promise<void>((resolve, reject) => {
      server.stdout.on("data", (chunk: Buffer) => {
        if (chunk.toString().includes("Serving")) resolve();
      });
      server.once("exit", (code) => reject(new Error(`preview server exited with ${code}`)));
    });
    const url = `http://localhost:${port}/api/lead-copies`;
    const post = (body: string) =>
      fetch(url, {
        method: "POST",
        headers: { "Content-Type": "text/plain;charset=UTF-8" },
        body,
      });
    const first = { lead_id: "lead-1", name: "आशा वर्मा", utm_source: "google" };
    expect((await post(JSON.stringify(first))).status).toBe(204);
    expect((await post(JSON.stringify({ lead_id: "lead-2", name: "B" }))).status).toBe(204);
    expect((await post("name=not-json")).status).toBe(400);
    expect((await post("[1,2]")).status).toBe(400);
    expect((await fetch(url)).status).toBe(405);

    const lines = (await readFile(path.join(dir, "inbox", "leads.copies.jsonl"), "utf8"))
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines).toEqual([
      { receivedAt: expect.any(String), ...first },
      { receivedAt: expect.any(String), lead_id: "lead-2", name: "B" },
    ]);
    // Copies never mix with the leads the form endpoint stores.
    await expect(readFile(path.join(dir, "inbox", "leads.jsonl"), "utf8")).rejects.toThrow();
  } finally {
    server.kill();
    await rm(dir, { recursive: true, force: true });
  }
}, 40_000);
