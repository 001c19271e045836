// An indicative floor plan, drawn from a unit's layout (lib/buyer/floor-plan-layout.ts): the rooms
// to proportion, walls, doors and fittings, without words so it serves every language.
import type { PlanLayout, PlanRoom } from "../../lib/buyer/floor-plan-layout";
import { C, n, svg } from "./lib";
import { fittings, type ToPx } from "./floor-plan-fittings";

const service = new Set(["store", "washroom", "kitchen", "pantry", "kitchenette", "bathroom"]);
const OUTER = 12;
const INNER = 5;
/** The entrance and inner doors, feet. */
const DOOR = { entrance: 4, inner: 2.8 };

function projector(layout: PlanLayout, W: number, H: number): ToPx {
  const margin = { x: 70, top: 90, bottom: 150 };
  const s = Math.min(
    (W - 2 * margin.x) / layout.width,
    (H - margin.top - margin.bottom) / layout.depth,
  );
  const left = (W - layout.width * s) / 2;
  const top = margin.top + (H - margin.top - margin.bottom - layout.depth * s) / 2;
  return { s, x: (ft) => left + ft * s, y: (ft) => top + (layout.depth - ft) * s };
}

function roomFill(p: ToPx, room: PlanRoom): string {
  const fill = room.key === "balcony" ? C.ivory2 : service.has(room.key) ? C.brass05 : "#ffffff";
  const [x, y] = [p.x(room.x), p.y(room.y + room.depth)];
  return `<rect x="${n(x)}" y="${n(y)}" width="${n(room.width * p.s)}" height="${n(room.depth * p.s)}" fill="${fill}"/>`;
}

/** A door in a horizontal wall at feet (x, y): the gap, the leaf and its swing into the room. */
function door(p: ToPx, x: number, y: number, width: number, into: 1 | -1): string {
  const [x0, x1, wy] = [p.x(x), p.x(x + width), p.y(y)];
  const leaf = wy - into * width * p.s;
  return (
    `<rect x="${n(x0)}" y="${n(wy - OUTER / 2 - 1)}" width="${n(x1 - x0)}" height="${OUTER + 2}" fill="#ffffff"/>` +
    `<path d="M${n(x0)} ${n(wy)}L${n(x0)} ${n(leaf)}" stroke="${C.ink}" stroke-width="3"/>` +
    `<path d="M${n(x0)} ${n(leaf)}A${n(x1 - x0)} ${n(x1 - x0)} 0 0 ${into === 1 ? 1 : 0} ${n(x1)} ${n(wy)}" ` +
    `fill="none" stroke="${C.brass6}" stroke-width="2" stroke-dasharray="6 5"/>`
  );
}

/** The walls between rooms: each room's back and right edges inside the unit. */
function innerWalls(p: ToPx, layout: PlanLayout): string {
  const segments = layout.rooms.flatMap((room) => {
    const back = room.y + room.depth;
    const right = room.x + room.width;
    const out: string[] = [];
    if (back < layout.depth - 0.01) out.push(`M${n(p.x(room.x))} ${n(p.y(back))}H${n(p.x(right))}`);
    if (right < layout.width - 0.01)
      out.push(`M${n(p.x(right))} ${n(p.y(room.y))}V${n(p.y(back))}`);
    return out;
  });
  return `<path d="${segments.join("")}" stroke="${C.ink}" stroke-width="${INNER}" stroke-linecap="square" fill="none"/>`;
}

/** Doors from the main room into each room behind or in front of it. */
function innerDoors(p: ToPx, layout: PlanLayout): string {
  const main = [...layout.rooms].sort((a, b) => b.width * b.depth - a.width * a.depth)[0];
  if (!main) return "";
  return layout.rooms
    .filter((room) => room !== main && room.width > DOOR.inner + 1)
    .map((room) => {
      const behind = room.y >= main.y + main.depth - 0.01;
      const wallY = behind ? room.y : room.y + room.depth;
      return door(p, room.x + (room.width - DOOR.inner) / 2, wallY, DOOR.inner, behind ? 1 : -1);
    })
    .join("");
}

/** The front: a shop's glass frontage, or the entrance door; an arrow shows the way in. */
function entrance(p: ToPx, layout: PlanLayout): string {
  const y = p.y(0);
  const arrow = (x: number) =>
    `<path d="M${n(x - 14)} ${n(y + 58)}L${n(x)} ${n(y + 30)}L${n(x + 14)} ${n(y + 58)}Z" fill="${C.brass}"/>`;
  if (layout.kind === "shop") {
    const [x0, x1] = [p.x(0.8), p.x(layout.width - 0.8)];
    return (
      `<rect x="${n(x0)}" y="${n(y - OUTER / 2 - 1)}" width="${n(x1 - x0)}" height="${OUTER + 2}" fill="#ffffff"/>` +
      `<path d="M${n(x0)} ${n(y - 3)}H${n(x1)}M${n(x0)} ${n(y + 3)}H${n(x1)}" stroke="${C.brass6}" stroke-width="2.5"/>` +
      arrow(p.x(layout.width / 2))
    );
  }
  // The way in is through the widest room at the front that is not a bathroom.
  const front = layout.rooms
    .filter((room) => room.y === 0 && !["bathroom", "washroom"].includes(room.key))
    .sort((a, b) => b.width - a.width)[0];
  const at = front ? front.x + front.width / 2 : layout.width / 2;
  const [doorX, arrowX] = [at - DOOR.entrance / 2, p.x(at)];
  return door(p, doorX, 0, DOOR.entrance, 1) + arrow(arrowX);
}

/** A fine drafting grid, a dimension line under the unit and a compass. */
function frame(p: ToPx, layout: PlanLayout, W: number, H: number): string {
  const [x0, x1] = [p.x(0), p.x(layout.width)];
  const dim = p.y(0) + 92;
  const ticks = `M${n(x0)} ${n(dim - 10)}V${n(dim + 10)}M${n(x1)} ${n(dim - 10)}V${n(dim + 10)}`;
  const compass =
    `<g transform="translate(${W - 70} 70)"><circle r="24" fill="none" stroke="${C.stone5}" stroke-width="2"/>` +
    `<path d="M0 -20L8 8L0 2L-8 8Z" fill="${C.ink}"/></g>`;
  return (
    `<rect width="${W}" height="${H}" fill="${C.ivory}"/>` +
    `<rect width="${W}" height="${H}" fill="url(#grid)"/>` +
    `<path d="M${n(x0)} ${n(dim)}H${n(x1)}${ticks}" stroke="${C.stone5}" stroke-width="2"/>` +
    compass
  );
}

/** The plan of one unit on a W × H canvas. */
export function floorPlan(layout: PlanLayout, W: number, H: number): string {
  const p = projector(layout, W, H);
  const defs =
    `<pattern id="grid" width="20" height="20" patternUnits="userSpaceOnUse">` +
    `<path d="M20 0H0V20" fill="none" stroke="${C.ivory2}" stroke-width="1"/></pattern>`;
  const [x0, x1, y0, y1] = [p.x(0), p.x(layout.width), p.y(layout.depth), p.y(0)];
  const body =
    frame(p, layout, W, H) +
    layout.rooms.map((room) => roomFill(p, room)).join("") +
    layout.rooms.map((room) => fittings(p, room)).join("") +
    innerWalls(p, layout) +
    `<rect x="${n(x0)}" y="${n(y0)}" width="${n(x1 - x0)}" height="${n(y1 - y0)}" fill="none" stroke="${C.ink}" stroke-width="${OUTER}"/>` +
    innerDoors(p, layout) +
    entrance(p, layout);
  return svg(W, H, defs, body);
}
