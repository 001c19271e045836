import {
  C,
  Cam,
  rng,
  poly,
  pathOf,
  box,
  boxFaces,
  sub,
  gridLines,
  tree,
  svg,
  lg,
  n,
  type Box,
  type Quad2,
  type Vec2,
} from "./lib";
import { person, personDefs } from "./people";
import { shell, glowDefs, cityView, skyDefs } from "./interior";

/** The office's gradients and the figures' shapes. */
function officeDefs(): string {
  return (
    glowDefs("#fff6e3") +
    skyDefs +
    personDefs() +
    lg("floor", [
      [0, "#8c8073"],
      [1, "#c9beb0"],
    ]) +
    lg("ceil", [
      [0, "#eae6df"],
      [1, "#c9c3b9"],
    ]) +
    lg(
      "wall",
      [
        [0, "#e9e4db"],
        [1, "#cfc8bc"],
      ],
      1,
      0,
    )
  );
}

/** Glass meeting room on the left with a table and chairs. */
function meetingRoom(cam: Cam): string {
  let b = "";
  const mr: Box = [-9, -4.5, 0, 3.4, 6, 13];
  const mrF = boxFaces(...mr);
  b += box(cam, [-8.2, -5.4, 0.72, 0.76, 8, 11], {
    right: `fill="${C.brass7}"`,
    top: `fill="${C.brass6}"`,
    front: `fill="${C.brass7}"`,
  });
  for (const z of [8.3, 9.3, 10.3])
    b += box(cam, [-5.3, -4.9, 0, 0.9, z, z + 0.45], {
      front: `fill="#1e2d3d"`,
      right: `fill="#2c3f52"`,
    });
  b += poly(cam.q(mrF.right), `fill="#cfe3ea" opacity=".28"`);
  b += poly(cam.q(mrF.front), `fill="#cfe3ea" opacity=".22"`);
  b += gridLines(cam, mrF.right, 4, 1, `stroke="#3b4047" stroke-width="2"`);
  b += poly(cam.q(sub(mrF.right, 0, 1, 0.45, 0.5)), `fill="#ffffff" opacity=".5"`);
  b += box(cam, [-4.6, -4.5, 0, 3.4, 6, 6.1], { front: `fill="#3b4047"` });
  return b;
}

/** A desk pair at (X, Z): the desk, its screen, two monitors and two task chairs. */
function workstation(cam: Cam, X: number, Z: number): string {
  let b = "";
  b += box(cam, [X, X + 3.4, 0.72, 0.76, Z, Z + 1.6], {
    front: `fill="#d8cfbf"`,
    top: `fill="#f4efe6"`,
    left: `fill="#c8bfaf"`,
    right: `fill="#c8bfaf"`,
  });
  b += box(cam, [X + 0.05, X + 3.35, 0.76, 1.1, Z + 0.78, Z + 0.82], {
    front: `fill="#b9c4c8"`,
    back: `fill="#b9c4c8"`,
    top: `fill="#9aa6ab"`,
  });
  for (const dx of [0.5, 2.1]) {
    b += box(cam, [X + dx, X + dx + 0.7, 0.9, 1.3, Z + 0.55, Z + 0.58], {
      front: `fill="#1e2226"`,
      back: `fill="#1e2226"`,
    });
    b += box(cam, [X + dx + 0.1, X + dx + 0.6, 0.42, 0.5, Z - 0.75, Z - 0.3], {
      front: `fill="#2c3f52"`,
      top: `fill="#3a4f66"`,
    });
    b += box(cam, [X + dx + 0.12, X + dx + 0.58, 0.5, 1.05, Z - 0.78, Z - 0.72], {
      front: `fill="#1e2d3d"`,
    });
    b += box(cam, [X + dx + 0.33, X + dx + 0.37, 0, 0.42, Z - 0.55, Z - 0.5], {
      front: `fill="#1e2226"`,
    });
  }
  return b;
}

/** An office floor in daylight with a glass meeting room. */
export function office(): string {
  const W = 1200,
    H = 900;
  const R = rng(13);
  const cam = new Cam({ f: 520, eye: [-0.6, 1.6, 1.4], cx: W / 2, cy: H * 0.45 });
  const defs = officeDefs();
  const w = 18,
    h = 3.4,
    d = 32;
  let b = `<rect width="${W}" height="${H}" fill="#e3ded6"/>`;
  const { out, faces } = shell(cam, {
    w,
    h,
    d,
    z0: 1.7,
    fills: {
      floor: `fill="url(#floor)"`,
      ceiling: `fill="url(#ceil)"`,
      left: `fill="url(#wall)"`,
      right: `fill="#b9b2a6"`,
      back: `fill="#dcd5ca"`,
    },
  });
  b += out;
  // Full-height windows on the right and the back: daylight city.
  const rg1 = sub(faces.right, 0.02, 0.98, 0.03, 0.97);
  b += cityView(cam, rg1, { day: true, R, id: "cv5" });
  b += gridLines(cam, rg1, 12, 1, `stroke="#3b4047" stroke-width="4"`);
  const bg1 = sub(faces.back, 0.3, 0.98, 0.03, 0.97);
  b += cityView(cam, bg1, { day: true, R, id: "cv6" });
  b += gridLines(cam, bg1, 6, 1, `stroke="#3b4047" stroke-width="3"`);
  // Carpet tiles.
  const tiles: [Vec2, Vec2][] = [];
  for (let x = -9; x <= 9; x += 1.2) tiles.push([cam.p([x, 0, 1.6]), cam.p([x, 0, d])]);
  for (let z = 2; z < d; z += 1.2) tiles.push([cam.p([-9, 0, z]), cam.p([9, 0, z])]);
  b += `<path d="${tiles.map(([a, c]) => `M${n(a[0])} ${n(a[1])}L${n(c[0])} ${n(c[1])}`).join("")}" stroke="#6f655a" stroke-width="1" opacity=".35"/>`;
  // Sunlight pools on the floor from the windows.
  const pools: Quad2[] = [];
  for (let z = 2; z < 30; z += 2.6)
    pools.push(
      cam.q([
        [9, 0, z],
        [9, 0, z + 1.8],
        [4, 0, z + 3.2],
        [4, 0, z + 1.4],
      ]),
    );
  b += `<path d="${pathOf(pools)}" fill="#fff8e8" opacity=".35"/>`;
  // Linear ceiling lights.
  for (let z = 5; z < 32; z += 3)
    b += poly(
      cam.q([
        [-6, 3.39, z],
        [5, 3.39, z],
        [5, 3.39, z + 0.25],
        [-6, 3.39, z + 0.25],
      ]),
      `fill="#fffdf7"`,
    );
  b += meetingRoom(cam);
  // Rows of workstations with monitors and task chairs.
  const desks: Vec2[] = [];
  for (const Z of [4, 8, 12, 16, 20, 24, 28]) for (const X of [-2.8, 1.4]) desks.push([X, Z]);
  desks.sort((a, c) => c[1] - a[1]);
  for (const [X, Z] of desks) b += workstation(cam, X, Z);
  // Plants and people.
  b += tree(...cam.p([6.5, 0, 8]), cam.scale([0, 0, 8]) * 2.2, "#3f5a3b", "#6f8a5a", 8);
  b += box(cam, [6.1, 6.9, 0, 0.6, 7.7, 8.4], {
    front: `fill="${C.ivory2}"`,
    left: `fill="#d8cfbf"`,
    top: `fill="#3a2c1c"`,
  });
  for (const [X, Z, v, fl] of [
    [0.4, 6.6, 0, false],
    [4.8, 10, 1, true],
    [-3.6, 15, 0, false],
    [0.2, 22, 1, false],
  ] as const) {
    b += person(...cam.p([X, 0, Z]), cam.scale([X, 0, Z]) * 1.72, "#26313c", v, fl);
  }
  return svg(W, H, defs, b);
}
