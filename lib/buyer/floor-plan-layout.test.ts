import { describe, expect, it } from "vitest";
import { planLayout, roomSize, type PlanKind } from "./floor-plan-layout";

const kinds: PlanKind[] = ["shop", "dining", "office", "studio"];
const area = (room: { width: number; depth: number }) => room.width * room.depth;

describe("planLayout", () => {
  it.each(kinds)(
    "a %s's rooms add up to its carpet area and fill the unit without overlap",
    (kind) => {
      const plan = planLayout(kind, 480);
      const total = plan.rooms.reduce((sum, room) => sum + area(room), 0);
      expect(total).toBeCloseTo(480, 6);
      expect(plan.width * plan.depth).toBeCloseTo(480, 6);
      for (const room of plan.rooms) {
        expect(room.x + room.width).toBeLessThanOrEqual(plan.width + 1e-9);
        expect(room.y + room.depth).toBeLessThanOrEqual(plan.depth + 1e-9);
        for (const other of plan.rooms) {
          if (other === room) continue;
          const apart =
            room.x + room.width <= other.x + 1e-9 ||
            other.x + other.width <= room.x + 1e-9 ||
            room.y + room.depth <= other.y + 1e-9 ||
            other.y + other.depth <= room.y + 1e-9;
          expect(apart).toBe(true);
        }
      }
    },
  );

  it("gives each type its main room as the largest and its own proportions", () => {
    const main = {
      shop: "salesFloor",
      dining: "diningHall",
      office: "workspace",
      studio: "living",
    };
    for (const kind of kinds) {
      const rooms = [...planLayout(kind, 600).rooms].sort((a, b) => area(b) - area(a));
      expect(rooms[0]?.key).toBe(main[kind]);
    }
    // A shop is deep and narrow behind its frontage; an office is nearer square.
    const shop = planLayout("shop", 600);
    const office = planLayout("office", 600);
    expect(shop.depth / shop.width).toBeCloseTo(2.2, 6);
    expect(office.depth / office.width).toBeCloseTo(1.3, 6);
  });

  it("scales the rooms with the area: four times the area, twice the frontage", () => {
    const small = planLayout("studio", 310);
    const large = planLayout("studio", 1240);
    expect(large.width).toBeCloseTo(small.width * 2, 6);
    expect(large.rooms.map((room) => room.key)).toEqual(small.rooms.map((room) => room.key));
    expect(area(large.rooms[1]!)).toBeCloseTo(area(small.rooms[1]!) * 4, 6);
  });

  it("studio: a 310 sq ft unit is about 14 ft wide and 22 ft deep, the living room at its heart", () => {
    const plan = planLayout("studio", 310);
    expect(Math.round(plan.width)).toBe(14);
    expect(Math.round(plan.depth)).toBe(22);
    expect(
      roomSize(
        plan.rooms.find((room) => room.key === "living")!,
        "ft",
      ),
    ).toBe("14 × 13 ft");
  });

  it("refuses an area that is not positive", () => {
    expect(() => planLayout("shop", 0)).toThrow(RangeError);
    expect(() => planLayout("shop", Number.NaN)).toThrow(RangeError);
  });
});
