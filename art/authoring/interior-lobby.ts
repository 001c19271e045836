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
  rg,
  type Box,
  type Quad2,
  type Vec3,
} from "./lib";
import { person, personDefs } from "./people";
import { shell, glowDefs, dot, line, cityView, skyDefs } from "./interior";

/** The lobby's gradients and the figures' shapes. */
function lobbyDefs(): string {
  return (
    glowDefs() +
    skyDefs +
    personDefs() +
    lg("floor", [
      [0, "#b9a588"],
      [0.5, "#e9dfcc"],
      [1, "#f6efe2"],
    ]) +
    lg("ceil", [
      [0, "#2a2f36"],
      [1, "#4a4440"],
    ]) +
    lg(
      "wallL",
      [
        [0, "#e6dccb"],
        [1, "#bfae94"],
      ],
      1,
      0,
    ) +
    lg("back", [
      [0, "#4a3a2c"],
      [1, "#2a2119"],
    ]) +
    lg("desk", [
      [0, C.brass3],
      [1, C.brass6],
    ]) +
    lg("marble", [
      [0, "#ffffff", 0.25],
      [1, "#ffffff", 0],
    ])
  );
}

/** Mezzanine balcony along the left wall with a glass balustrade, a brass rail and downlights. */
function mezzanine(cam: Cam): string {
  let b = "";
  const mz: Box = [-8, -5.2, 4.2, 4.6, 3, 26];
  b += box(cam, mz, { front: `fill="#d8ccb6"`, right: `fill="#c9bba3"`, bottom: `fill="#8c7c66"` });
  const rail: [Vec3, Vec3] = [
    [-5.2, 5.6, 3],
    [-5.2, 5.6, 26],
  ];
  b += line(cam.p(rail[0]), cam.p(rail[1]), `stroke="${C.brass}" stroke-width="4"`);
  b += poly(
    cam.q([
      [-5.2, 4.6, 3],
      [-5.2, 4.6, 26],
      [-5.2, 5.6, 26],
      [-5.2, 5.6, 3],
    ]),
    `fill="#cfe0e6" opacity=".25"`,
  );
  // Downlights in the soffit of the mezzanine.
  for (let z = 5; z < 26; z += 3)
    b +=
      dot(cam.p([-6.6, 4.2, z]), 60 / z, "#fff3dc") +
      dot(cam.p([-6.6, 3.6, z]), 300 / z, "url(#soft)");
  return b;
}

/** Reception desk: brass front, grooved, stone top, with the receptionist. */
function receptionDesk(cam: Cam): string {
  let b = "";
  const desk: Box = [-3.5, 3.5, 0, 1.15, 19, 20.2];
  b += box(cam, desk, {
    front: `fill="url(#desk)"`,
    top: `fill="#f2ead9"`,
    left: `fill="#8a6428"`,
    right: `fill="#8a6428"`,
  });
  const deskF = boxFaces(...desk).front;
  const grooves: Quad2[] = [];
  for (let i = 1; i < 14; i++)
    grooves.push(cam.q(sub(deskF, i / 14 - 0.004, i / 14 + 0.004, 0.05, 0.95)));
  b += `<path d="${pathOf(grooves)}" fill="${C.brass7}" opacity=".6"/>`;
  b += person(...cam.p([0.9, 0, 21]), cam.scale([0, 0, 21]) * 1.7, "#1c1510", 1);
  return b;
}

/** Double-height lobby of the studio apartments. */
export function lobby(): string {
  const W = 1200,
    H = 900;
  const R = rng(21);
  const cam = new Cam({ f: 620, eye: [0, 1.6, 0], cx: W / 2, cy: H * 0.62 });
  const defs = lobbyDefs();
  const w = 16,
    h = 9.5,
    d = 26;
  let b = `<rect width="${W}" height="${H}" fill="#2a2119"/>`;
  const { out, faces } = shell(cam, {
    w,
    h,
    d,
    fills: {
      floor: `fill="url(#floor)"`,
      ceiling: `fill="url(#ceil)"`,
      left: `fill="url(#wallL)"`,
      right: `fill="#6d6152"`,
      back: `fill="url(#back)"`,
    },
  });
  b += out;
  // Right wall: full-height glazing to the evening outside.
  const glass = sub(faces.right, 0.05, 0.95, 0.02, 0.97);
  b += cityView(cam, glass, { day: false, R, id: "cv1" });
  b += gridLines(cam, glass, 8, 3, `stroke="#1b1712" stroke-width="3"`);
  // Back wall: vertical brass slats, lit from below.
  const slats: Quad2[] = [];
  for (let i = 0; i < 40; i++)
    slats.push(cam.q(sub(faces.back, (i + 0.3) / 40, (i + 0.6) / 40, 0, 1)));
  b += `<path d="${pathOf(slats)}" fill="${C.brass}" opacity=".55"/>`;
  b += poly(cam.q(sub(faces.back, 0, 1, 0, 0.5)), `fill="url(#soft)" opacity=".8"`);
  b += mezzanine(cam);
  b += receptionDesk(cam);
  // Chandelier: a cascade of glowing spheres in the double height.
  for (let i = 0; i < 26; i++) {
    const P: Vec3 = [-1.5 + R() * 3, 5.5 + R() * 2.6, 12 + R() * 3];
    const A = cam.p(P);
    b += line(cam.p([P[0], h, P[2]]), A, `stroke="${C.brass}" stroke-width="1" opacity=".5"`);
    b += dot(A, cam.scale(P) * 0.6, "url(#glow)") + dot(A, cam.scale(P) * 0.09, "#fff6e3");
  }
  // Reflections of the chandelier and desk on the polished floor.
  b += poly(
    cam.q([
      [-4, 0, 8],
      [4, 0, 8],
      [4, 0, 19],
      [-4, 0, 19],
    ]),
    `fill="#f0c27e" opacity=".22" filter="url(#bl)"`,
  );
  b += poly(
    cam.q([
      [-8, 0, 1],
      [8, 0, 1],
      [8, 0, 26],
      [-8, 0, 26],
    ]),
    `fill="url(#marble)"`,
  );
  // Lounge: a low sofa and a planted tree.
  b += box(cam, [2.6, 6, 0, 0.75, 9, 10.2], {
    front: `fill="#3a4a5c"`,
    top: `fill="#56687a"`,
    left: `fill="#2c3a4a"`,
  });
  b += box(cam, [2.6, 6, 0.75, 1.3, 10, 10.2], { front: `fill="#2c3a4a"`, top: `fill="#44566a"` });
  b += tree(...cam.p([6.6, 0, 14]), cam.scale([0, 0, 14]) * 4.5, "#2d3b2c", "#53643f", 3);
  b += box(cam, [6.1, 7.1, 0, 0.8, 13.5, 14.5], {
    front: `fill="${C.brass6}"`,
    top: `fill="#3a2c1c"`,
    left: `fill="${C.brass7}"`,
  });
  // Residents arriving.
  for (const [X, Z, v, fl] of [
    [-2.5, 7, 0, false],
    [-1.8, 7.4, 1, true],
    [1.8, 12.5, 2, false],
    [-4.2, 15, 1, false],
  ] as const) {
    b += person(...cam.p([X, 0, Z]), cam.scale([X, 0, Z]) * 1.72, "#1a1613", v, fl);
  }
  b += `<rect width="${W}" height="${H}" fill="url(#vig)"/>`;
  return svg(
    W,
    H,
    defs +
      rg("vig", [
        [0.6, C.ink, 0],
        [1, C.ink, 0.45],
      ]),
    b,
  );
}
