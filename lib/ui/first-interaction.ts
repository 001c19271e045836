/**
 * What counts as a visitor starting to use the page: a touch, a click, a key, a field taking focus,
 * a scroll. Code only a visitor who acts needs (a lead form's) waits for the first of them, so a
 * visitor who only reads never downloads it, and it stays out of the page's load.
 */
const INTERACTIONS = [
  "pointerdown",
  "touchstart",
  "keydown",
  "focusin",
  "wheel",
  "scroll",
] as const;

/** Resolves at the visitor's next interaction with the page (immediately where there is no page). */
export function nextInteraction(): Promise<void> {
  if (typeof window === "undefined") return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      for (const type of INTERACTIONS) window.removeEventListener(type, done, true);
      resolve();
    };
    for (const type of INTERACTIONS)
      window.addEventListener(type, done, { capture: true, passive: true });
  });
}

/**
 * Loads `load` at the visitor's first interaction and, if the connection fails it, again at the
 * next, until it arrives: the promise never rejects, so what waits on it waits, never breaks.
 */
export function loadOnInteraction<T>(load: () => Promise<T>, startNow = false): Promise<T> {
  return new Promise((resolve) => {
    const attempt = () => load().then(resolve, () => void nextInteraction().then(attempt));
    if (startNow) attempt();
    else void nextInteraction().then(attempt);
  });
}
