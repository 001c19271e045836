import type { KeyValueStore } from "./attribution";

/** A web-storage stand-in for unit tests, with its contents open to assertions. */
export function memoryStore(initial: Record<string, string> = {}): KeyValueStore & {
  data: Record<string, string>;
} {
  const data = { ...initial };
  return {
    data,
    getItem: (key) => data[key] ?? null,
    setItem: (key, value) => {
      data[key] = value;
    },
  };
}
