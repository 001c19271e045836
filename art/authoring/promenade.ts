import {
  C,
  Cam,
  rng,
  poly,
  pathOf,
  box,
  boxFaces,
  gridLines,
  litCells,
  tree,
  lamp,
  svg,
  n,
  type Box,
  type Quad2,
  type Quad3,
  type Vec2,
} from "./lib";
import { person } from "./people";
import { promenadeDefs } from "./promenade-defs";

type PromenadeOptions = {
  W: number;
  H: number;
  evening: boolean;
  seed: number;
  CX?: number;
  F?: number;
};

/** Distant skyline and the gateway tower closing the vista. */
function skylineAndTower(
  cam: Cam,
  R: () => number,
  W: number,
  s: number,
  evening: boolean,
): string {
  let b = "";
  const far: Quad2[] = [];
  let x = 0;
  while (x < W) {
    const w = (50 + R() * 120) * s;
    const h = (15 + R() * 60) * s;
    far.push([
      [x, cam.cy + 2],
      [x, cam.cy - h],
      [x + w, cam.cy - h],
      [x + w, cam.cy + 2],
    ]);
    x += w + R() * 10 * s;
  }
  b += `<path d="${pathOf(far)}" fill="${evening ? "#1e2b3c" : "#b9c4c8"}"/>`;
  const tw: Box = [-2, 16, 0, 46, 190, 210];
  const tf = boxFaces(...tw);
  b += box(cam, tw, {
    front: `fill="${evening ? "#1b2b3e" : "#8fa6b6"}"`,
    right: `fill="${evening ? "#121e2b" : "#71899a"}"`,
  });
  if (evening)
    b += litCells(cam, tf.front, 12, 13, 0.4, R, [
      `fill="#ffd59a" opacity=".75"`,
      `fill="#f0a85e" opacity=".45"`,
    ]);
  b += gridLines(
    cam,
    tf.front,
    12,
    13,
    `stroke="${evening ? "#0b1520" : "#5c6f7c"}" stroke-width="${n(1 * s)}" opacity=".6"`,
  );
  b += box(cam, [-2.3, 16.3, 45, 46.5, 189.7, 210], { front: `fill="${C.brass4}"` });
  b += box(cam, [-2.6, -1.4, 10, 55, 189, 190], { front: `fill="${C.brass}"` });
  return b;
}

/** The shopfront bays on the wall at x = wx, their displays, mullions and the upper-floor glazing. */
function shopfronts(cam: Cam, wx: number, evening: boolean): string {
  let b = "";
  const wall: Quad3 = [
    [wx, 0, 1],
    [wx, 0, 190],
    [wx, 14, 190],
    [wx, 14, 1],
  ];
  b += poly(cam.q(wall), `fill="url(#wallS)"`);
  const shops: Quad2[] = [];
  const uppers: Quad2[] = [];
  const mull: Quad2[] = [];
  for (let z = 1; z < 190; z += 6) {
    shops.push(
      cam.q([
        [wx, 0, z + 0.35],
        [wx, 0, z + 5.65],
        [wx, 4, z + 5.65],
        [wx, 4, z + 0.35],
      ]),
    );
    uppers.push(
      cam.q([
        [wx, 5.6, z + 0.35],
        [wx, 5.6, z + 5.65],
        [wx, 13.2, z + 5.65],
        [wx, 13.2, z + 0.35],
      ]),
    );
    for (const f of [0.33, 0.66])
      mull.push(
        cam.q([
          [wx, 0, z + 6 * f - 0.05],
          [wx, 0, z + 6 * f + 0.05],
          [wx, 4, z + 6 * f + 0.05],
          [wx, 4, z + 6 * f - 0.05],
        ]),
      );
  }
  b += `<path d="${pathOf(shops)}" fill="url(#shop)"/>`;
  // Displays inside the shops: plinths, racks and a pendant glow per bay.
  const plinths: Quad2[] = [];
  const racks: Quad2[] = [];
  const pend: string[] = [];
  for (let z = 1; z < 120; z += 6) {
    plinths.push(
      cam.q([
        [wx, 0, z + 1.2],
        [wx, 0, z + 2.6],
        [wx, 0.9, z + 2.6],
        [wx, 0.9, z + 1.2],
      ]),
    );
    racks.push(
      cam.q([
        [wx, 0.2, z + 3.6],
        [wx, 0.2, z + 5.2],
        [wx, 2.1, z + 5.2],
        [wx, 2.1, z + 3.6],
      ]),
    );
    const P = cam.p([wx, 3.2, z + 3]);
    pend.push(
      `<circle cx="${n(P[0])}" cy="${n(P[1])}" r="${n(cam.scale([wx, 0, z + 3]) * 1.2)}"/>`,
    );
  }
  b += `<g fill="url(#glow)" opacity="${evening ? 0.7 : 0.5}">${pend.join("")}</g>`;
  b += `<path d="${pathOf(plinths)}" fill="${evening ? "#7a4a26" : "#a88a62"}" opacity=".75"/>`;
  b += `<path d="${pathOf(racks)}" fill="${evening ? "#5a3b22" : "#8c7a62"}" opacity=".45"/>`;
  b += `<path d="${pathOf(mull)}" fill="${evening ? "#5a3b22" : "#8c7a62"}" opacity=".7"/>`;
  b += `<path d="${pathOf(uppers)}" fill="url(#upper)"/>`;
  return b;
}

/** Lit upper windows at dusk, floor bands, the brass signage band and the canopy with its downlights. */
function upperFloorsAndCanopy(cam: Cam, R: () => number, wx: number, evening: boolean): string {
  let b = "";
  if (evening) {
    const lit: Quad2[] = [];
    for (let z = 1; z < 190; z += 3)
      for (const y of [5.8, 9.6])
        if (R() < 0.45)
          lit.push(
            cam.q([
              [wx, y, z + 0.3],
              [wx, y, z + 2.7],
              [wx, y + 3.3, z + 2.7],
              [wx, y + 3.3, z + 0.3],
            ]),
          );
    b += `<path d="${pathOf(lit)}" fill="#ffcf8a" opacity=".55"/>`;
  }
  const floors: Quad2[] = [];
  for (const y of [9.4, 13.2])
    floors.push(
      cam.q([
        [wx, y, 1],
        [wx, y, 190],
        [wx, y + 0.25, 190],
        [wx, y + 0.25, 1],
      ]),
    );
  b += `<path d="${pathOf(floors)}" fill="${evening ? C.ink : "#e8e1d3"}"/>`;
  // Brass signage band and the canopy projecting over the shopfronts.
  b += poly(
    cam.q([
      [wx, 4.4, 1],
      [wx, 4.4, 190],
      [wx, 5.4, 190],
      [wx, 5.4, 1],
    ]),
    `fill="${C.brass6}"`,
  );
  b += box(cam, [wx - 2.2, wx, 4.05, 4.35, 1, 190], {
    bottom: `fill="${evening ? "#2a2019" : "#8b7b66"}"`,
    left: `fill="${C.brass}"`,
  });
  if (evening) {
    const dl: string[] = [];
    for (let z = 2; z < 120; z += 2)
      dl.push(
        `<circle cx="${n(cam.p([wx - 1.1, 4.05, z])[0])}" cy="${n(cam.p([wx - 1.1, 4.05, z])[1])}" r="${n(cam.scale([wx, 0, z]) * 0.07)}"/>`,
      );
    b += `<g fill="#fff3dc">${dl.join("")}</g>`;
    // Warm light spilling from the shops onto the paving.
    b += poly(
      cam.q([
        [wx, 0, 1],
        [wx, 0, 190],
        [wx - 6, 0, 190],
        [wx - 6, 0, 1],
      ]),
      `fill="#f0a85e" opacity=".28" filter="url(#bl)"`,
    );
  }
  return b;
}

/** Left: planters, trees, lamp posts, strung lights to the canopy. */
function planterSide(cam: Cam, s: number, wx: number, evening: boolean): string {
  let b = "";
  const treeFill = evening ? "#0a121b" : "#50624c";
  const rim = evening ? "#3a2c25" : "#748a68";
  const trees: number[] = [];
  for (let z = 15; z < 150; z += 9) trees.push(z);
  for (const z of trees.reverse()) {
    const P = cam.p([-7, 0, z]);
    b += box(cam, [-8.2, -5.8, 0, 0.55, z - 1.2, z + 1.2], {
      front: `fill="${evening ? "#1b2430" : "#cbbfa9"}"`,
      right: `fill="${evening ? "#141b24" : "#b3a68f"}"`,
      top: `fill="${evening ? "#16241c" : "#6d7f58"}"`,
    });
    b += tree(P[0], P[1], cam.scale([-7, 0, z]) * 8, treeFill, rim, Math.round(z));
  }
  for (let z = 14; z < 150; z += 18) {
    const P = cam.p([-4.5, 0, z]);
    b += lamp(P[0], P[1], cam.scale([-4.5, 0, z]) * 5, evening ? "#05090e" : "#3b4047");
    if (evening) {
      const a = cam.p([-4.5, 5, z]);
      const c = cam.p([wx - 0.2, 5.2, z + 5]);
      const mid: Vec2 = [(a[0] + c[0]) / 2, Math.max(a[1], c[1]) + cam.scale([0, 0, z]) * 0.9];
      const bulbs: string[] = [];
      for (let t = 0.04; t < 1; t += 0.06) {
        const bx = (1 - t) ** 2 * a[0] + 2 * (1 - t) * t * mid[0] + t * t * c[0];
        const by = (1 - t) ** 2 * a[1] + 2 * (1 - t) * t * mid[1] + t * t * c[1];
        bulbs.push(
          `<circle cx="${n(bx)}" cy="${n(by)}" r="${n(Math.max(1.2 * s, cam.scale([0, 0, z]) * 0.06))}"/>`,
        );
      }
      b +=
        `<path d="M${n(a[0])} ${n(a[1])}Q${n(mid[0])} ${n(mid[1])} ${n(c[0])} ${n(c[1])}" ` +
        `stroke="#05090e" stroke-width="${n(1 * s)}" fill="none" opacity=".6"/>` +
        `<g fill="#ffe2a8">${bulbs.join("")}</g>`;
    }
  }
  return b;
}

/** Eye-level view down the retail promenade: lit shopfronts on the right, trees and lights on the left. */
export function promenade({ W, H, evening, seed, CX = 0.5, F = 1 }: PromenadeOptions): string {
  const R = rng(seed);
  const s = W / 1920;
  const cam = new Cam({ f: 1100 * s * F, eye: [-1.5, 1.65, 0], cx: W * CX, cy: H * 0.6, yaw: 0.1 });
  const defs = promenadeDefs(evening, s);
  let b = `<rect width="${W}" height="${H}" fill="url(#sky)"/>`;
  if (evening) {
    const st: string[] = [];
    for (let i = 0; i < 50; i++)
      st.push(`<circle cx="${n(R() * W)}" cy="${n(R() * H * 0.35)}" r="${n((0.6 + R()) * s)}"/>`);
    b += `<g fill="#fff" opacity=".5">${st.join("")}</g>`;
  }
  b += `<ellipse cx="${n(W * 0.5)}" cy="${n(cam.cy)}" rx="${n(W * 0.6)}" ry="${n(H * 0.25)}" fill="url(#sun)"/>`;
  b += skylineAndTower(cam, R, W, s, evening);
  // Paving.
  b += `<rect x="0" y="${n(cam.cy)}" width="${W}" height="${n(H - cam.cy)}" fill="url(#pave)"/>`;
  const joints: [Vec2, Vec2][] = [];
  for (let X = -30; X <= 8; X += 1.5) joints.push([cam.p([X, 0, 1]), cam.p([X, 0, 190])]);
  for (let Z = 2; Z < 190; Z *= 1.18) joints.push([cam.p([-30, 0, Z]), cam.p([8, 0, Z])]);
  const jointPath = joints.map(([a, c]) => `M${n(a[0])} ${n(a[1])}L${n(c[0])} ${n(c[1])}`).join("");
  b += `<path d="${jointPath}" stroke="${evening ? "#0a0e14" : "#8a7d68"}" stroke-width="${n(1.2 * s)}" opacity=".45"/>`;
  // Right-hand building: shopfront bays, brass canopy, upper floors.
  const wx = 7;
  b += shopfronts(cam, wx, evening);
  b += upperFloorsAndCanopy(cam, R, wx, evening);
  b += planterSide(cam, s, wx, evening);
  // Shoppers and diners at every depth.
  const folk: [X: number, Z: number, variant: number, flip: boolean][] = [];
  for (let i = 0; i < 30; i++)
    folk.push([-4 + R() * 9.5, 16 + R() ** 1.4 * 80, Math.floor(R() * 3), R() > 0.5]);
  folk.push([2.6, 11, 0, false], [3.3, 11.3, 1, true], [-2.6, 13, 1, false]);
  folk.sort((a, c) => c[1] - a[1]);
  for (const [X, Z, v, fl] of folk) {
    const P = cam.p([X, 0, Z]);
    b += person(
      P[0],
      P[1],
      cam.scale([X, 0, Z]) * (1.6 + (v === 1 ? 0.05 : 0.15)),
      evening ? "#070c12" : "#2c3138",
      v,
      fl,
    );
  }
  b += `<rect width="${W}" height="${H}" fill="url(#shade)"/>`;
  return svg(W, H, defs, b);
}
