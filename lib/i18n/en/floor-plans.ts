/** The English words of the floor plans: the section (#floor-plans) and the plan PDFs. */
import type { RoomKey } from "../../buyer/floor-plan-layout";

const rooms: Record<RoomKey, string> = {
  salesFloor: "Sales floor",
  store: "Store",
  diningHall: "Dining hall",
  kitchen: "Kitchen",
  washroom: "Washroom",
  workspace: "Open workspace",
  cabin: "Cabin",
  pantry: "Pantry",
  living: "Living and sleeping",
  kitchenette: "Kitchenette",
  bathroom: "Bathroom",
  balcony: "Balcony",
};

export const enFloorPlans = {
  eyebrow: "Floor plans",
  heading: "See how each unit lays out",
  intro:
    "One plan for each unit type, drawn for its smallest unit. Leave your details for the " +
    "full-size plan with room sizes, as a one-page PDF.",
  /** Over each drawn plan, as "Artist's impression" is over the illustrations. */
  indicative: "Indicative layout, not to scale",
  /** Over the developer's own plan, once it replaces the drawn one. */
  developer: "Developer's floor plan",
  carpetFrom: "Carpet area from",
  roomsLabel: "Rooms",
  cta: "Full-size plan (PDF)",
  /** Read after the button's text, so each of the four buttons names its unit type. */
  ctaFor: "for",
  alt: (unit: string, area: string, roomList: string) =>
    `${unit}: indicative floor plan of the smallest unit, ${area}, with ${roomList}; entrance at the bottom`,
  developerAlt: (unit: string) => `${unit}: the developer's floor plan`,
  note:
    "Layouts are indicative: plans vary by floor and unit, and the sanctioned plans filed with " +
    "UP RERA prevail.",
  rooms,
  /** The dialog the plans page hosts for the full-size plan, and its form. */
  dialog: {
    title: "Get the floor plan",
    description: "Leave your details and the full-size floor plan (PDF) downloads straight away.",
  },
  form: {
    submit: "Get Floor Plan",
    downloading: "Thank you! Your floor plan is downloading.",
  },
} as const;
