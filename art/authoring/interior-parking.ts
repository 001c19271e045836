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
  litCells,
  tree,
  svg,
  lg,
  n,
  type Box,
  type Quad2,
} from "./lib";
import { person, personDefs } from "./people";
import { glowDefs, dot, skyDefs } from "./interior";

/** Foreground: the pedestrian kerb with lit bollards and a low planter. */
function foreground(cam: Cam): string {
  let b = "";
  b += box(cam, [-40, 40, 0, 0.15, 5.2, 5.6], {
    front: `fill="${C.stone5}"`,
    top: `fill="#8a8278"`,
  });
  for (let x = -9; x <= 7; x += 2.6) {
    b += box(cam, [x, x + 0.2, 0, 0.9, 5.3, 5.5], {
      front: `fill="#1e2226"`,
      top: `fill="#2c3138"`,
    });
    const top = cam.p([x + 0.1, 0.8, 5.3]);
    b +=
      dot(top, cam.scale([x, 0, 5.3]) * 0.5, "url(#glow)") +
      dot(top, cam.scale([x, 0, 5.3]) * 0.05, "#fff3dc");
  }
  b += box(cam, [3.4, 12, 0, 0.55, 3.2, 4.6], {
    front: `fill="${C.ink8}"`,
    top: `fill="#16241c"`,
    left: `fill="${C.ink}"`,
  });
  for (const [x, z] of [
    [4.2, 3.8],
    [5.6, 4.1],
    [7.2, 3.7],
  ] as const)
    b += tree(
      ...cam.p([x, 0.5, z]),
      cam.scale([x, 0, z]) * 1.1,
      "#0a131c",
      "#3a2c25",
      Math.round(x * 10),
    );
  return b;
}

/** Drop-off canopy: slab with downlights, on slim brass columns, and its light on the drive. */
function dropOffCanopy(cam: Cam): string {
  let b = "";
  const can: Box = [-16, 10, 5.2, 5.8, 8, 30];
  b += box(cam, can, {
    front: `fill="${C.brass}"`,
    bottom: `fill="url(#soffit)"`,
    right: `fill="${C.brass6}"`,
  });
  for (let x = -14; x < 10; x += 3)
    for (let z = 10; z < 30; z += 3.2)
      b += dot(cam.p([x, 5.2, z]), cam.scale([x, 5, z]) * 0.12, "#fff3dc");
  b += poly(
    cam.q([
      [-14, 0.01, 9],
      [8, 0.01, 9],
      [8, 0.01, 29],
      [-14, 0.01, 29],
    ]),
    `fill="#ffd59a" opacity=".12"`,
  );
  for (const [x, z] of [
    [-12, 9],
    [6.5, 9],
    [-12, 20],
    [6.5, 20],
  ] as const)
    b += box(cam, [x, x + 0.45, 0, 5.2, z, z + 0.45], {
      front: `fill="${C.brass4}"`,
      left: `fill="${C.brass6}"`,
      right: `fill="${C.brass7}"`,
    });
  return b;
}

/** A car pulling up, seen from the side, its headlamp glowing. */
function arrivingCar(cam: Cam): string {
  const cp = cam.p([-3.5, 0, 11]);
  const cs = cam.scale([-3.5, 0, 11]);
  const car = `M0 -0.55L0.25 -0.62Q0.9 -0.7 1.25 -0.78L1.9 -1.25Q2.2 -1.42 2.7 -1.42H3.6Q4.05 -1.42 4.35 -1.2L4.9 -0.8Q5.05 -0.78 5.1 -0.6V-0.2H0Z`;
  return (
    `<g transform="translate(${n(cp[0] - cs * 2.5)} ${n(cp[1])}) scale(${n(cs)})">` +
    `<path d="${car}" fill="url(#car)"/>` +
    `<path d="M1.95 -0.8L2.35 -1.22Q2.5 -1.33 2.8 -1.33H3.2V-0.8Z` +
    `M3.35 -0.8V-1.33H3.65Q3.95 -1.33 4.15 -1.15L4.45 -0.8Z" fill="#f2c689" opacity=".65"/>` +
    `<circle cx="1.05" cy="-0.22" r="0.34" fill="#0a0d11"/>` +
    `<circle cx="4.2" cy="-0.22" r="0.34" fill="#0a0d11"/>` +
    `<circle cx="1.05" cy="-0.22" r="0.16" fill="#5a6470"/>` +
    `<circle cx="4.2" cy="-0.22" r="0.16" fill="#5a6470"/>` +
    `<path d="M4.95 -0.62h0.16v0.12h-0.16z" fill="#fff3dc"/></g>` +
    dot([cp[0] + cs * 2.7, cp[1] - cs * 0.55], cs * 0.9, "url(#soft)")
  );
}

/** The covered drop-off and the entrance to the multi-level parking, in the evening. */
export function parking(): string {
  const W = 1200,
    H = 900;
  const R = rng(17);
  const cam = new Cam({ f: 600, eye: [-2, 1.5, 0], cx: W / 2, cy: H * 0.56, yaw: 0.12 });
  const defs =
    glowDefs() +
    skyDefs +
    personDefs() +
    lg("drive", [
      [0, "#3a3b40"],
      [1, "#17191d"],
    ]) +
    lg("soffit", [
      [0, "#2d2a27"],
      [1, "#6b5a48"],
    ]) +
    lg("lobby", [
      [0, "#ffe7bd"],
      [1, "#d99a58"],
    ]) +
    lg("car", [
      [0, "#46566a"],
      [0.5, "#1f2a36"],
      [1, "#0e141b"],
    ]) +
    lg("ramp", [
      [0, "#0b0f14"],
      [1, "#2c2e33"],
    ]);
  let b = `<rect width="${W}" height="${H}" fill="url(#skyDusk)"/>`;
  // Building mass behind the drop-off with warm lobby glazing.
  b += box(cam, [-20, 30, 0, 22, 30, 40], { front: `fill="#1a2634"` });
  const bf = boxFaces(-20, 30, 0, 22, 30, 40).front;
  b += litCells(cam, sub(bf, 0, 1, 0.3, 1), 26, 7, 0.35, R, [
    `fill="#ffd59a" opacity=".7"`,
    `fill="#f0a85e" opacity=".45"`,
  ]);
  b += gridLines(cam, sub(bf, 0, 1, 0.3, 1), 26, 7, `stroke="${C.ink}" stroke-width="1.5"`);
  // Lobby glazing under the canopy.
  b += poly(cam.q(sub(bf, 0.1, 0.5, 0, 0.22)), `fill="url(#lobby)"`);
  b += gridLines(cam, sub(bf, 0.1, 0.5, 0, 0.22), 10, 2, `stroke="#3a2416" stroke-width="3"`);
  // Parking ramp entrance on the right: a dark mouth with a lit P sign.
  b += poly(cam.q(sub(bf, 0.62, 0.86, 0, 0.16)), `fill="url(#ramp)"`);
  b += poly(cam.q(sub(bf, 0.62, 0.86, 0.16, 0.19)), `fill="${C.brass}"`);
  const sign = cam.q(sub(bf, 0.7, 0.74, 0.2, 0.28));
  b += poly(sign, `fill="#1f4f8a"`);
  const sx = sign[0][0],
    sy = sign[3][1],
    sw = sign[1][0] - sign[0][0],
    sh = sign[0][1] - sign[3][1];
  b +=
    `<path d="M${n(sx + sw * 0.3)} ${n(sy + sh * 0.82)}V${n(sy + sh * 0.18)}H${n(sx + sw * 0.55)}` +
    `A${n(sw * 0.18)} ${n(sh * 0.16)} 0 0 1 ${n(sx + sw * 0.55)} ${n(sy + sh * 0.5)}` +
    `H${n(sx + sw * 0.3)}" fill="none" stroke="#fff" stroke-width="${n(sw * 0.1)}"/>`;
  // Driveway.
  b += `<rect x="0" y="${n(cam.cy)}" width="${W}" height="${n(H - cam.cy)}" fill="#17191d"/>`;
  b += poly(
    cam.q([
      [-40, 0, 0.3],
      [40, 0, 0.3],
      [40, 0, 30],
      [-40, 0, 30],
    ]),
    `fill="url(#drive)"`,
  );
  const marks: Quad2[] = [];
  for (let z = 3; z < 30; z += 3)
    marks.push(
      cam.q([
        [1.9, 0.01, z],
        [2.1, 0.01, z],
        [2.1, 0.01, z + 1.5],
        [1.9, 0.01, z + 1.5],
      ]),
    );
  b += `<path d="${pathOf(marks)}" fill="#e9e2d3" opacity=".7"/>`;
  b += dropOffCanopy(cam);
  b += arrivingCar(cam);
  for (const [X, Z, v, fl] of [
    [-6.6, 12.5, 1, false],
    [-7.3, 12.8, 0, true],
    [1.5, 18, 0, false],
    [-10, 22, 1, true],
  ] as const)
    b += person(...cam.p([X, 0, Z]), cam.scale([X, 0, Z]) * 1.72, "#0b0f14", v, fl);
  b += tree(...cam.p([14, 0, 22]), cam.scale([0, 0, 22]) * 7, "#0a131c", "#3a2c25", 4);
  b += tree(...cam.p([-22, 0, 20]), cam.scale([0, 0, 20]) * 7, "#0a131c", "#3a2c25", 6);
  b += foreground(cam);
  return svg(W, H, defs, b);
}
