import { spawn } from "node:child_process";
import { once } from "node:events";
import { WORKERD_UNAVAILABLE } from "../../scripts/lib/workerd";

type Started = { origin: string; stop: () => Promise<void> } | { unavailable: string };

/** Cold start of wrangler and workerd on a busy two-core machine takes about 20 s. */
const START_TIMEOUT_MS = 90_000;

/**
 * Starts `npm run serve:cloudflare` on the export and waits until it answers; `unavailable` with
 * its one-line reason when workerd cannot run on this machine.
 */
export async function startCloudflare(dir: string, port: number): Promise<Started> {
  // Its own process group, so stopping it also ends wrangler's workerd children.
  const child = spawn(
    "npx",
    ["tsx", "scripts/serve-cloudflare.ts", "--dir", dir, "--port", `${port}`],
    {
      detached: true,
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  let exitCode: number | null | undefined;
  const exited = once(child, "exit").then(([code]) => (exitCode = code as number | null));
  const stop = async () => {
    if (exitCode !== undefined || child.pid === undefined) return;
    process.kill(-child.pid, "SIGTERM");
    await exited;
  };

  const origin = `http://localhost:${port}`;
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (exitCode === WORKERD_UNAVAILABLE)
      return { unavailable: output.trim().split("\n").at(-1) ?? "" };
    if (exitCode !== undefined)
      throw new Error(`serve:cloudflare exited with ${exitCode}:\n${output}`);
    const ready = await fetch(origin, { signal: AbortSignal.timeout(5_000) }).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return { origin, stop };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(
    `serve:cloudflare did not answer at ${origin} within ${START_TIMEOUT_MS} ms:\n${output}`,
  );
}
