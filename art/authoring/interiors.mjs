import {
  C,
  Cam,
  rng,
  poly,
  pathOf,
  box,
  boxFaces,
  sub,
  bil,
  gridLines,
  litCells,
  person,
  personDefs,
  tree,
  svg,
  lg,
  rg,
  n,
} from "./lib.mjs";

/** Shared room shell: floor, ceiling, walls as perspective quads. */
function shell(cam, { w, h, d, z0 = 0.3, fills }) {
  const x0 = -w / 2;
  const x1 = w / 2;
  const faces = {
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
  for (const k of ["floor", "ceiling", "left", "right", "back"])
    out += poly(cam.q(faces[k]), fills[k]);
  return { out, faces };
}

const glowDefs = (warm = "#ffd59a") =>
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

const dot = (P, r, fill) => `<circle cx="${n(P[0])}" cy="${n(P[1])}" r="${n(r)}" fill="${fill}"/>`;
const line = (a, b, attrs) => `<path d="M${n(a[0])} ${n(a[1])}L${n(b[0])} ${n(b[1])}" ${attrs}/>`;

/** A window opening showing a dusk or day city outside. */
function cityView(cam, quad, { day, R, id }) {
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
  const blocks = [];
  const lights = [];
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

const skyDefs =
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

/** Double-height lobby of the studio apartments. */
export function lobby() {
  const W = 1200,
    H = 900;
  const R = rng(21);
  const cam = new Cam({ f: 620, eye: [0, 1.6, 0], cx: W / 2, cy: H * 0.62 });
  const defs =
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
      [0, "#e2c48e"],
      [1, "#a5762f"],
    ]) +
    lg("marble", [
      [0, "#ffffff", 0.25],
      [1, "#ffffff", 0],
    ]);
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
  const slats = [];
  for (let i = 0; i < 40; i++)
    slats.push(cam.q(sub(faces.back, (i + 0.3) / 40, (i + 0.6) / 40, 0, 1)));
  b += `<path d="${pathOf(slats)}" fill="${C.brass}" opacity=".55"/>`;
  b += poly(cam.q(sub(faces.back, 0, 1, 0, 0.5)), `fill="url(#soft)" opacity=".8"`);
  // Mezzanine balcony along the left wall with a glass balustrade and a brass rail.
  const mz = [-8, -5.2, 4.2, 4.6, 3, 26];
  b += box(cam, mz, { front: `fill="#d8ccb6"`, right: `fill="#c9bba3"`, bottom: `fill="#8c7c66"` });
  const rail = [
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
  // Reception desk: brass front, stone top.
  const desk = [-3.5, 3.5, 0, 1.15, 19, 20.2];
  b += box(cam, desk, {
    front: `fill="url(#desk)"`,
    top: `fill="#f2ead9"`,
    left: `fill="#8a6428"`,
    right: `fill="#8a6428"`,
  });
  const deskF = boxFaces(...desk).front;
  const grooves = [];
  for (let i = 1; i < 14; i++)
    grooves.push(cam.q(sub(deskF, i / 14 - 0.004, i / 14 + 0.004, 0.05, 0.95)));
  b += `<path d="${pathOf(grooves)}" fill="#7d5820" opacity=".6"/>`;
  b += person(...cam.p([0.9, 0, 21]), cam.scale([0, 0, 21]) * 1.7, "#1c1510", 1);
  // Chandelier: a cascade of glowing spheres in the double height.
  for (let i = 0; i < 26; i++) {
    const P = [-1.5 + R() * 3, 5.5 + R() * 2.6, 12 + R() * 3];
    const A = cam.p(P);
    b += line(cam.p([P[0], h, P[2]]), A, `stroke="#c4914a" stroke-width="1" opacity=".5"`);
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
  ]) {
    b += person(...cam.p([X, 0, Z]), cam.scale([X, 0, Z]) * 1.72, "#1a1613", v, fl);
  }
  b += `<rect width="${W}" height="${H}" fill="url(#vig)"/>`;
  return svg(
    W,
    H,
    defs +
      rg("vig", [
        [0.6, "#0e1a26", 0],
        [1, "#0e1a26", 0.45],
      ]),
    b,
  );
}

/** Fine-dining restaurant with terrace windows at dusk. */
export function dining() {
  const W = 1200,
    H = 900;
  const R = rng(5);
  const cam = new Cam({ f: 560, eye: [0.6, 1.5, 0], cx: W / 2, cy: H * 0.5 });
  const defs =
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
      [0, "#e2c48e"],
      [1, "#7d5820"],
    ]);
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
  const tables = [];
  for (const Z of [5.2, 8.2, 11.5, 15]) for (const X of [-3.2, 0.4, 4]) tables.push([X, Z]);
  tables.sort((a, c) => c[1] - a[1]);
  for (const [X, Z] of tables) {
    const P = cam.p([X, h, Z]);
    const L = cam.p([X, 2.5, Z]);
    b += line(P, L, `stroke="#c4914a" stroke-width="1.2"`);
    b += dot(L, cam.scale([X, 0, Z]) * 1.3, "url(#soft)");
    const sc = cam.scale([X, 0, Z]);
    b += `<path d="M${n(L[0] - sc * 0.28)} ${n(L[1] + sc * 0.16)}Q${n(L[0])} ${n(L[1] - sc * 0.28)} ${n(L[0] + sc * 0.28)} ${n(L[1] + sc * 0.16)}Z" fill="${C.brass}"/>`;
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
      b += `<g fill="#150e0a"><circle cx="${n(S[0])}" cy="${n(S[1] - sc * 0.62)}" r="${n(sc * 0.11)}"/><path d="M${n(S[0] - sc * 0.2)} ${n(S[1])}L${n(S[0] - sc * 0.18)} ${n(S[1] - sc * 0.42)}Q${n(S[0])} ${n(S[1] - sc * 0.52)} ${n(S[0] + sc * 0.18)} ${n(S[1] - sc * 0.42)}L${n(S[0] + sc * 0.2)} ${n(S[1])}Z"/></g>`;
    }
  }
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

/** A furnished studio apartment at dusk. */
export function studio() {
  const W = 1200,
    H = 900;
  const R = rng(9);
  const cam = new Cam({ f: 470, eye: [0.3, 1.5, 0], cx: W / 2, cy: H * 0.52 });
  const defs =
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
      [0, "#fbf6ec"],
      [1, "#e6d9c0"],
    ]);
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
  const boards = [];
  for (let i = -14; i <= 14; i++) boards.push([cam.p([i * 0.22, 0, 0.3]), cam.p([i * 0.22, 0, d])]);
  b += `<path d="${boards.map(([a, c]) => `M${n(a[0])} ${n(a[1])}L${n(c[0])} ${n(c[1])}`).join("")}" stroke="#6f5236" stroke-width="1" opacity=".35"/>`;
  // Window wall at the back with the city at dusk.
  const win = sub(faces.back, 0.12, 0.88, 0.12, 0.92);
  b += cityView(cam, win, { day: false, R, id: "cv4" });
  b += gridLines(cam, win, 3, 1, `stroke="#2b2a28" stroke-width="6"`);
  b += poly(cam.q(win), `fill="none" stroke="#2b2a28" stroke-width="8"`);
  // Sheer curtain on the right of the window.
  b += poly(cam.q(sub(faces.back, 0.8, 0.95, 0.04, 0.96)), `fill="#fffaf0" opacity=".55"`);
  // Kitchenette along the left wall: base cabinets, worktop, wall cabinets, brass handles.
  b += box(cam, [-2.9, -2.3, 0, 0.9, 3.4, 6.2], {
    right: `fill="#2e3d4e"`,
    top: `fill="#efe9dd"`,
    front: `fill="#233140"`,
  });
  b += box(cam, [-2.9, -2.55, 1.6, 2.3, 3.4, 6.2], {
    right: `fill="#2e3d4e"`,
    bottom: `fill="#ffe2b0"`,
  });
  const handles = [];
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
    `fill="#f4e8cf"`,
  );
  // Desk under the window with a lamp and a laptop.
  b += box(cam, [-1.6, 0, 0.74, 0.78, 6.7, 7.4], {
    front: `fill="#7d5820"`,
    top: `fill="#a5762f"`,
  });
  b += box(cam, [-1.55, -1.5, 0, 0.74, 6.75, 6.8], { front: `fill="#2b2a28"` });
  b += box(cam, [-0.05, 0, 0, 0.74, 6.75, 6.8], { front: `fill="#2b2a28"` });
  b += box(cam, [-1.0, -0.6, 0.78, 1.0, 6.95, 7.2], {
    front: `fill="#2b2a28"`,
    top: `fill="#44484d"`,
  });
  const lampP = cam.p([-0.3, 1.25, 7]);
  b += dot(lampP, 70, "url(#glow)");
  b += `<path d="M${n(lampP[0] - 14)} ${n(lampP[1] + 8)}L${n(lampP[0] - 8)} ${n(lampP[1] - 10)}L${n(lampP[0] + 8)} ${n(lampP[1] - 10)}L${n(lampP[0] + 14)} ${n(lampP[1] + 8)}Z" fill="${C.brass}"/>`;
  b += box(cam, [-1.1, -0.5, 0, 0.48, 5.9, 6.3], {
    front: `fill="#35506b"`,
    top: `fill="#4b6a88"`,
  });
  // Bed against the right wall: headboard, duvet, pillows, throw.
  b += box(cam, [2.85, 2.9, 0, 1.25, 3.4, 5.6], { left: `fill="${C.brass6}"` });
  b += box(cam, [1.0, 2.85, 0, 0.35, 3.4, 5.6], {
    front: `fill="#5b4632"`,
    left: `fill="#4a3826"`,
    top: `fill="#5b4632"`,
  });
  b += box(cam, [1.05, 2.85, 0.35, 0.6, 3.45, 5.55], {
    front: `fill="url(#duvet)"`,
    left: `fill="#e3d5bb"`,
    top: `fill="#fbf6ec"`,
  });
  b += box(cam, [2.2, 2.8, 0.6, 0.85, 3.7, 4.4], {
    left: `fill="#f4e8cf"`,
    top: `fill="#fffaf0"`,
    front: `fill="#efe0c4"`,
  });
  b += box(cam, [2.2, 2.8, 0.6, 0.85, 4.6, 5.3], {
    left: `fill="#f4e8cf"`,
    top: `fill="#fffaf0"`,
    front: `fill="#efe0c4"`,
  });
  b += box(cam, [1.0, 2.2, 0.6, 0.63, 3.45, 5.55], {
    top: `fill="${C.ink6}"`,
    front: `fill="${C.ink7}"`,
    left: `fill="${C.ink7}"`,
  });
  // Art above the bed and a pendant.
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
  // Rug.
  b += poly(
    cam.q([
      [-1.2, 0.01, 2.6],
      [1.4, 0.01, 2.6],
      [1.4, 0.01, 5.2],
      [-1.2, 0.01, 5.2],
    ]),
    `fill="#c4914a" opacity=".35"`,
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

/** An office floor in daylight with a glass meeting room. */
export function office() {
  const W = 1200,
    H = 900;
  const R = rng(13);
  const cam = new Cam({ f: 520, eye: [-0.6, 1.6, 1.4], cx: W / 2, cy: H * 0.45 });
  const defs =
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
    );
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
  const tiles = [];
  for (let x = -9; x <= 9; x += 1.2) tiles.push([cam.p([x, 0, 1.6]), cam.p([x, 0, d])]);
  for (let z = 2; z < d; z += 1.2) tiles.push([cam.p([-9, 0, z]), cam.p([9, 0, z])]);
  b += `<path d="${tiles.map(([a, c]) => `M${n(a[0])} ${n(a[1])}L${n(c[0])} ${n(c[1])}`).join("")}" stroke="#6f655a" stroke-width="1" opacity=".35"/>`;
  // Sunlight pools on the floor from the windows.
  const pools = [];
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
  // Glass meeting room on the left with a table and chairs.
  const mr = [-9, -4.5, 0, 3.4, 6, 13];
  const mrF = boxFaces(...mr);
  b += box(cam, [-8.2, -5.4, 0.72, 0.76, 8, 11], {
    right: `fill="#7d5820"`,
    top: `fill="#a5762f"`,
    front: `fill="#7d5820"`,
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
  // Rows of workstations with monitors and task chairs.
  const desks = [];
  for (const Z of [4, 8, 12, 16, 20, 24, 28]) for (const X of [-2.8, 1.4]) desks.push([X, Z]);
  desks.sort((a, c) => c[1] - a[1]);
  for (const [X, Z] of desks) {
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
  }
  // Plants and people.
  b += tree(...cam.p([6.5, 0, 8]), cam.scale([0, 0, 8]) * 2.2, "#3f5a3b", "#6f8a5a", 8);
  b += box(cam, [6.1, 6.9, 0, 0.6, 7.7, 8.4], {
    front: `fill="#efe9dd"`,
    left: `fill="#d8cfbf"`,
    top: `fill="#3a2c1c"`,
  });
  for (const [X, Z, v, fl] of [
    [0.4, 6.6, 0, false],
    [4.8, 10, 1, true],
    [-3.6, 15, 0, false],
    [0.2, 22, 1, false],
  ]) {
    b += person(...cam.p([X, 0, Z]), cam.scale([X, 0, Z]) * 1.72, "#26313c", v, fl);
  }
  return svg(W, H, defs, b);
}

/** The covered drop-off and the entrance to the multi-level parking, in the evening. */
export function parking() {
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
  b += gridLines(cam, sub(bf, 0, 1, 0.3, 1), 26, 7, `stroke="#0e1a26" stroke-width="1.5"`);
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
  b += `<path d="M${n(sx + sw * 0.3)} ${n(sy + sh * 0.82)}V${n(sy + sh * 0.18)}H${n(sx + sw * 0.55)}A${n(sw * 0.18)} ${n(sh * 0.16)} 0 0 1 ${n(sx + sw * 0.55)} ${n(sy + sh * 0.5)}H${n(sx + sw * 0.3)}" fill="none" stroke="#fff" stroke-width="${n(sw * 0.1)}"/>`;
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
  const marks = [];
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
  // Drop-off canopy: slab with downlights, on slim brass columns.
  const can = [-16, 10, 5.2, 5.8, 8, 30];
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
  ])
    b += box(cam, [x, x + 0.45, 0, 5.2, z, z + 0.45], {
      front: `fill="${C.brass4}"`,
      left: `fill="${C.brass6}"`,
      right: `fill="${C.brass7}"`,
    });
  // A car pulling up, seen from the side.
  const cp = cam.p([-3.5, 0, 11]);
  const cs = cam.scale([-3.5, 0, 11]);
  const car = `M0 -0.55L0.25 -0.62Q0.9 -0.7 1.25 -0.78L1.9 -1.25Q2.2 -1.42 2.7 -1.42H3.6Q4.05 -1.42 4.35 -1.2L4.9 -0.8Q5.05 -0.78 5.1 -0.6V-0.2H0Z`;
  b += `<g transform="translate(${n(cp[0] - cs * 2.5)} ${n(cp[1])}) scale(${n(cs)})"><path d="${car}" fill="url(#car)"/><path d="M1.95 -0.8L2.35 -1.22Q2.5 -1.33 2.8 -1.33H3.2V-0.8ZM3.35 -0.8V-1.33H3.65Q3.95 -1.33 4.15 -1.15L4.45 -0.8Z" fill="#f2c689" opacity=".65"/><circle cx="1.05" cy="-0.22" r="0.34" fill="#0a0d11"/><circle cx="4.2" cy="-0.22" r="0.34" fill="#0a0d11"/><circle cx="1.05" cy="-0.22" r="0.16" fill="#5a6470"/><circle cx="4.2" cy="-0.22" r="0.16" fill="#5a6470"/><path d="M4.95 -0.62h0.16v0.12h-0.16z" fill="#fff3dc"/></g>`;
  b += dot([cp[0] + cs * 2.7, cp[1] - cs * 0.55], cs * 0.9, "url(#soft)");
  for (const [X, Z, v, fl] of [
    [-6.6, 12.5, 1, false],
    [-7.3, 12.8, 0, true],
    [1.5, 18, 0, false],
    [-10, 22, 1, true],
  ])
    b += person(...cam.p([X, 0, Z]), cam.scale([X, 0, Z]) * 1.72, "#0b0f14", v, fl);
  b += tree(...cam.p([14, 0, 22]), cam.scale([0, 0, 22]) * 7, "#0a131c", "#3a2c25", 4);
  b += tree(...cam.p([-22, 0, 20]), cam.scale([0, 0, 20]) * 7, "#0a131c", "#3a2c25", 6);
  // Foreground: the pedestrian kerb with lit bollards and a low planter.
  b += box(cam, [-40, 40, 0, 0.15, 5.2, 5.6], { front: `fill="#6b6459"`, top: `fill="#8a8278"` });
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
  ])
    b += tree(
      ...cam.p([x, 0.5, z]),
      cam.scale([x, 0, z]) * 1.1,
      "#0a131c",
      "#3a2c25",
      Math.round(x * 10),
    );
  return svg(W, H, defs, b);
}
