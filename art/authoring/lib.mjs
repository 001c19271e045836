// Authoring helpers for the SVG artwork: a tiny perspective projector and drawing primitives.
export const C = {
  ink: "#0e1a26",
  ink8: "#16283a",
  ink7: "#213a52",
  ink6: "#35506b",
  brass: "#c4914a",
  brass3: "#e2c48e",
  brass4: "#d4aa66",
  brass6: "#a5762f",
  brass7: "#7d5820",
  ivory: "#f8f5ef",
  ivory2: "#efe9dd",
  warm: "#ffd59a",
  warm2: "#ffb865",
};

export function rng(seed) {
  return () => {
    seed |= 0;
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const n = (v) => String(Math.round(v * 10) / 10);
export const pts = (a) => a.map((p) => `${n(p[0])},${n(p[1])}`).join(" ");
export const poly = (a, attrs = "") => `<polygon points="${pts(a)}" ${attrs}/>`;
export const pathOf = (polys) =>
  polys.map((a) => `M${a.map((p) => `${n(p[0])} ${n(p[1])}`).join("L")}Z`).join("");
export const lerp = (a, b, t) => a + (b - a) * t;
export const lerp3 = (a, b, t) => [lerp(a[0], b[0], t), lerp(a[1], b[1], t), lerp(a[2], b[2], t)];

/** Camera: eye position, focal length, principal point; verticals stay vertical (shift lens). */
export class Cam {
  constructor({ f, eye, cx, cy, yaw = 0 }) {
    Object.assign(this, { f, eye, cx, cy, yaw });
  }
  p([X, Y, Z]) {
    const x = X - this.eye[0];
    const y = Y - this.eye[1];
    const z = Z - this.eye[2];
    const c = Math.cos(this.yaw);
    const s = Math.sin(this.yaw);
    const x2 = x * c - z * s;
    const z2 = Math.max(0.05, x * s + z * c);
    return [this.cx + (this.f * x2) / z2, this.cy - (this.f * y) / z2];
  }
  q(corners) {
    return corners.map((c) => this.p(c));
  }
  /** Screen height in px of `h` metres standing at world point. */
  scale(P) {
    const z = Math.max(
      0.05,
      (P[0] - this.eye[0]) * Math.sin(this.yaw) + (P[2] - this.eye[2]) * Math.cos(this.yaw),
    );
    return this.f / z;
  }
}

/** Bilinear point on a 3D quad [p00,p10,p11,p01] (u along p00→p10, v along p00→p01). */
export function bil(c, u, v) {
  const a = lerp3(c[0], c[1], u);
  const b = lerp3(c[3], c[2], u);
  return lerp3(a, b, v);
}
export function sub(c, u0, u1, v0, v1) {
  return [bil(c, u0, v0), bil(c, u1, v0), bil(c, u1, v1), bil(c, u0, v1)];
}

/** Faces of an axis-aligned box, each with a name, corners (p00 bottom-left as seen from outside). */
export function boxFaces(x0, x1, y0, y1, z0, z1) {
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
const normals = {
  front: [0, 0, -1],
  back: [0, 0, 1],
  left: [-1, 0, 0],
  right: [1, 0, 0],
  top: [0, 1, 0],
  bottom: [0, -1, 0],
};
export function visible(cam, name, corners) {
  const c = corners.reduce(
    (s, p) => [s[0] + p[0] / 4, s[1] + p[1] / 4, s[2] + p[2] / 4],
    [0, 0, 0],
  );
  const nn = normals[name];
  return (
    nn[0] * (c[0] - cam.eye[0]) + nn[1] * (c[1] - cam.eye[1]) + nn[2] * (c[2] - cam.eye[2]) < 0
  );
}
/** A solid box with per-face fills; hidden faces skipped. */
export function box(cam, b, fills) {
  const faces = boxFaces(...b);
  let out = "";
  for (const [name, corners] of Object.entries(faces)) {
    if (!fills[name] || !visible(cam, name, corners)) continue;
    out += poly(cam.q(corners), fills[name]);
  }
  return out;
}

/** Grid lines on a face: `cols` verticals and `rows` horizontals as one path. */
export function gridLines(cam, c, cols, rows, attrs) {
  const segs = [];
  for (let i = 1; i < cols; i++)
    segs.push([cam.p(bil(c, i / cols, 0)), cam.p(bil(c, i / cols, 1))]);
  for (let j = 1; j < rows; j++)
    segs.push([cam.p(bil(c, 0, j / rows)), cam.p(bil(c, 1, j / rows))]);
  const d = segs.map(([a, b]) => `M${n(a[0])} ${n(a[1])}L${n(b[0])} ${n(b[1])}`).join("");
  return `<path d="${d}" ${attrs}/>`;
}

/** Randomly lit cells of a face grid, as one path per brightness band. */
export function litCells(cam, c, cols, rows, prob, random, attrsList, inset = 0.08, skipRows = []) {
  const bands = attrsList.map(() => []);
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
      bands[band].push(cam.q(cell));
    }
  return bands.map((b, k) => (b.length ? `<path d="${pathOf(b)}" ${attrsList[k]}/>` : "")).join("");
}

/** Person silhouettes: feet at (x,y), height h px. Variant 0 man, 1 woman, 2 child-ish shorter. */
const personPaths = [
  "M0 0.5a6.5 6.5 0 1 1 0 13.0a6.5 6.5 0 1 1 0 -13.0zM-3 14L3 14L4 16.5L10.5 18.5L12.5 22L14 44L12 45.5L10 24L9.5 50L8.5 74L7.5 99.5L2.5 99.5L1 74L0 54L-1 74L-2.5 99.5L-7.5 99.5L-8.5 74L-9.5 50L-10 24L-12 45.5L-14 44L-12.5 22L-10.5 18.5L-4 16.5Z",
  "M0 1.5a6 6 0 1 1 0 12a6 6 0 1 1 0 -12zM-2.5 14L2.5 14L3.5 16.5L9 18.5L11 22L12 42L10.2 43.5L8.5 25L8 36L13 72L5.5 72L5 99.5L1.5 99.5L1 72L-1 72L-1.5 99.5L-5 99.5L-5.5 72L-13 72L-8 36L-8.5 25L-10.2 43.5L-12 42L-11 22L-9 18.5L-3.5 16.5ZM3 2.5a3.6 3.6 0 1 1 0 7.2a3.6 3.6 0 1 1 0-7.2z",
  "M0 0.5a6.5 6.5 0 1 1 0 13.0a6.5 6.5 0 1 1 0 -13.0zM-3 14L3 14L4 16.5L10.5 18.5L12.5 22L17 41L15 42.5L10 27L9 50L15 97L10 99.5L3 72L0 57L-3 72L-10 99.5L-15 97L-9 50L-10 27L-14 42L-16 41L-12.5 22L-10.5 18.5L-4 16.5ZM14 42h7v9h-7z",
];
export function personDefs() {
  return personPaths.map((d, i) => `<path id="pp${i}" d="${d}"/>`).join("");
}
export function person(x, y, h, fill, variant = 0, flip = false) {
  const s = h / 100;
  return `<use href="#pp${variant % 3}" fill="${fill}" transform="translate(${n(x)} ${n(y - h)}) scale(${flip ? -s : s} ${s})"/>`;
}

/** Layered-canopy tree silhouette; base at (x,y), height h px; rim is the lit edge colour. */
export function tree(x, y, h, fill, rim, seed = 1) {
  const R = rng(seed);
  const blobs = [];
  for (let i = 0; i < 9; i++) {
    const a = (i / 9) * Math.PI * 2;
    const rr = h * (0.14 + R() * 0.08);
    blobs.push([Math.cos(a) * h * 0.2 * (0.8 + R() * 0.4), -h * 0.64 + Math.sin(a) * h * 0.17, rr]);
  }
  blobs.push([0, -h * 0.64, h * 0.24]);
  const circ = (dx, dy, rr) => `<circle cx="${n(x + dx)}" cy="${n(y + dy)}" r="${n(rr)}"/>`;
  const trunk = `<path d="M${n(x - h * 0.025)} ${n(y)}L${n(x - h * 0.012)} ${n(y - h * 0.5)}L${n(x + h * 0.012)} ${n(y - h * 0.5)}L${n(x + h * 0.025)} ${n(y)}Z" fill="${fill}"/>`;
  const rimG = rim
    ? `<g fill="${rim}">${blobs.map(([dx, dy, rr]) => circ(dx + rr * 0.1, dy - rr * 0.05, rr)).join("")}</g>`
    : "";
  const body = `<g fill="${fill}">${blobs.map(([dx, dy, rr]) => circ(dx - rr * 0.04, dy + rr * 0.06, rr * 0.96)).join("")}</g>`;
  return trunk + rimG + body;
}

/** Street lamp with a soft glow; base at (x,y), height h px. */
export function lamp(x, y, h, pole = C.ink, glowId = "glow") {
  return `<rect x="${n(x - h * 0.012)}" y="${n(y - h)}" width="${n(h * 0.024)}" height="${n(h)}" fill="${pole}"/><circle cx="${n(x)}" cy="${n(y - h)}" r="${n(h * 0.28)}" fill="url(#${glowId})"/><circle cx="${n(x)}" cy="${n(y - h)}" r="${n(h * 0.035)}" fill="#fff3dc"/>`;
}

export function svg(W, H, defs, body) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><defs>${defs}</defs>${body}</svg>\n`;
}
export const lg = (id, stops, x2 = 0, y2 = 1, extra = "") =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}" ${extra}>${stops
    .map(
      ([o, c, op = 1]) =>
        `<stop offset="${o}" stop-color="${c}"${op !== 1 ? ` stop-opacity="${op}"` : ""}/>`,
    )
    .join("")}</linearGradient>`;
export const rg = (id, stops, extra = "") =>
  `<radialGradient id="${id}" ${extra}>${stops
    .map(
      ([o, c, op = 1]) =>
        `<stop offset="${o}" stop-color="${c}"${op !== 1 ? ` stop-opacity="${op}"` : ""}/>`,
    )
    .join("")}</radialGradient>`;
