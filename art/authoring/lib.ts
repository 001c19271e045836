// Authoring helpers for the SVG artwork: a tiny perspective projector and drawing primitives.
import { brandColors } from "../../lib/ui/brand";

const { ink, brass, ivory, stone } = brandColors;

/**
 * The brand's colours (lib/ui/brand.ts) under short names: the digit is the shade in hundreds, so
 * ink8 is ink 800 and brass05 is brass 50; plain ink, brass and ivory are the defaults.
 */
export const C = {
  ink: ink.DEFAULT,
  ink8: ink[800],
  ink7: ink[700],
  ink6: ink[600],
  brass05: brass[50],
  brass1: brass[100],
  brass3: brass[300],
  brass4: brass[400],
  brass: brass[500],
  brass6: brass[600],
  brass7: brass[700],
  ivory: ivory.DEFAULT,
  ivory2: ivory[200],
  stone5: stone[500],
} as const;

/** A point on screen, in px. */
export type Vec2 = readonly [x: number, y: number];
/** A point in the world, in metres: x right, y up, z away from the camera. */
export type Vec3 = readonly [x: number, y: number, z: number];
/** A quadrilateral in the world, corners in order round its edge. */
export type Quad3 = readonly [Vec3, Vec3, Vec3, Vec3];
/** A quadrilateral on screen. */
export type Quad2 = readonly [Vec2, Vec2, Vec2, Vec2];
/** An axis-aligned box: x0, x1, y0, y1, z0, z1. */
export type Box = readonly [number, number, number, number, number, number];
const faceNames = ["front", "back", "left", "right", "top", "bottom"] as const;
export type FaceName = (typeof faceNames)[number];
/** A gradient stop: offset, colour and opacity (1 when left out). */
export type Stop = readonly [offset: number, color: string, opacity?: number];

/** Seeded pseudo-random numbers in [0, 1) (mulberry32), so every redraw is the same picture. */
export function rng(seed: number): () => number {
  let state = seed;
  return () => {
    state |= 0;
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** One item of a non-empty list, chosen by `random`. */
export function pick<T>(list: readonly [T, ...T[]], random: () => number): T {
  return list[Math.floor(random() * list.length)] ?? list[0];
}

export const n = (v: number): string => String(Math.round(v * 10) / 10);
export const pts = (a: readonly Vec2[]): string => a.map((p) => `${n(p[0])},${n(p[1])}`).join(" ");
export const poly = (a: readonly Vec2[], attrs = ""): string =>
  `<polygon points="${pts(a)}" ${attrs}/>`;
export const pathOf = (polys: readonly (readonly Vec2[])[]): string =>
  polys.map((a) => `M${a.map((p) => `${n(p[0])} ${n(p[1])}`).join("L")}Z`).join("");
export const lerp = (a: number, b: number, t: number): number => a + (b - a) * t;
export const lerp3 = (a: Vec3, b: Vec3, t: number): Vec3 => [
  lerp(a[0], b[0], t),
  lerp(a[1], b[1], t),
  lerp(a[2], b[2], t),
];

type CamOptions = { f: number; eye: Vec3; cx: number; cy: number; yaw?: number };

/** Camera: eye position, focal length, principal point; verticals stay vertical (shift lens). */
export class Cam {
  readonly f: number;
  readonly eye: Vec3;
  readonly cx: number;
  readonly cy: number;
  readonly yaw: number;

  constructor({ f, eye, cx, cy, yaw = 0 }: CamOptions) {
    this.f = f;
    this.eye = eye;
    this.cx = cx;
    this.cy = cy;
    this.yaw = yaw;
  }
  p([X, Y, Z]: Vec3): Vec2 {
    const x = X - this.eye[0];
    const y = Y - this.eye[1];
    const z = Z - this.eye[2];
    const c = Math.cos(this.yaw);
    const s = Math.sin(this.yaw);
    const x2 = x * c - z * s;
    const z2 = Math.max(0.05, x * s + z * c);
    return [this.cx + (this.f * x2) / z2, this.cy - (this.f * y) / z2];
  }
  q(corners: Quad3): Quad2 {
    return [this.p(corners[0]), this.p(corners[1]), this.p(corners[2]), this.p(corners[3])];
  }
  /** Screen height in px of `h` metres standing at world point. */
  scale(P: Vec3): number {
    const z = Math.max(
      0.05,
      (P[0] - this.eye[0]) * Math.sin(this.yaw) + (P[2] - this.eye[2]) * Math.cos(this.yaw),
    );
    return this.f / z;
  }
}

/** Bilinear point on a 3D quad [p00,p10,p11,p01] (u along p00→p10, v along p00→p01). */
export function bil(c: Quad3, u: number, v: number): Vec3 {
  const a = lerp3(c[0], c[1], u);
  const b = lerp3(c[3], c[2], u);
  return lerp3(a, b, v);
}
export function sub(c: Quad3, u0: number, u1: number, v0: number, v1: number): Quad3 {
  return [bil(c, u0, v0), bil(c, u1, v0), bil(c, u1, v1), bil(c, u0, v1)];
}

/** Faces of an axis-aligned box, each with a name, corners (p00 bottom-left as seen from outside). */
export function boxFaces(
  x0: number,
  x1: number,
  y0: number,
  y1: number,
  z0: number,
  z1: number,
): Record<FaceName, Quad3> {
  return {
    front: [
      [x0, y0, z0],
      [x1, y0, z0],
      [x1, y1, z0],
      [x0, y1, z0],
    ],
    back: [
      [x1, y0, z1],
      [x0, y0, z1],
      [x0, y1, z1],
      [x1, y1, z1],
    ],
    left: [
      [x0, y0, z1],
      [x0, y0, z0],
      [x0, y1, z0],
      [x0, y1, z1],
    ],
    right: [
      [x1, y0, z0],
      [x1, y0, z1],
      [x1, y1, z1],
      [x1, y1, z0],
    ],
    top: [
      [x0, y1, z0],
      [x1, y1, z0],
      [x1, y1, z1],
      [x0, y1, z1],
    ],
    bottom: [
      [x0, y0, z1],
      [x1, y0, z1],
      [x1, y0, z0],
      [x0, y0, z0],
    ],
  };
}
const normals: Record<FaceName, Vec3> = {
  front: [0, 0, -1],
  back: [0, 0, 1],
  left: [-1, 0, 0],
  right: [1, 0, 0],
  top: [0, 1, 0],
  bottom: [0, -1, 0],
};
export function visible(cam: Cam, name: FaceName, corners: Quad3): boolean {
  const c = corners.reduce<Vec3>(
    (s, p) => [s[0] + p[0] / 4, s[1] + p[1] / 4, s[2] + p[2] / 4],
    [0, 0, 0],
  );
  const nn = normals[name];
  return (
    nn[0] * (c[0] - cam.eye[0]) + nn[1] * (c[1] - cam.eye[1]) + nn[2] * (c[2] - cam.eye[2]) < 0
  );
}
/** A solid box with per-face fills (SVG attributes); faces without a fill, or hidden, are skipped. */
export function box(cam: Cam, b: Box, fills: Partial<Record<FaceName, string>>): string {
  const faces = boxFaces(...b);
  let out = "";
  for (const name of faceNames) {
    const fill = fills[name];
    if (!fill || !visible(cam, name, faces[name])) continue;
    out += poly(cam.q(faces[name]), fill);
  }
  return out;
}

/** Grid lines on a face: `cols` verticals and `rows` horizontals as one path. */
export function gridLines(cam: Cam, c: Quad3, cols: number, rows: number, attrs: string): string {
  const segs: [Vec2, Vec2][] = [];
  for (let i = 1; i < cols; i++)
    segs.push([cam.p(bil(c, i / cols, 0)), cam.p(bil(c, i / cols, 1))]);
  for (let j = 1; j < rows; j++)
    segs.push([cam.p(bil(c, 0, j / rows)), cam.p(bil(c, 1, j / rows))]);
  const d = segs.map(([a, b]) => `M${n(a[0])} ${n(a[1])}L${n(b[0])} ${n(b[1])}`).join("");
  return `<path d="${d}" ${attrs}/>`;
}

/** Randomly lit cells of a face grid, as one path per brightness band (`attrsList`). */
export function litCells(
  cam: Cam,
  c: Quad3,
  cols: number,
  rows: number,
  prob: number,
  random: () => number,
  attrsList: readonly string[],
  inset = 0.08,
  skipRows: readonly number[] = [],
): string {
  const bands = attrsList.map((): Quad2[] => []);
  for (let i = 0; i < cols; i++)
    for (let j = 0; j < rows; j++) {
      if (skipRows.includes(j) || random() > prob) continue;
      const band = Math.floor(random() * attrsList.length);
      const cell = sub(
        c,
        (i + inset) / cols,
        (i + 1 - inset) / cols,
        (j + inset) / rows,
        (j + 1 - inset * 2) / rows,
      );
      bands[band]?.push(cam.q(cell));
    }
  return attrsList
    .map((attrs, k) => {
      const cells = bands[k] ?? [];
      return cells.length ? `<path d="${pathOf(cells)}" ${attrs}/>` : "";
    })
    .join("");
}

/** Layered-canopy tree silhouette; base at (x,y), height h px; rim is the lit edge colour. */
export function tree(x: number, y: number, h: number, fill: string, rim: string, seed = 1): string {
  const R = rng(seed);
  const blobs: [dx: number, dy: number, r: number][] = [];
  for (let i = 0; i < 9; i++) {
    const a = (i / 9) * Math.PI * 2;
    const rr = h * (0.14 + R() * 0.08);
    blobs.push([Math.cos(a) * h * 0.2 * (0.8 + R() * 0.4), -h * 0.64 + Math.sin(a) * h * 0.17, rr]);
  }
  blobs.push([0, -h * 0.64, h * 0.24]);
  const circ = (dx: number, dy: number, rr: number) =>
    `<circle cx="${n(x + dx)}" cy="${n(y + dy)}" r="${n(rr)}"/>`;
  const trunk =
    `<path d="M${n(x - h * 0.025)} ${n(y)}L${n(x - h * 0.012)} ${n(y - h * 0.5)}` +
    `L${n(x + h * 0.012)} ${n(y - h * 0.5)}L${n(x + h * 0.025)} ${n(y)}Z" fill="${fill}"/>`;
  const rimG = rim
    ? `<g fill="${rim}">${blobs.map(([dx, dy, rr]) => circ(dx + rr * 0.1, dy - rr * 0.05, rr)).join("")}</g>`
    : "";
  const body = `<g fill="${fill}">${blobs.map(([dx, dy, rr]) => circ(dx - rr * 0.04, dy + rr * 0.06, rr * 0.96)).join("")}</g>`;
  return trunk + rimG + body;
}

/** Street lamp with a soft glow; base at (x,y), height h px. */
export function lamp(
  x: number,
  y: number,
  h: number,
  pole: string = C.ink,
  glowId = "glow",
): string {
  return (
    `<rect x="${n(x - h * 0.012)}" y="${n(y - h)}" width="${n(h * 0.024)}" height="${n(h)}" ` +
    `fill="${pole}"/>` +
    `<circle cx="${n(x)}" cy="${n(y - h)}" r="${n(h * 0.28)}" fill="url(#${glowId})"/>` +
    `<circle cx="${n(x)}" cy="${n(y - h)}" r="${n(h * 0.035)}" fill="#fff3dc"/>`
  );
}

export function svg(W: number, H: number, defs: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><defs>${defs}</defs>${body}</svg>\n`;
}
const stops = (list: readonly Stop[]): string =>
  list
    .map(
      ([o, c, op = 1]) =>
        `<stop offset="${o}" stop-color="${c}"${op !== 1 ? ` stop-opacity="${op}"` : ""}/>`,
    )
    .join("");
/** A linear gradient from (0,0) to (x2,y2), top to bottom unless told. */
export const lg = (id: string, list: readonly Stop[], x2 = 0, y2 = 1, extra = ""): string =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}" ${extra}>${stops(list)}</linearGradient>`;
export const rg = (id: string, list: readonly Stop[], extra = ""): string =>
  `<radialGradient id="${id}" ${extra}>${stops(list)}</radialGradient>`;
