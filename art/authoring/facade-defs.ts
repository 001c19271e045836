import { C, lg, n, rg } from "./lib";
import { personDefs } from "./people";

/** The sky and the two glass faces, by day or at dusk. */
function skyAndGlassDefs(day: boolean): string {
  const sky = day
    ? lg("sky", [
        [0, "#9fb7c9"],
        [0.5, "#cfdbe2"],
        [0.85, C.ivory2],
        [1, "#f8f1e4"],
      ])
    : lg("sky", [
        [0, "#0b1520"],
        [0.3, "#15263a"],
        [0.55, "#2e3d56"],
        [0.72, "#6d5a66"],
        [0.86, "#c98a5a"],
        [1, "#e9b276"],
      ]);
  const glassT = day
    ? lg("gT", [
        [0, "#6f8ea6"],
        [0.45, "#a9c0cf"],
        [1, "#dfe6e6"],
      ])
    : lg("gT", [
        [0, "#13243a"],
        [0.5, "#27405a"],
        [0.8, "#6a5a62"],
        [1, "#b07c55"],
      ]);
  const glassS = day
    ? lg("gS", [
        [0, "#4e6a80"],
        [1, "#8aa3b3"],
      ])
    : lg("gS", [
        [0, "#0c1724"],
        [1, "#3a3240"],
      ]);
  return sky + glassT + glassS;
}

/** The façade's gradients, filters and figures, by day or at dusk; `s` scales the blurs with the picture. */
export function facadeDefs(day: boolean, s: number): string {
  const refl = lg(
    "refl",
    [
      [0, "#ffffff", 0],
      [0.5, "#ffffff", day ? 0.35 : 0.14],
      [1, "#ffffff", 0],
    ],
    1,
    0.3,
  );
  const shop = day
    ? lg("shop", [
        [0, "#e9dcc4"],
        [1, "#b99c72"],
      ])
    : lg("shop", [
        [0, "#ffe2b0"],
        [0.6, "#f0a85e"],
        [1, "#b86a34"],
      ]);
  const ground = day
    ? lg("ground", [
        [0, "#d8cfbf"],
        [1, "#a89c8a"],
      ])
    : lg("ground", [
        [0, "#2a2a33"],
        [0.3, "#1a2230"],
        [1, "#0b131c"],
      ]);
  const glow = rg("glow", [
    [0, day ? "#fff8e8" : "#ffd59a", day ? 0 : 0.75],
    [1, "#ffd59a", 0],
  ]);
  const sun = rg("sun", [
    [0, day ? "#fffaf0" : "#f6c27e", day ? 0.7 : 0.85],
    [1, day ? "#fffaf0" : "#f6c27e", 0],
  ]);
  const upper = lg("upper", [
    [0, "#2a3446"],
    [0.7, "#6b4a3a"],
    [1, "#c07c45"],
  ]);
  const spill = lg("spill", [
    [0, "#f0a85e", 0.35],
    [1, "#f0a85e", 0],
  ]);
  const shade = lg(
    "shade",
    [
      [0, C.ink, day ? 0.25 : 0.55],
      [0.5, C.ink, 0],
    ],
    1,
    0,
  );
  const blur = `<filter id="bl" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="${n(12 * s)}"/></filter>`;
  const reflBlur = `<filter id="rb" x="-5%" y="-5%" width="110%" height="110%"><feGaussianBlur stdDeviation="${n(3 * s)} ${n(9 * s)}"/></filter>`;
  return (
    skyAndGlassDefs(day) +
    refl +
    shop +
    ground +
    glow +
    sun +
    shade +
    spill +
    upper +
    blur +
    reflBlur +
    personDefs()
  );
}
