// Fittings drawn inside a floor plan's rooms, in feet, so they scale with the room as a buyer
// expects: a bed stays a bed's size in a larger studio, and the room around it grows.
import type { PlanRoom, RoomKey } from "../../lib/buyer/floor-plan-layout";
import { C, n } from "./lib";

/** Maps feet in the plan to pixels: x across the frontage, y from the entrance back. */
export type ToPx = { x: (ft: number) => number; y: (ft: number) => number; s: number };

const line = `fill="none" stroke="${C.ink6}" stroke-width="2"`;
const fitting = `fill="${C.ivory}" stroke="${C.ink6}" stroke-width="2"`;

/** A rectangle given in feet from the room's front-left corner (dy measured from the front). */
function rect(p: ToPx, r: PlanRoom, dx: number, dy: number, w: number, d: number, attrs = fitting) {
  const x = p.x(r.x + dx);
  const y = p.y(r.y + dy + d);
  return `<rect x="${n(x)}" y="${n(y)}" width="${n(w * p.s)}" height="${n(d * p.s)}" rx="${n(p.s * 0.3)}" ${attrs}/>`;
}
function circle(p: ToPx, r: PlanRoom, dx: number, dy: number, radius: number, attrs = fitting) {
  return `<circle cx="${n(p.x(r.x + dx))}" cy="${n(p.y(r.y + dy))}" r="${n(radius * p.s)}" ${attrs}/>`;
}

/** Tables of four in a grid, as many as the hall holds. */
function tables(p: ToPx, r: PlanRoom): string {
  let out = "";
  const cols = Math.max(1, Math.floor((r.width - 4) / 8));
  const rows = Math.max(1, Math.floor((r.depth - 8) / 8));
  for (let i = 0; i < cols; i++) {
    for (let j = 0; j < rows; j++) {
      const cx = ((i + 0.5) * r.width) / cols;
      const cy = 6 + ((j + 0.5) * (r.depth - 8)) / rows;
      out += circle(p, r, cx, cy, 1.6);
      for (const [ox, oy] of [
        [-2.5, 0],
        [2.5, 0],
        [0, -2.5],
        [0, 2.5],
      ] as const)
        out += circle(p, r, cx + ox, cy + oy, 0.7, `fill="${C.brass3}"`);
    }
  }
  return out;
}

/** Rows of desks, facing the entrance. */
function desks(p: ToPx, r: PlanRoom): string {
  let out = "";
  const cols = Math.max(1, Math.floor((r.width - 3) / 6));
  const rows = Math.max(1, Math.floor((r.depth - 6) / 7));
  for (let i = 0; i < cols; i++)
    for (let j = 0; j < rows; j++) {
      const x = 1.5 + (i * (r.width - 3)) / cols + 0.5;
      const y = 4 + (j * (r.depth - 6)) / rows;
      out += rect(p, r, x, y, 4.5, 2.5) + circle(p, r, x + 2.25, y - 1, 0.8, `fill="${C.brass3}"`);
    }
  return out;
}

const draw: Record<RoomKey, (p: ToPx, r: PlanRoom) => string> = {
  salesFloor: (p, r) =>
    rect(p, r, 0.6, 4, 2, r.depth - 8) +
    rect(p, r, r.width - 2.6, 4, 2, r.depth - 8) +
    rect(
      p,
      r,
      r.width / 2 - 3,
      r.depth - 4,
      6,
      2.2,
      `fill="${C.brass1}" stroke="${C.ink6}" stroke-width="2"`,
    ),
  store: (p, r) =>
    [0.25, 0.5, 0.75]
      .map((t) => rect(p, r, 0.5, r.depth * t - 0.4, r.width - 1, 0.8, line))
      .join(""),
  washroom: (p, r) =>
    rect(p, r, r.width / 2 - 0.9, r.depth - 2.6, 1.8, 2.2) +
    circle(p, r, r.width / 2, r.depth - 3.2, 0.8) +
    rect(p, r, 0.4, 0.6, 1.6, 1.2),
  diningHall: tables,
  kitchen: (p, r) =>
    rect(p, r, 0.4, r.depth - 2.6, r.width - 0.8, 2.2) +
    rect(p, r, 0.4, 1, 2.2, r.depth - 3.8) +
    rect(
      p,
      r,
      r.width / 2 - 2,
      r.depth / 2 - 1.5,
      4,
      3,
      `fill="${C.brass1}" stroke="${C.ink6}" stroke-width="2"`,
    ),
  workspace: desks,
  cabin: (p, r) =>
    rect(p, r, r.width / 2 - 2.5, r.depth / 2 - 1, 5, 2.5) +
    circle(p, r, r.width / 2, r.depth / 2 + 2.4, 0.9, `fill="${C.brass3}"`) +
    circle(p, r, r.width / 2 - 1.2, r.depth / 2 - 2, 0.8, `fill="${C.brass3}"`) +
    circle(p, r, r.width / 2 + 1.2, r.depth / 2 - 2, 0.8, `fill="${C.brass3}"`),
  pantry: (p, r) => rect(p, r, 0.4, r.depth - 2.4, r.width - 0.8, 2),
  living: (p, r) =>
    rect(p, r, 0.6, r.depth - 7.2, 5, 6.6) +
    rect(p, r, 1, r.depth - 2, 4.2, 1.2, `fill="${C.brass1}" stroke="${C.ink6}" stroke-width="2"`) +
    rect(p, r, r.width - 5.8, 1.4, 5.2, 2.6) +
    rect(p, r, r.width - 2.6, r.depth - 5, 2, 4.4, line),
  kitchenette: (p, r) =>
    rect(p, r, 0.4, r.depth - 2.4, r.width - 0.8, 2) +
    circle(p, r, r.width * 0.7, r.depth - 1.4, 0.6, line),
  // In front of the living room, so its fittings keep to the outer wall, clear of the door.
  bathroom: (p, r) =>
    rect(p, r, 0.4, 0.4, 3, 3) +
    rect(p, r, r.width - 2.2, 0.4, 1.8, 2.2) +
    circle(p, r, r.width - 1.3, 3.2, 0.8),
  balcony: (p, r) => {
    let out = "";
    for (let x = 1; x < r.width; x += 1.5)
      out += rect(p, r, x, 0.3, 0.12, r.depth - 0.6, `fill="${C.brass4}"`);
    return out;
  },
};

/** The fittings of one room, inside its walls. */
export const fittings = (p: ToPx, room: PlanRoom): string => draw[room.key](p, room);
