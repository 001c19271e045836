import { afterNextPaint } from "@/lib/ui/after-paint";

/** Marks a home section that styles/site.css lets the browser skip while a modal is open. */
const UNDER_MODAL = "data-under-modal";

let shown: (() => void) | null = null;

/**
 * A modal dialog makes the whole page inert, and the browser restyles every element of it as the
 * dialog opens and again as it closes: 100 to 300 ms on a phone at 4× CPU, all inside the tap.
 * Sections wholly out of sight are skipped meanwhile (content-visibility: auto, drawn again if the
 * page behind is scrolled to them); their remembered heights keep the page's length, and none on
 * screen is touched: switched on under a section on show, it was skipped for a frame, a shift.
 */
export function skipSectionsOutOfSight() {
  shown?.();
  const height = window.innerHeight;
  const skipped = [...document.querySelectorAll<HTMLElement>("main > section ~ section")].filter(
    (section) => {
      const box = section.getBoundingClientRect();
      return box.bottom < 0 || box.top > height;
    },
  );
  for (const section of skipped) section.setAttribute(UNDER_MODAL, "");
  shown = () => {
    shown = null;
    for (const section of skipped) section.removeAttribute(UNDER_MODAL);
  };
}

/** Shows the skipped sections again once the closed dialog has painted, apart from the tap. */
export function showSectionsAfterPaint() {
  const show = shown;
  if (!show) return;
  afterNextPaint(() => {
    if (shown === show) show();
  });
}
