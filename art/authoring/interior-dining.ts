import { C, Cam, rng, poly, box, sub, bil, gridLines, svg, lg, rg, n, type Vec2 } from "./lib";
import { person, personDefs } from "./people";
import { shell, glowDefs, dot, line, cityView, skyDefs } from "./interior";

/** The restaurant's gradients and the figures' shapes. */
function diningDefs(): string {
  return (
    glowDefs() +
    skyDefs +
    personDefs() +
    lg("floor", [
      [0, "#3a2416"],
      [1, "#7a4e2e"],
    ]) +
    lg("ceil", [
      [0, "#1c140f"],
      [1, "#3a281c"],
    ]) +
    lg(
      "wall",
      [
        [0, "#5a3b26"],
        [1, "#2e1f15"],
      ],
      1,
      0,
    ) +
    lg("cloth", [
      [0, "#fffaf0"],
      [1, "#e9dcc4"],
    ]) +
    lg("bar", [
      [0, C.brass3],
      [1, C.brass7],
    ])
  );
}

/** One table at (X, Z): its pendant, chairs, linen and candle, and sometimes a diner. */
function diningTable(cam: Cam, R: () => number, h: number, X: number, Z: number): string {
  let b = "";
  const P = cam.p([X, h, Z]);
  const L = cam.p([X, 2.5, Z]);
  b += line(P, L, `stroke="${C.brass}" stroke-width="1.2"`);
  b += dot(L, cam.scale([X, 0, Z]) * 1.3, "url(#soft)");
  const sc = cam.scale([X, 0, Z]);
  b +=
    `<path d="M${n(L[0] - sc * 0.28)} ${n(L[1] + sc * 0.16)}` +
    `Q${n(L[0])} ${n(L[1] - sc * 0.28)} ${n(L[0] + sc * 0.28)} ${n(L[1] + sc * 0.16)}Z" ` +
    `fill="${C.brass}"/>`;
  b += dot([L[0], L[1] + sc * 0.14], sc * 0.1, "#fff3dc");
  // Chairs behind.
  b += box(cam, [X - 0.8, X - 0.35, 0, 0.95, Z + 0.6, Z + 0.7], { front: `fill="#2a1a10"` });
  b += box(cam, [X + 0.35, X + 0.8, 0, 0.95, Z + 0.6, Z + 0.7], { front: `fill="#2a1a10"` });
  b += box(cam, [X - 0.07, X + 0.07, 0, 0.45, Z - 0.07, Z + 0.07], { front: `fill="#1a110b"` });
  b += box(cam, [X - 0.6, X + 0.6, 0.5, 0.78, Z - 0.5, Z + 0.5], {
    front: `fill="url(#cloth)"`,
    top: `fill="#fffaf0"`,
    left: `fill="#d9ccb4"`,
    right: `fill="#d9ccb4"`,
  });
  b +=
    dot(cam.p([X, 0.86, Z]), sc * 0.05, "#ffd59a") +
    dot(cam.p([X, 0.86, Z]), sc * 0.3, "url(#glow)");
  // Diners seated: head and shoulders above the table.
  if (R() > 0.35) {
    const S = cam.p([X - 0.55, 0.76, Z + 0.55]);
    b +=
      `<g fill="#150e0a">` +
      `<circle cx="${n(S[0])}" cy="${n(S[1] - sc * 0.62)}" r="${n(sc * 0.11)}"/>` +
      `<path d="M${n(S[0] - sc * 0.2)} ${n(S[1])}L${n(S[0] - sc * 0.18)} ${n(S[1] - sc * 0.42)}` +
      `Q${n(S[0])} ${n(S[1] - sc * 0.52)} ${n(S[0] + sc * 0.18)} ${n(S[1] - sc * 0.42)}` +
      `L${n(S[0] + sc * 0.2)} ${n(S[1])}Z"/></g>`;
  }
  return b;
}

/** Fine-dining restaurant with terrace windows at dusk. */
export function dining(): string {
  const W = 1200,
    H = 900;
  const R = rng(5);
  const cam = new Cam({ f: 560, eye: [0.6, 1.5, 0], cx: W / 2, cy: H * 0.5 });
  const defs = diningDefs();
  const w = 14,
    h = 4.2,
    d = 22;
  let b = `<rect width="${W}" height="${H}" fill="#1c140f"/>`;
  const { out, faces } = shell(cam, {
    w,
    h,
    d,
    fills: {
      floor: `fill="url(#floor)"`,
      ceiling: `fill="url(#ceil)"`,
      left: `fill="url(#wall)"`,
      right: `fill="#3d2a1c"`,
      back: `fill="#2a1d14"`,
    },
  });
  b += out;
  // Back and right walls: tall windows to the terrace and the dusk sky.
  const backGlass = sub(faces.back, 0.03, 0.97, 0.02, 0.95);
  b += cityView(cam, backGlass, { day: false, R, id: "cv2" });
  b += gridLines(cam, backGlass, 6, 1, `stroke="#1c140f" stroke-width="5"`);
  const rightGlass = sub(faces.right, 0.05, 0.75, 0.02, 0.95);
  b += cityView(cam, rightGlass, { day: false, R, id: "cv3" });
  b += gridLines(cam, rightGlass, 5, 1, `stroke="#1c140f" stroke-width="6"`);
  // Terrace rail and string lights outside.
  const tr = sub(faces.back, 0, 1, 0.22, 0.24);
  b += poly(cam.q(tr), `fill="#0c0806" opacity=".8"`);
  for (let i = 0; i < 30; i++)
    b += dot(
      cam.p(bil(faces.back, (i + 0.5) / 30, 0.78 - 0.08 * Math.sin((i / 30) * Math.PI * 3) ** 2)),
      2.2,
      "#ffe2a8",
    );
  // Back-lit bar along the left wall.
  const barShelf = sub(faces.left, 0.35, 0.95, 0.35, 0.8);
  b += poly(cam.q(barShelf), `fill="#f2b26a" opacity=".55"`);
  b += gridLines(cam, barShelf, 10, 3, `stroke="#3a2416" stroke-width="3"`);
  b += box(cam, [-7, -5.8, 0, 1.1, 7, 20], {
    right: `fill="url(#bar)"`,
    top: `fill="#1e1510"`,
    front: `fill="#8a6428"`,
  });
  // Tables: linen tops, candles, chairs; pendants above each.
  const tables: Vec2[] = [];
  for (const Z of [5.2, 8.2, 11.5, 15]) for (const X of [-3.2, 0.4, 4]) tables.push([X, Z]);
  tables.sort((a, c) => c[1] - a[1]);
  for (const [X, Z] of tables) b += diningTable(cam, R, h, X, Z);
  b += person(...cam.p([2.3, 0, 4]), cam.scale([0, 0, 4]) * 1.75, "#120c08", 0, true);
  b += poly(
    cam.q([
      [-7, 0, 0.3],
      [7, 0, 0.3],
      [7, 0, 22],
      [-7, 0, 22],
    ]),
    `fill="#f0a85e" opacity=".1"`,
  );
  b += `<rect width="${W}" height="${H}" fill="url(#vig)"/>`;
  return svg(
    W,
    H,
    defs +
      rg("vig", [
        [0.55, "#0e0906", 0],
        [1, "#0e0906", 0.55],
      ]),
    b,
  );
}
