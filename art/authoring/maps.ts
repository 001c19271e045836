import type { Highway } from "../../lib/i18n/english";
import { C, rng, pick, svg, lg, rg, n, type Vec2 } from "./lib";
import { facade } from "./facade";

const SANS = `font-family="DejaVu Sans, Liberation Sans, sans-serif"`;
const SERIF = `font-family="DejaVu Serif, Liberation Serif, serif"`;

/** The four highways: casing, body and a brass centre line, each with its name on a pill. */
function highwayLayer(): string {
  let b = "";
  const highways: { d: string; label: string; at: Vec2; rot: number }[] = [
    { d: "M-20 170C400 150 900 120 1620 70", label: "NH 24", at: [1010, 112], rot: -3 },
    {
      d: "M300 -20C330 250 420 520 380 760S400 940 420 1020",
      label: "FNG Expressway",
      at: [358, 560],
      rot: -86,
    },
    {
      d: "M-20 560C300 640 700 760 1200 870",
      label: "Greater Noida Expressway",
      at: [640, 724],
      rot: 14,
    },
    {
      d: "M1200 870C1330 900 1470 950 1620 1000",
      label: "Yamuna Expressway",
      at: [1400, 918],
      rot: 17,
    },
  ];
  for (const h of highways)
    b += `<path d="${h.d}" fill="none" stroke="${C.ink7}" stroke-width="34" stroke-linecap="round"/>`;
  for (const h of highways)
    b += `<path d="${h.d}" fill="none" stroke="#fdfbf6" stroke-width="24" stroke-linecap="round"/>`;
  for (const h of highways)
    b += `<path d="${h.d}" fill="none" stroke="${C.brass}" stroke-width="3" stroke-dasharray="18 12"/>`;
  for (const h of highways)
    b +=
      `<g transform="translate(${h.at[0]} ${h.at[1]}) rotate(${h.rot})">` +
      `<rect x="-${n(h.label.length * 7.4 + 18)}" y="-20" ` +
      `width="${n(h.label.length * 14.8 + 36)}" height="40" rx="20" fill="${C.ink}"/>` +
      `<text x="0" y="7" text-anchor="middle" ${SANS} font-size="21" font-weight="bold" ` +
      `fill="${C.ivory}" letter-spacing=".5">${h.label}</text></g>`;
  return b;
}

/** Illustrated neighbourhood map: Sector 12 and the four highways (not to scale). */
export function neighbourhoodMap(): string {
  const W = 1600,
    H = 1000;
  const R = rng(31);
  const defs =
    lg(
      "land",
      [
        [0, "#f3eee4"],
        [1, "#e8e0d0"],
      ],
      1,
      1,
    ) +
    rg("pin", [
      [0, C.brass, 0.45],
      [1, C.brass, 0],
    ]) +
    `<filter id="sh" x="-20%" y="-20%" width="140%" height="160%">` +
    `<feDropShadow dx="0" dy="6" stdDeviation="8" flood-color="${C.ink}" ` +
    `flood-opacity=".25"/></filter>`;
  let b = `<rect width="${W}" height="${H}" fill="url(#land)"/>`;
  // Sector blocks: a loose grid of rounded plots in slightly varied tints.
  const blocks: string[] = [];
  for (let y = 30; y < H; y += 86)
    for (let x = 20; x < W; x += 104) {
      if (R() < 0.12) continue;
      const tint = pick(["#ebe4d6", "#e6dece", C.ivory2, "#e2d9c7"], R);
      blocks.push(
        `<rect x="${n(x + R() * 6)}" y="${n(y + R() * 6)}" width="${n(80 + R() * 12)}" height="${n(64 + R() * 10)}" rx="10" fill="${tint}"/>`,
      );
    }
  b += `<g>${blocks.join("")}</g>`;
  // Parks and green belts.
  const parks = [
    [700, 300, 90, 55],
    [1040, 600, 120, 70],
    [520, 720, 80, 60],
    [1250, 330, 100, 60],
    [890, 760, 70, 45],
  ] as const;
  b += `<g fill="#cfd8bf">${parks.map(([x, y, rx, ry]) => `<ellipse cx="${x}" cy="${y}" rx="${rx}" ry="${ry}"/>`).join("")}</g>`;
  b += `<g fill="#b9c6a6">${parks.map(([x, y, rx, ry]) => `<ellipse cx="${x + 10}" cy="${y + 6}" rx="${rx * 0.55}" ry="${ry * 0.55}"/>`).join("")}</g>`;
  // Hindon river.
  b += `<path d="M560 -10C520 140 600 230 520 360S420 560 470 680S360 880 330 1010" fill="none" stroke="#b7cbd3" stroke-width="26" stroke-linecap="round"/>`;
  b += `<path d="M560 -10C520 140 600 230 520 360S420 560 470 680S360 880 330 1010" fill="none" stroke="#cddbe0" stroke-width="12" stroke-linecap="round"/>`;
  // Local streets.
  const streets = [
    "M430 470H1500",
    "M860 120V1000",
    "M600 250L1350 250",
    "M640 620L1400 700",
    "M1100 120L1180 860",
    "M700 120C760 300 700 500 760 860",
  ];
  b += `<g fill="none" stroke="#d3c8b4" stroke-width="14" stroke-linecap="round">${streets.map((d) => `<path d="${d}"/>`).join("")}</g>`;
  b += `<g fill="none" stroke="#fbf8f2" stroke-width="8" stroke-linecap="round">${streets.map((d) => `<path d="${d}"/>`).join("")}</g>`;
  b += highwayLayer();
  // Pari Chowk junction.
  b += `<circle cx="1200" cy="870" r="16" fill="${C.ink}"/><circle cx="1200" cy="870" r="8" fill="${C.brass}"/>`;
  // Area names.
  const area = (x: number, y: number, t: string, size = 26, fill: string = C.ink6) =>
    `<text x="${x}" y="${y}" text-anchor="middle" ${SANS} font-size="${size}" letter-spacing="6" fill="${fill}" font-weight="bold">${t}</text>`;
  b += area(170, 380, "NOIDA");
  b += area(1360, 200, "GHAZIABAD");
  b += area(1380, 800, "GREATER NOIDA", 24);
  b += area(110, 120, "← DELHI", 20, C.ink7);
  b += `<text x="1585" y="870" text-anchor="end" ${SANS} font-size="16" letter-spacing="4" fill="${C.ink7}" font-weight="bold">TO JEWAR AIRPORT →</text>`;
  // The site: glow, rings and a label card.
  const [sx, sy] = [900, 470];
  b += `<circle cx="${sx}" cy="${sy}" r="150" fill="url(#pin)"/>`;
  b += `<circle cx="${sx}" cy="${sy}" r="70" fill="none" stroke="${C.brass}" stroke-width="2" stroke-dasharray="6 8"/>`;
  b +=
    `<path d="M${sx} ${sy}c-26-30-40-52-40-72a40 40 0 0 1 80 0c0 20-14 42-40 72z" ` +
    `fill="${C.ink}" filter="url(#sh)"/>` +
    `<circle cx="${sx}" cy="${sy - 72}" r="16" fill="${C.brass}"/>`;
  b += `<g filter="url(#sh)"><rect x="${sx + 50}" y="${sy - 170}" width="400" height="116" rx="14" fill="${C.ink}"/></g>`;
  b += `<rect x="${sx + 50}" y="${sy - 170}" width="8" height="116" rx="4" fill="${C.brass}"/>`;
  b += `<text x="${sx + 80}" y="${sy - 124}" ${SERIF} font-size="34" font-weight="bold" fill="${C.ivory}">Nirala Gateway</text>`;
  b += `<text x="${sx + 80}" y="${sy - 82}" ${SANS} font-size="21" fill="${C.brass3}" letter-spacing="1">Sector 12, Greater Noida West</text>`;
  // Compass and note.
  b +=
    `<g transform="translate(1500 130)">` +
    `<circle r="48" fill="${C.ivory}" stroke="${C.ink6}" stroke-width="2"/>` +
    `<path d="M0 -38L12 0H-12Z" fill="${C.ink}"/>` +
    `<path d="M0 38L12 0H-12Z" fill="${C.brass}"/>` +
    `<text y="-56" text-anchor="middle" ${SANS} font-size="20" font-weight="bold" ` +
    `fill="${C.ink}">N</text></g>`;
  b += `<text x="40" y="970" ${SANS} font-size="18" fill="${C.ink6}">Illustrative map, not to scale</text>`;
  return svg(W, H, defs, b);
}

/** Drive-time diagram: a spoke per highway, length by minutes, with km and minutes. */
export function connectivity(highways: readonly Highway[]): string {
  const W = 1600,
    H = 1000;
  const [cx, cy] = [800, 520];
  const pxPerMin = 12.5;
  const defs =
    rg(
      "bg",
      [
        [0, "#1f3349"],
        [1, C.ink],
      ],
      `cx="50%" cy="52%" r="70%"`,
    ) +
    rg("core", [
      [0, C.brass3, 0.9],
      [0.5, C.brass, 0.35],
      [1, C.brass, 0],
    ]) +
    lg(
      "spoke",
      [
        [0, C.brass3],
        [1, C.brass],
      ],
      1,
      0,
    );
  let b = `<rect width="${W}" height="${H}" fill="url(#bg)"/>`;
  // Faint street grid for texture.
  const grid: string[] = [];
  for (let x = 0; x <= W; x += 50) grid.push(`M${x} 0V${H}`);
  for (let y = 0; y <= H; y += 50) grid.push(`M0 ${y}H${W}`);
  b += `<path d="${grid.join("")}" stroke="#ffffff" stroke-width="1" opacity=".04"/>`;
  // Rings every 10 minutes.
  for (const m of [10, 20, 30]) {
    b += `<circle cx="${cx}" cy="${cy}" r="${n(m * pxPerMin)}" fill="none" stroke="${C.ivory}" stroke-opacity=".18" stroke-width="2" stroke-dasharray="4 10"/>`;
    b +=
      `<text x="${cx + 8}" y="${n(cy - m * pxPerMin - 10)}" ` +
      `font-family="DejaVu Sans, sans-serif" font-size="18" fill="${C.ivory}" ` +
      `fill-opacity=".5">${m} min</text>`;
  }
  const angles = [-125, -35, 125, 35];
  highways.forEach((h, i) => {
    const deg = angles[i];
    if (deg === undefined) throw new Error(`No angle for ${h.name}: one spoke per highway.`);
    const a = (deg * Math.PI) / 180;
    const r = h.minutes * pxPerMin;
    const [x, y] = [cx + Math.cos(a) * r, cy + Math.sin(a) * r];
    b += `<path d="M${cx} ${cy}L${n(x)} ${n(y)}" stroke="${C.brass}" stroke-width="6" stroke-linecap="round"/>`;
    b +=
      `<circle cx="${n(x)}" cy="${n(y)}" r="22" fill="${C.ink}" stroke="${C.brass3}" ` +
      `stroke-width="5"/>` +
      `<circle cx="${n(x)}" cy="${n(y)}" r="8" fill="${C.brass3}"/>`;
    const right = Math.cos(a) > 0;
    const tx = x + (right ? 40 : -40);
    const anchor = right ? "start" : "end";
    const ty = y + (Math.sin(a) > 0 ? 40 : -62);
    b +=
      `<text x="${n(tx)}" y="${n(ty)}" text-anchor="${anchor}" font-family="DejaVu Serif, serif" ` +
      `font-size="34" font-weight="bold" fill="${C.ivory}">${h.name}</text>`;
    b +=
      `<text x="${n(tx)}" y="${n(ty + 40)}" text-anchor="${anchor}" ` +
      `font-family="DejaVu Sans, sans-serif" font-size="26" fill="${C.brass3}" ` +
      `letter-spacing="1">${h.km} km · ${h.minutes} min</text>`;
  });
  b += `<circle cx="${cx}" cy="${cy}" r="120" fill="url(#core)"/>`;
  b += `<circle cx="${cx}" cy="${cy}" r="56" fill="${C.brass}"/><circle cx="${cx}" cy="${cy}" r="46" fill="${C.ink}"/>`;
  b +=
    `<path d="M${cx - 16} ${cy + 18}V${cy - 8}L${cx} ${cy - 22}L${cx + 16} ${cy - 8}` +
    `V${cy + 18}Z" fill="${C.brass3}"/>` +
    `<rect x="${cx - 5}" y="${cy + 2}" width="10" height="16" fill="${C.ink}"/>`;
  b +=
    `<text x="${cx}" y="${cy + 96}" text-anchor="middle" font-family="DejaVu Serif, serif" ` +
    `font-size="30" font-weight="bold" fill="${C.ivory}">Nirala Gateway</text>`;
  b +=
    `<text x="${cx}" y="${cy + 128}" text-anchor="middle" font-family="DejaVu Sans, sans-serif" ` +
    `font-size="20" fill="${C.brass3}" letter-spacing="2">SECTOR 12</text>`;
  b += `<text x="60" y="80" font-family="DejaVu Sans, sans-serif" font-size="22" letter-spacing="5" fill="${C.brass3}" font-weight="bold">DRIVE TIMES</text>`;
  b +=
    `<text x="60" y="960" font-family="DejaVu Sans, sans-serif" font-size="18" fill="${C.ivory}" ` +
    `fill-opacity=".55">Approximate distances and drive times; they depend on traffic.</text>`;
  return svg(W, H, defs, b);
}

/** Social-sharing card: title, location, price range and completion beside the dusk façade. */
export function ogCard(p: { name: string; price: string; completion: string }): string {
  const W = 1200,
    H = 630;
  const art = facade({ W: 1920, H: 1080, day: false, seed: 7 })
    .replace(
      /^<svg[^>]*>/,
      `<svg x="420" y="0" width="1120" height="630" viewBox="0 0 1920 1080" preserveAspectRatio="xMidYMid slice">`,
    )
    .replace(/id="/g, 'id="o')
    .replace(/url\(#/g, "url(#o")
    .replace(/href="#/g, 'href="#o');
  const defs = lg(
    "fade",
    [
      [0, C.ink],
      [0.38, C.ink],
      [0.62, C.ink, 0],
    ],
    1,
    0,
  );
  let b = art.trim();
  b += `<rect width="${W}" height="${H}" fill="url(#fade)"/>`;
  b += `<rect x="64" y="92" width="64" height="4" fill="${C.brass}"/>`;
  b += `<text x="64" y="150" ${SANS} font-size="22" letter-spacing="5" font-weight="bold" fill="${C.brass3}">SECTOR 12 · GREATER NOIDA WEST</text>`;
  b += `<text x="60" y="260" ${SERIF} font-size="84" font-weight="bold" fill="${C.ivory}">${p.name}</text>`;
  b += `<text x="64" y="318" ${SANS} font-size="26" fill="${C.ivory}" fill-opacity=".85">Retail · Fine dining · Offices · Studio apartments</text>`;
  b +=
    `<g ${SANS}>` +
    `<rect x="64" y="392" width="350" height="120" rx="14" fill="${C.ink8}" stroke="${C.brass}" ` +
    `stroke-opacity=".6"/>` +
    `<text x="88" y="434" font-size="18" letter-spacing="3" fill="${C.brass3}">PRICE RANGE</text>` +
    `<text x="88" y="482" font-size="34" font-weight="bold" fill="${C.ivory}">${p.price}</text>`;
  b +=
    `<rect x="434" y="392" width="260" height="120" rx="14" fill="${C.ink8}" stroke="${C.brass}" ` +
    `stroke-opacity=".6"/>` +
    `<text x="458" y="434" font-size="18" letter-spacing="3" fill="${C.brass3}">COMPLETION</text>` +
    `<text x="458" y="482" font-size="34" font-weight="bold" ` +
    `fill="${C.ivory}">${p.completion}</text></g>`;
  return svg(W, H, defs, b);
}
