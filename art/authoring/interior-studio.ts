import { C, Cam, rng, poly, box, sub, gridLines, svg, lg, rg, n, type Vec2 } from "./lib";
import { shell, glowDefs, dot, line, cityView, skyDefs } from "./interior";

/** The studio's gradients. */
function studioDefs(): string {
  return (
    glowDefs() +
    skyDefs +
    lg("floor", [
      [0, "#8a6a4a"],
      [1, "#c9a57c"],
    ]) +
    lg(
      "wallL",
      [
        [0, "#efe6d6"],
        [1, "#d8c9b0"],
      ],
      1,
      0,
    ) +
    lg(
      "wallR",
      [
        [0, "#d3c2a6"],
        [1, "#efe6d6"],
      ],
      1,
      0,
    ) +
    lg("duvet", [
      [0, C.brass05],
      [1, "#e6d9c0"],
    ])
  );
}

/** Kitchenette along the left wall: base cabinets, worktop, wall cabinets, brass handles. */
function kitchenette(cam: Cam): string {
  let b = "";
  b += box(cam, [-2.9, -2.3, 0, 0.9, 3.4, 6.2], {
    right: `fill="#2e3d4e"`,
    top: `fill="${C.ivory2}"`,
    front: `fill="#233140"`,
  });
  b += box(cam, [-2.9, -2.55, 1.6, 2.3, 3.4, 6.2], {
    right: `fill="#2e3d4e"`,
    bottom: `fill="#ffe2b0"`,
  });
  const handles: [Vec2, Vec2][] = [];
  for (let z = 3.7; z < 6.2; z += 0.7)
    handles.push([cam.p([-2.3, 0.75, z]), cam.p([-2.3, 0.55, z])]);
  b += `<path d="${handles.map(([a, c]) => `M${n(a[0])} ${n(a[1])}L${n(c[0])} ${n(c[1])}`).join("")}" stroke="${C.brass}" stroke-width="3"/>`;
  b += poly(
    cam.q([
      [-2.9, 0.9, 3.4],
      [-2.9, 0.9, 6.2],
      [-2.9, 1.6, 6.2],
      [-2.9, 1.6, 3.4],
    ]),
    `fill="${C.brass1}"`,
  );
  return b;
}

/** Bed against the right wall: headboard, duvet, pillows, throw. */
function bed(cam: Cam): string {
  let b = "";
  b += box(cam, [2.85, 2.9, 0, 1.25, 3.4, 5.6], { left: `fill="${C.brass6}"` });
  b += box(cam, [1.0, 2.85, 0, 0.35, 3.4, 5.6], {
    front: `fill="#5b4632"`,
    left: `fill="#4a3826"`,
    top: `fill="#5b4632"`,
  });
  b += box(cam, [1.05, 2.85, 0.35, 0.6, 3.45, 5.55], {
    front: `fill="url(#duvet)"`,
    left: `fill="#e3d5bb"`,
    top: `fill="${C.brass05}"`,
  });
  b += box(cam, [2.2, 2.8, 0.6, 0.85, 3.7, 4.4], {
    left: `fill="${C.brass1}"`,
    top: `fill="#fffaf0"`,
    front: `fill="#efe0c4"`,
  });
  b += box(cam, [2.2, 2.8, 0.6, 0.85, 4.6, 5.3], {
    left: `fill="${C.brass1}"`,
    top: `fill="#fffaf0"`,
    front: `fill="#efe0c4"`,
  });
  b += box(cam, [1.0, 2.2, 0.6, 0.63, 3.45, 5.55], {
    top: `fill="${C.ink6}"`,
    front: `fill="${C.ink7}"`,
    left: `fill="${C.ink7}"`,
  });
  return b;
}

/** Art above the bed and a pendant. */
function artAndPendant(cam: Cam): string {
  let b = "";
  b += poly(
    cam.q([
      [2.9, 1.5, 3.8],
      [2.9, 1.5, 5.2],
      [2.9, 2.3, 5.2],
      [2.9, 2.3, 3.8],
    ]),
    `fill="${C.brass3}" stroke="#2b2a28" stroke-width="3"`,
  );
  b += poly(
    cam.q([
      [2.9, 1.6, 4.0],
      [2.9, 1.6, 5.0],
      [2.9, 2.2, 5.0],
      [2.9, 2.2, 4.0],
    ]),
    `fill="${C.ink7}" opacity=".8"`,
  );
  const pend = cam.p([0.6, 2.3, 4.5]);
  b += line(cam.p([0.6, 3, 4.5]), pend, `stroke="#2b2a28" stroke-width="1.5"`);
  b +=
    dot(pend, 90, "url(#soft)") +
    dot(pend, 14, C.brass) +
    dot([pend[0], pend[1] + 6], 7, "#fff3dc");
  return b;
}

/** A furnished studio apartment at dusk. */
export function studio(): string {
  const W = 1200,
    H = 900;
  const R = rng(9);
  const cam = new Cam({ f: 470, eye: [0.3, 1.5, 0], cx: W / 2, cy: H * 0.52 });
  const defs = studioDefs();
  const w = 5.8,
    h = 3,
    d = 7.5;
  let b = `<rect width="${W}" height="${H}" fill="#d8c9b0"/>`;
  const { out, faces } = shell(cam, {
    w,
    h,
    d,
    fills: {
      floor: `fill="url(#floor)"`,
      ceiling: `fill="#ece3d3"`,
      left: `fill="url(#wallL)"`,
      right: `fill="url(#wallR)"`,
      back: `fill="#e7dcc8"`,
    },
  });
  b += out;
  // Floor boards.
  const boards: [Vec2, Vec2][] = [];
  for (let i = -14; i <= 14; i++) boards.push([cam.p([i * 0.22, 0, 0.3]), cam.p([i * 0.22, 0, d])]);
  b += `<path d="${boards.map(([a, c]) => `M${n(a[0])} ${n(a[1])}L${n(c[0])} ${n(c[1])}`).join("")}" stroke="#6f5236" stroke-width="1" opacity=".35"/>`;
  // Window wall at the back with the city at dusk.
  const win = sub(faces.back, 0.12, 0.88, 0.12, 0.92);
  b += cityView(cam, win, { day: false, R, id: "cv4" });
  b += gridLines(cam, win, 3, 1, `stroke="#2b2a28" stroke-width="6"`);
  b += poly(cam.q(win), `fill="none" stroke="#2b2a28" stroke-width="8"`);
  // Sheer curtain on the right of the window.
  b += poly(cam.q(sub(faces.back, 0.8, 0.95, 0.04, 0.96)), `fill="#fffaf0" opacity=".55"`);
  b += kitchenette(cam);
  // Desk under the window with a lamp and a laptop.
  b += box(cam, [-1.6, 0, 0.74, 0.78, 6.7, 7.4], {
    front: `fill="${C.brass7}"`,
    top: `fill="${C.brass6}"`,
  });
  b += box(cam, [-1.55, -1.5, 0, 0.74, 6.75, 6.8], { front: `fill="#2b2a28"` });
  b += box(cam, [-0.05, 0, 0, 0.74, 6.75, 6.8], { front: `fill="#2b2a28"` });
  b += box(cam, [-1.0, -0.6, 0.78, 1.0, 6.95, 7.2], {
    front: `fill="#2b2a28"`,
    top: `fill="#44484d"`,
  });
  const lampP = cam.p([-0.3, 1.25, 7]);
  b += dot(lampP, 70, "url(#glow)");
  b +=
    `<path d="M${n(lampP[0] - 14)} ${n(lampP[1] + 8)}L${n(lampP[0] - 8)} ${n(lampP[1] - 10)}` +
    `L${n(lampP[0] + 8)} ${n(lampP[1] - 10)}L${n(lampP[0] + 14)} ${n(lampP[1] + 8)}Z" ` +
    `fill="${C.brass}"/>`;
  b += box(cam, [-1.1, -0.5, 0, 0.48, 5.9, 6.3], {
    front: `fill="${C.ink6}"`,
    top: `fill="#4b6a88"`,
  });
  b += bed(cam);
  b += artAndPendant(cam);
  // Rug.
  b += poly(
    cam.q([
      [-1.2, 0.01, 2.6],
      [1.4, 0.01, 2.6],
      [1.4, 0.01, 5.2],
      [-1.2, 0.01, 5.2],
    ]),
    `fill="${C.brass}" opacity=".35"`,
  );
  b += `<rect width="${W}" height="${H}" fill="url(#vig)"/>`;
  return svg(
    W,
    H,
    defs +
      rg("vig", [
        [0.6, "#2a2119", 0],
        [1, "#2a2119", 0.35],
      ]),
    b,
  );
}
