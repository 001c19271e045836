import {
  C,
  Cam,
  poly,
  pathOf,
  box,
  boxFaces,
  gridLines,
  litCells,
  n,
  sub,
  type Box,
  type Quad2,
} from "./lib";

/** Tower: glass with brass fins, spandrel bands and a lit crown. */
export function tower(cam: Cam, R: () => number, s: number, day: boolean): string {
  let b = "";
  const tw: Box = [-4, 18, 0, 46, 128, 168];
  const tf = boxFaces(...tw);
  const COLS = 18;
  const ROWS = 13;
  b += box(cam, tw, { front: `fill="url(#gT)"`, left: `fill="url(#gS)"` });
  if (!day) {
    b += litCells(
      cam,
      tf.front,
      COLS,
      ROWS,
      0.38,
      R,
      [
        `fill="#ffd59a" opacity=".8"`,
        `fill="#f0a85e" opacity=".5"`,
        `fill="#fff3dc" opacity=".85"`,
        `fill="#e9b98a" opacity=".35"`,
      ],
      0.02,
      [0, 12],
    );
    b += litCells(
      cam,
      tf.left,
      12,
      ROWS,
      0.3,
      R,
      [`fill="#ffcf8a" opacity=".4"`, `fill="#f0a85e" opacity=".25"`],
      0.03,
      [0, 12],
    );
  }
  b += gridLines(
    cam,
    tf.front,
    COLS,
    1,
    `stroke="${day ? "#4b6273" : "#0b1520"}" stroke-width="${n(1 * s)}" opacity=".5"`,
  );
  b += gridLines(
    cam,
    tf.left,
    12,
    1,
    `stroke="${day ? "#3f5565" : "#081019"}" stroke-width="${n(0.8 * s)}" opacity=".5"`,
  );
  // Spandrels: a solid band at every floor slab.
  const sp: Quad2[] = [];
  const spL: Quad2[] = [];
  for (let j = 1; j <= ROWS; j++) {
    sp.push(cam.q(sub(tf.front, 0, 1, j / ROWS - 0.018, j / ROWS + 0.006)));
    spL.push(cam.q(sub(tf.left, 0, 1, j / ROWS - 0.018, j / ROWS + 0.006)));
  }
  b += `<path d="${pathOf(sp)}" fill="${day ? "#e8e1d3" : "#0f1c2a"}" opacity="${day ? 0.9 : 0.95}"/>`;
  b += `<path d="${pathOf(spL)}" fill="${day ? "#b6ad9d" : "#0a131d"}"/>`;
  b += poly(cam.q(sub(tf.front, 0, 1, 0.1, 1)), `fill="url(#refl)"`);
  // Brass fins on alternate mullions, and a blade rising above the roof on the corner.
  const fins: Quad2[] = [];
  for (let i = 0; i <= COLS; i += 3)
    fins.push(cam.q(sub(tf.front, i / COLS - 0.004, i / COLS + 0.004, 0.08, 1.0)));
  b += `<path d="${pathOf(fins)}" fill="${day ? C.brass6 : C.brass}" opacity=".9"/>`;
  const blade: Box = [-4.6, -2.6, 12, 56, 126.4, 130];
  b += box(cam, blade, {
    front: `fill="${day ? C.brass : C.brass4}"`,
    left: `fill="${C.brass6}"`,
    right: `fill="${C.brass7}"`,
  });
  const crown: Box = [-4.3, 18.3, 45.2, 46.4, 127.7, 168];
  b += box(cam, crown, { front: `fill="${day ? C.brass : C.brass3}"`, left: `fill="${C.brass6}"` });
  if (!day) b += poly(cam.q(sub(tf.front, 0, 1, 0.9, 0.98)), `fill="#ffd59a" opacity=".35"`);

  return b;
}
