// Shared by the interior scenes (interior-*.ts): the room shell, its lights and the city seen
// through the windows.
import { poly, pathOf, lg, rg, n, type Cam, type Quad2, type Quad3, type Vec2 } from "./lib";

const walls = ["floor", "ceiling", "left", "right", "back"] as const;
type Wall = (typeof walls)[number];

/** Room size in metres (width, height, depth), where the floor starts, and each surface's fill. */
type ShellOptions = { w: number; h: number; d: number; z0?: number; fills: Record<Wall, string> };

/** Shared room shell: floor, ceiling, walls as perspective quads. */
export function shell(
  cam: Cam,
  { w, h, d, z0 = 0.3, fills }: ShellOptions,
): { out: string; faces: Record<Wall, Quad3> } {
  const x0 = -w / 2;
  const x1 = w / 2;
  const faces: Record<Wall, Quad3> = {
    floor: [
      [x0, 0, z0],
      [x1, 0, z0],
      [x1, 0, d],
      [x0, 0, d],
    ],
    ceiling: [
      [x0, h, d],
      [x1, h, d],
      [x1, h, z0],
      [x0, h, z0],
    ],
    left: [
      [x0, 0, z0],
      [x0, 0, d],
      [x0, h, d],
      [x0, h, z0],
    ],
    right: [
      [x1, 0, d],
      [x1, 0, z0],
      [x1, h, z0],
      [x1, h, d],
    ],
    back: [
      [x0, 0, d],
      [x1, 0, d],
      [x1, h, d],
      [x0, h, d],
    ],
  };
  let out = "";
  for (const k of walls) out += poly(cam.q(faces[k]), fills[k]);
  return { out, faces };
}

/** The soft glows (`glow`, `soft`) and blur (`bl`) the rooms light with, in one warm colour. */
export const glowDefs = (warm = "#ffd59a"): string =>
  rg("glow", [
    [0, warm, 0.85],
    [0.35, warm, 0.3],
    [1, warm, 0],
  ]) +
  rg("soft", [
    [0, warm, 0.45],
    [1, warm, 0],
  ]) +
  `<filter id="bl" x="-30%" y="-30%" width="160%" height="160%"><feGaussianBlur stdDeviation="10"/></filter>`;

export const dot = (P: Vec2, r: number, fill: string): string =>
  `<circle cx="${n(P[0])}" cy="${n(P[1])}" r="${n(r)}" fill="${fill}"/>`;
export const line = (a: Vec2, b: Vec2, attrs: string): string =>
  `<path d="M${n(a[0])} ${n(a[1])}L${n(b[0])} ${n(b[1])}" ${attrs}/>`;

/** A window opening showing a dusk or day city outside. */
export function cityView(
  cam: Cam,
  quad: Quad3,
  { day, R, id }: { day: boolean; R: () => number; id: string },
): string {
  const q = cam.q(quad);
  const xs = q.map((p) => p[0]);
  const ys = q.map((p) => p[1]);
  const [minX, maxX, minY, maxY] = [
    Math.min(...xs),
    Math.max(...xs),
    Math.min(...ys),
    Math.max(...ys),
  ];
  let out = `<clipPath id="${id}"><polygon points="${q.map((p) => `${n(p[0])},${n(p[1])}`).join(" ")}"/></clipPath>`;
  out += `<g clip-path="url(#${id})">${poly(q, `fill="url(#${day ? "skyDay" : "skyDusk"})"`)}`;
  const hz = minY + (maxY - minY) * 0.68;
  const blocks: Quad2[] = [];
  const lights: string[] = [];
  let x = minX - 10;
  while (x < maxX) {
    const bw = 14 + R() * 40;
    const bh = 10 + R() * (maxY - minY) * 0.35;
    blocks.push([
      [x, maxY],
      [x, hz - bh],
      [x + bw, hz - bh],
      [x + bw, maxY],
    ]);
    if (!day)
      for (let k = 0; k < 4; k++)
        lights.push(`M${n(x + 3 + R() * (bw - 6))} ${n(hz - bh + 4 + R() * bh)}h3v2h-3z`);
    x += bw + R() * 6;
  }
  out += `<path d="${pathOf(blocks)}" fill="${day ? "#aebcc4" : "#1a2636"}"/>`;
  if (!day) out += `<path d="${lights.join("")}" fill="#ffcf8a" opacity=".8"/>`;
  out += `<rect x="${n(minX)}" y="${n(hz)}" width="${n(maxX - minX)}" height="${n(maxY - hz)}" fill="${day ? "#cfd6d6" : "#101a26"}" opacity=".6"/>`;
  out += `</g>`;
  return out;
}

/** The skies seen through the windows: `skyDusk` and `skyDay`. */
export const skyDefs =
  lg("skyDusk", [
    [0, "#14263a"],
    [0.45, "#3b4a66"],
    [0.75, "#b07a62"],
    [1, "#eab078"],
  ]) +
  lg("skyDay", [
    [0, "#a9c1d3"],
    [0.7, "#dfe8ec"],
    [1, "#f4efe4"],
  ]);
