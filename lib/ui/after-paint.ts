/**
 * Runs `work` in a task of its own once the next frame has painted, and returns a cancel. Work
 * queued from a commit that a tap forced (React hydrating in the tap's pointerdown) then lands
 * after the tap's answer is on screen, not inside it.
 */
export function afterNextPaint(work: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(work);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
