/**
 * The shape every language's dictionary shares with the English one: the same keys, the same list
 * lengths, any words. Literal types widen so a translation type-checks against the English text.
 */
export type Copy<T> = T extends string
  ? string
  : T extends number | boolean | null | undefined
    ? T
    : T extends (...args: infer A) => infer R
      ? (...args: A) => Copy<R>
      : T extends readonly unknown[]
        ? { readonly [K in keyof T]: Copy<T[K]> }
        : T extends object
          ? { readonly [K in keyof T]: Copy<T[K]> }
          : T;
