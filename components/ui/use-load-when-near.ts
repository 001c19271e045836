import { useEffect, useRef, useState } from "react";

/** How far ahead of the viewport a slot starts loading: its code is in before it scrolls into view. */
const AHEAD = "400px 0px";

/**
 * Runs `load` (a dynamic import, defined once outside the component) when the slot comes within
 * reach of the viewport or, with `onFirstTouch`, at the visitor's first pointer or key press;
 * returns the slot's ref, what was loaded (null until then) and whether it could not load. Keeps
 * heavy code off the first load.
 */
export function useLoadWhenNear<T>(load: () => Promise<T>, { onFirstTouch = false } = {}) {
  const slotRef = useRef<HTMLDivElement>(null);
  const [loaded, setLoaded] = useState<{ value: T } | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const slot = slotRef.current;
    if (!slot) return;
    let cancelled = false;
    let started = false;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) start();
      },
      { rootMargin: AHEAD },
    );
    function stop() {
      observer.disconnect();
      removeEventListener("pointerdown", start);
      removeEventListener("keydown", start);
    }
    function start() {
      if (started) return;
      started = true;
      stop();
      // Offline since the page came: the slot closes, as without JavaScript, rather than stay blank.
      load().then(
        (value) => !cancelled && setLoaded({ value }),
        () => !cancelled && setFailed(true),
      );
    }
    observer.observe(slot);
    if (onFirstTouch) {
      addEventListener("pointerdown", start, { once: true });
      addEventListener("keydown", start, { once: true });
    }
    return () => {
      cancelled = true;
      stop();
    };
  }, [load, onFirstTouch]);

  return [slotRef, loaded ? loaded.value : null, failed] as const;
}
