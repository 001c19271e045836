/**
 * An indicative layout drawn from a unit's carpet area and type: the unit is a rectangle of the
 * type's usual depth-to-frontage ratio, cut into bands from the entrance (front) to the back and
 * each band into rooms, so every room's share of the carpet area is the type's usual share.
 */

/** The kinds of unit a plan can be drawn for. */
export type PlanKind = "shop" | "dining" | "office" | "studio";

/** Each room's key names its words in the dictionaries (floor plans' `rooms`). */
export type RoomKey =
  | "salesFloor"
  | "store"
  | "diningHall"
  | "kitchen"
  | "washroom"
  | "workspace"
  | "cabin"
  | "pantry"
  | "living"
  | "kitchenette"
  | "bathroom"
  | "balcony";

type Band = { share: number; rooms: readonly { key: RoomKey; share: number }[] };
type Recipe = { depthToWidth: number; bands: readonly Band[] };

/** Bands listed from the entrance to the back; each band's and each room's shares add up to 1. */
const recipes: Record<PlanKind, Recipe> = {
  shop: {
    depthToWidth: 2.2,
    bands: [
      { share: 0.84, rooms: [{ key: "salesFloor", share: 1 }] },
      {
        share: 0.16,
        rooms: [
          { key: "store", share: 0.62 },
          { key: "washroom", share: 0.38 },
        ],
      },
    ],
  },
  dining: {
    depthToWidth: 1.4,
    bands: [
      { share: 0.66, rooms: [{ key: "diningHall", share: 1 }] },
      {
        share: 0.34,
        rooms: [
          { key: "kitchen", share: 0.64 },
          { key: "store", share: 0.18 },
          { key: "washroom", share: 0.18 },
        ],
      },
    ],
  },
  office: {
    depthToWidth: 1.3,
    bands: [
      { share: 0.64, rooms: [{ key: "workspace", share: 1 }] },
      {
        share: 0.36,
        rooms: [
          { key: "cabin", share: 0.56 },
          { key: "pantry", share: 0.24 },
          { key: "washroom", share: 0.2 },
        ],
      },
    ],
  },
  studio: {
    depthToWidth: 1.6,
    bands: [
      {
        share: 0.26,
        rooms: [
          { key: "bathroom", share: 0.46 },
          { key: "kitchenette", share: 0.54 },
        ],
      },
      { share: 0.6, rooms: [{ key: "living", share: 1 }] },
      { share: 0.14, rooms: [{ key: "balcony", share: 1 }] },
    ],
  },
};

/** A room: its key and its rectangle in feet, x across the frontage and y from the entrance back. */
export type PlanRoom = { key: RoomKey; x: number; y: number; width: number; depth: number };

export type PlanLayout = {
  kind: PlanKind;
  carpetSqFt: number;
  /** The frontage and the depth of the whole unit, feet. */
  width: number;
  depth: number;
  rooms: readonly PlanRoom[];
};

/** The indicative layout of a unit of `kind` with `carpetSqFt` of carpet area. */
export function planLayout(kind: PlanKind, carpetSqFt: number): PlanLayout {
  if (!(carpetSqFt > 0)) throw new RangeError(`Carpet area must be positive: ${carpetSqFt}`);
  const recipe = recipes[kind];
  const width = Math.sqrt(carpetSqFt / recipe.depthToWidth);
  const depth = carpetSqFt / width;
  const rooms: PlanRoom[] = [];
  let y = 0;
  for (const band of recipe.bands) {
    const bandDepth = depth * band.share;
    let x = 0;
    for (const room of band.rooms) {
      const roomWidth = width * room.share;
      rooms.push({ key: room.key, x, y, width: roomWidth, depth: bandDepth });
      x += roomWidth;
    }
    y += bandDepth;
  }
  return { kind, carpetSqFt, width, depth, rooms };
}

/** A room's size as a buyer reads it on a plan: "12 × 18 ft", whole feet, with the unit's word. */
export function roomSize(room: Pick<PlanRoom, "width" | "depth">, unit: string): string {
  return `${Math.round(room.width)} × ${Math.round(room.depth)} ${unit}`;
}
