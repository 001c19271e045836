import { C, lg, n, rg } from "./lib";
import { personDefs } from "./people";

/** The promenade's gradients, filters and figures, in the evening or by day; `s` scales the blur. */
export function promenadeDefs(evening: boolean, s: number): string {
  return (
    personDefs() +
    (evening
      ? lg("sky", [
          [0, "#0b1520"],
          [0.35, "#17293d"],
          [0.62, "#3c4862"],
          [0.8, "#a47162"],
          [1, "#e8ad73"],
        ])
      : lg("sky", [
          [0, "#7f9fb8"],
          [0.6, "#c9d6dc"],
          [1, "#f3e6cf"],
        ])) +
    lg(
      "shop",
      evening
        ? [
            [0, "#fff1d2"],
            [0.5, "#f7be78"],
            [1, "#c47a3c"],
          ]
        : [
            [0, "#f4e6cc"],
            [1, "#c9a877"],
          ],
    ) +
    lg(
      "upper",
      evening
        ? [
            [0, "#1a2738"],
            [1, "#3d3a44"],
          ]
        : [
            [0, "#7d98ab"],
            [1, "#b8c8d0"],
          ],
    ) +
    lg(
      "pave",
      evening
        ? [
            [0, "#3a3236"],
            [0.4, "#221f26"],
            [1, "#0c1118"],
          ]
        : [
            [0, "#d9cdb8"],
            [1, "#9d8f79"],
          ],
    ) +
    lg(
      "wallS",
      evening
        ? [
            [0, "#1d2a3a"],
            [1, "#121c28"],
          ]
        : [
            [0, "#cfc4b2"],
            [1, "#b3a68f"],
          ],
    ) +
    rg("glow", [
      [0, "#ffd59a", 0.8],
      [0.4, "#ffd59a", 0.25],
      [1, "#ffd59a", 0],
    ]) +
    rg("sun", [
      [0, "#f6c27e", evening ? 0.7 : 0.4],
      [1, "#f6c27e", 0],
    ]) +
    lg(
      "shade",
      [
        [0, C.ink, evening ? 0.6 : 0.2],
        [0.45, C.ink, 0],
      ],
      1,
      0,
    ) +
    `<filter id="bl" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="${n(10 * s)}"/></filter>`
  );
}
