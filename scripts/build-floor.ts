/** The framework floor for npm run perf: a minimal Next.js page (heading, 1600×900 image, button). */
import { execFileSync } from "node:child_process";
import { mkdirSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { run } from "./lib/build-env";

const floorDir = path.resolve("bench", "floor");

/** A smooth two-tone landscape with a sun: enough detail to be a real image. */
function floorPixels(width: number, height: number): Buffer {
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    const t = y / height;
    for (let x = 0; x < width; x++) {
      const ground = y > height * 0.62 + Math.sin(x / 140) * 40;
      const sun = Math.hypot(x - width * 0.7, y - height * 0.35) < 90;
      const rgb = sun
        ? [248, 214, 140]
        : ground
          ? [40 + 30 * t, 70 + 40 * t, 60]
          : [20 + 180 * t, 40 + 120 * t, 80 + 120 * t];
      rgb.forEach((value, k) => (raw[(y * width + x) * 3 + k] = Math.round(value)));
    }
  }
  return raw;
}

export async function buildFloor(): Promise<string> {
  mkdirSync(path.join(floorDir, "public"), { recursive: true });
  await sharp(floorPixels(1600, 900), { raw: { width: 1600, height: 900, channels: 3 } })
    .png({ compressionLevel: 9, adaptiveFiltering: false })
    .toFile(path.join(floorDir, "public", "floor.png"));
  execFileSync(
    process.execPath,
    [path.resolve("node_modules/next/dist/bin/next"), "build", floorDir],
    {
      stdio: "inherit",
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
    },
  );
  return path.join(floorDir, "out");
}

if (process.argv[1]?.endsWith("build-floor.ts")) run(buildFloor);
