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
  lamp,
  svg,
  n,
  type Box,
  type Quad2,
} from "./lib";
import { person } from "./people";
import { facadeDefs } from "./facade-defs";
import { tower } from "./facade-tower";

type FacadeOptions = {
  W: number;
  H: number;
  day: boolean;
  seed: number;
  FOCAL?: number;
  EX?: number;
  CX?: number;
  CY?: number;
  YAW?: number;
};

/** Distant skyline on the horizon, with lit windows at dusk. */
function skyline(cam: Cam, R: () => number, W: number, s: number, day: boolean): string {
  let b = "";
  const far: Quad2[] = [];
  let x = -20 * s;
  while (x < W) {
    const w = (40 + R() * 110) * s;
    const h = (20 + R() * 90) * s * (x > W * 0.3 && x < W * 0.5 ? 0.5 : 1);
    far.push([
      [x, cam.cy + 4],
      [x, cam.cy - h],
      [x + w, cam.cy - h],
      [x + w, cam.cy + 4],
    ]);
    x += w + R() * 12 * s;
  }
  b += `<path d="${pathOf(far)}" fill="${day ? "#b9c4c8" : "#1e2b3c"}" opacity="${day ? 0.8 : 0.9}"/>`;
  if (!day) {
    const dots: string[] = [];
    for (let i = 0; i < 140; i++) {
      const fx = R() * W;
      dots.push(`M${n(fx)} ${n(cam.cy - R() * 70 * s)}h${n(3 * s)}v${n(2 * s)}h${n(-3 * s)}z`);
    }
    b += `<path d="${dots.join("")}" fill="#ffcf8a" opacity=".45"/>`;
  }
  return b;
}

/** Office wing (behind, left of the tower). */
function officeWing(cam: Cam, R: () => number, s: number, day: boolean): string {
  let b = "";
  const wing: Box = [-30, -6, 0, 26, 150, 170];
  const wf = boxFaces(...wing);
  b += box(cam, wing, {
    front: `fill="url(#gT)"`,
    left: `fill="url(#gS)"`,
    top: `fill="${day ? "#8d9aa3" : "#1b2634"}"`,
  });
  b += gridLines(
    cam,
    wf.front,
    14,
    7,
    `stroke="${day ? "#5c6f7c" : C.ink}" stroke-width="${n(1.4 * s)}" opacity=".7"`,
  );
  if (!day)
    b += litCells(cam, wf.front, 14, 7, 0.35, R, [
      `fill="#ffd59a" opacity=".75"`,
      `fill="#f3b76d" opacity=".5"`,
      `fill="#fff1d6" opacity=".85"`,
    ]);
  b += poly(cam.q(sub(wf.front, 0, 1, 0.2, 1)), `fill="url(#refl)"`);

  return b;
}

/** Retail podium: two storeys of lit shopfronts, with the portal glowing through it. */
function podium(cam: Cam, pf: ReturnType<typeof boxFaces>, day: boolean): string {
  let b = "";
  const pod: Box = [-70, 60, 0, 9.5, 112, 126];
  const podF = boxFaces(...pod);
  b += box(cam, pod, {
    front: `fill="${day ? "#d9d0c1" : "#1c2836"}"`,
    top: `fill="${day ? "#b9ad9a" : "#223245"}"`,
  });
  // Carve out the portal from the podium band so the lobby reads through.
  const bays = 26;
  const shops: Quad2[] = [];
  const uppers: Quad2[] = [];
  for (let i = 0; i < bays; i++) {
    const u0 = i / bays + 0.004;
    const u1 = (i + 1) / bays - 0.004;
    shops.push(cam.q(sub(podF.front, u0, u1, 0, 0.48)));
    uppers.push(cam.q(sub(podF.front, u0, u1, 0.6, 0.93)));
  }
  b += `<path d="${pathOf(shops)}" fill="url(#shop)"/>`;
  b += `<path d="${pathOf(uppers)}" fill="${day ? "#8ea4b2" : "url(#upper)"}"/>`;
  // Canopy and signage band in brass.
  b += poly(cam.q(sub(podF.front, 0, 1, 0.5, 0.56)), `fill="${day ? C.brass6 : C.brass}"`);
  b += poly(
    cam.q(sub(podF.front, 0, 1, 0.95, 1)),
    `fill="${day ? C.brass6 : C.brass4}" opacity=".8"`,
  );
  // The portal's glow over the podium.
  b += poly(
    cam.q(sub(pf.front, 0.1, 0.9, 0, 0.6)),
    `fill="${day ? "#f0e3c8" : "#ffe7bd"}" opacity="${day ? 0.6 : 0.9}"`,
  );
  b += poly(cam.q(sub(pf.front, 0, 0.1, 0, 1)), `fill="${day ? C.brass6 : C.brass}"`);
  b += poly(cam.q(sub(pf.front, 0.9, 1, 0, 1)), `fill="${day ? C.brass6 : C.brass}"`);

  return b;
}

/** Trees, lamps and people at several depths, and a couple close to camera. */
function plazaLife(cam: Cam, R: () => number, day: boolean): string {
  let b = "";
  const treeFill = day ? "#4d5f4b" : "#0a131c";
  const rim = day ? "#6f8466" : "#3a2c25";
  for (const [X, Z] of [
    [-44, 100],
    [-28, 96],
    [26, 98],
    [42, 100],
    [-60, 70],
    [36, 60],
  ] as const) {
    const P = cam.p([X, 0, Z]);
    b += tree(P[0], P[1], cam.scale([X, 0, Z]) * 9, treeFill, rim, X + Z);
  }
  for (const [X, Z] of [
    [-36, 90],
    [-16, 88],
    [30, 90],
    [50, 92],
  ] as const) {
    const P = cam.p([X, 0, Z]);
    b += lamp(P[0], P[1], cam.scale([X, 0, Z]) * 5.5, day ? "#3b4047" : "#05090e");
  }
  const folk = day ? "#2c3138" : "#070d14";
  for (let i = 0; i < 16; i++) {
    const Z = 45 + R() * 60;
    const X = -40 + R() * 80;
    const P = cam.p([X, 0, Z]);
    b += person(
      P[0],
      P[1],
      cam.scale([X, 0, Z]) * (1.55 + R() * 0.25),
      folk,
      Math.floor(R() * 3),
      R() > 0.5,
    );
  }
  // Foreground: a dark planter ledge with a warm rim, and a couple walking close to camera.
  for (const [X, Z, v, fl] of [
    [6, 22, 0, false],
    [7.3, 22.4, 1, true],
    [-8, 30, 1, false],
  ] as const) {
    const P = cam.p([X, 0, Z]);
    b += person(P[0], P[1], cam.scale([X, 0, Z]) * 1.72, folk, v, fl);
  }
  return b;
}

/** The building in three-quarter view: tower, office wing, retail podium, plaza. */
export function facade({
  W,
  H,
  day,
  seed,
  FOCAL = 1900,
  EX = -30,
  CX = 0.52,
  CY = 0.8,
  YAW = 0.22,
}: FacadeOptions): string {
  const R = rng(seed);
  const s = W / 1920;
  const cam = new Cam({ f: FOCAL * s, eye: [EX, 1.7, 0], cx: W * CX, cy: H * CY, yaw: YAW });
  const defs = facadeDefs(day, s);

  let b = `<rect width="${W}" height="${H}" fill="url(#sky)"/>`;
  // Stars at dusk, a warm sun glow on the horizon.
  if (!day) {
    const st: string[] = [];
    for (let i = 0; i < 60; i++)
      st.push(
        `<circle cx="${n(R() * W)}" cy="${n(R() * H * 0.4)}" r="${n((0.6 + R() * 1.2) * s)}"/>`,
      );
    b += `<g fill="#fff" opacity=".55">${st.join("")}</g>`;
  }
  b += `<ellipse cx="${n(W * 0.62)}" cy="${n(cam.cy)}" rx="${n(W * 0.55)}" ry="${n(H * 0.28)}" fill="url(#sun)"/>`;
  b += skyline(cam, R, W, s, day);

  const buildingStart = b.length;
  b += officeWing(cam, R, s, day);

  b += tower(cam, R, s, day);

  // Gateway portal: a tall brass frame marking the studio-apartment lobby.
  const portal: Box = [2, 12, 0, 16, 120, 121.2];
  const pf = boxFaces(...portal);
  b += poly(cam.q(pf.front), `fill="${day ? "#3b4a57" : "#fcd9a0"}" opacity="${day ? 0.9 : 0.95}"`);
  b += poly(cam.q(sub(pf.front, 0.1, 0.9, 0, 0.86)), `fill="${day ? "#6a7f8c" : "#f2b26a"}"`);
  b += gridLines(
    cam,
    sub(pf.front, 0.1, 0.9, 0, 0.86),
    4,
    3,
    `stroke="${C.ink}" stroke-width="${n(1.2 * s)}" opacity=".35"`,
  );
  // The brass frame: left jamb, right jamb and lintel.
  const frame = [
    cam.q(sub(pf.front, 0, 0.1, 0, 1)),
    cam.q(sub(pf.front, 0.9, 1, 0, 1)),
    cam.q(sub(pf.front, 0, 1, 0.86, 1)),
  ];
  b += `<path d="${pathOf(frame)}" fill="${day ? C.brass6 : C.brass}"/>`;

  b += podium(cam, pf, day);

  // Plaza; at dusk the wet paving mirrors the lit building, softly.
  const gy = cam.p([0, 0, 112])[1];
  if (!day) b = `${b.slice(0, buildingStart)}<g id="bld">${b.slice(buildingStart)}</g>`;
  b += `<rect x="0" y="${n(gy)}" width="${W}" height="${n(H - gy)}" fill="url(#ground)"/>`;
  if (!day)
    b += `<g opacity=".2" filter="url(#rb)"><use href="#bld" transform="translate(0 ${n(2 * gy)}) scale(1 -1)"/></g>`;
  // Warm reflections of the shopfronts on wet-looking paving.
  if (!day) {
    b += `<rect x="0" y="${n(gy)}" width="${W}" height="${n(H * 0.16)}" fill="url(#spill)"/>`;
    const pq = cam.q(sub(pf.front, 0.1, 0.9, 0, 0.6));
    b +=
      `<path d="M${n(pq[0][0])} ${n(gy)}L${n(pq[1][0])} ${n(gy)}L${n(pq[1][0] + 60 * s)} ${n(H)}` +
      `L${n(pq[0][0] - 60 * s)} ${n(H)}Z" fill="#ffd59a" opacity=".1" filter="url(#bl)"/>`;
  } else {
    // Paving joints receding to the building.
    const lines: string[] = [];
    for (let i = -20; i <= 20; i++) {
      const a = cam.p([i * 6, 0, 112]);
      const c = cam.p([i * 6, 0, 20]);
      lines.push(`M${n(a[0])} ${n(a[1])}L${n(c[0])} ${n(c[1])}`);
    }
    b += `<path d="${lines.join("")}" stroke="#8f8372" stroke-width="${n(1 * s)}" opacity=".5"/>`;
  }
  b += plazaLife(cam, R, day);
  // Shade on the left keeps the heading area calm and legible.
  b += `<rect width="${W}" height="${H}" fill="url(#shade)"/>`;
  return svg(W, H, defs, b);
}
