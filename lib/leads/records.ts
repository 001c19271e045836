/** Checks on stored JSON values, shared so the inline script carries each once. */

/** Any object parsed from storage; each field's type is checked where it is read. */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === "object";

/** Whether a parsed record has any field at all. */
export const hasAny = (record: object): boolean => Object.keys(record).length > 0;
