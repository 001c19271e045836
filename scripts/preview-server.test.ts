import { spawn, spawnSync } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { request } from "node:http";
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

/** The preview server on a free port over `dir`, once it says it is serving. */
async function serve(dir: string, ...args: string[]) {
  const port = await freePort();
  const server = spawn(
    process.execPath,
    ["--import", "tsx", "scripts/preview-server.ts", "--dir", dir, "--port", String(port), ...args],
    { stdio: ["ignore", "pipe", "pipe"] },
  );
  await new Promise<void>((resolve, reject) => {
    server.stdout.on("data", (chunk: Buffer) => {
      if (chunk.toString().includes("Serving")) resolve();
    });
    server.once("exit", (code) => reject(new Error(`preview server exited with ${code}`)));
  });
  return { port, stop: () => server.kill() };
}

it("keeps each lead copy posted as text/plain JSON in <leads>.copies.jsonl beside the leads", async () => {
  const dir = await mkdtemp(path.join(tmpdir(), "preview-copies-"));
  await writeFile(path.join(dir, "index.html"), "<!doctype html><title>x</title>");
  const { port, stop } = await serve(dir, "--leads", path.join(dir, "inbox", "leads.jsonl"));
  try {
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
    stop();
    await rm(dir, { recursive: true, force: true });
  }
}, 40_000);

it("sends a page's preload links ahead of it as 103 Early Hints, on navigations only", async () => {
  const dir = await mkdtemp(path.join(tmpdir(), "preview-hints-"));
  const preload = '</fonts/face.woff2>; rel=preload; as=font; type="font/woff2"; crossorigin';
  await writeFile(path.join(dir, "index.html"), "<!doctype html><title>en</title>");
  await writeFile(path.join(dir, "hi.html"), "<!doctype html><title>hi</title>");
  await writeFile(path.join(dir, "_headers"), `/hi\n  Link: ${preload}\n`);
  const { port, stop } = await serve(dir);
  // Each answer's informational (1xx) responses, then its own status.
  const get = (pathname: string, mode: string) =>
    new Promise<{ hints: [number, string | string[] | undefined][]; status?: number }>(
      (resolve, reject) => {
        const hints: [number, string | string[] | undefined][] = [];
        const req = request({ port, path: pathname, headers: { "sec-fetch-mode": mode } });
        req.on("information", (info) => hints.push([info.statusCode, info.headers.link]));
        req.on("response", (res) => {
          res.resume();
          resolve({ hints, status: res.statusCode });
        });
        req.on("error", reject);
        req.end();
      },
    );
  try {
    expect(await get("/hi", "navigate")).toEqual({ hints: [[103, preload]], status: 200 });
    expect(await get("/hi", "cors")).toEqual({ hints: [], status: 200 });
    expect(await get("/", "navigate")).toEqual({ hints: [], status: 200 });
  } finally {
    stop();
    await rm(dir, { recursive: true, force: true });
  }
}, 40_000);
