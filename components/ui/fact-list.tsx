import type { ReactNode } from "react";

type Fact = { label: string; value: ReactNode; note?: string | null };

/** Facts on a dark band, each under a brass rule: its label small, its value in the display face. */
export function FactList({ facts, className }: { facts: readonly Fact[]; className: string }) {
  return (
    <dl className={className}>
      {facts.map((fact) => (
        <div key={fact.label} className="border-l-2 border-brass-500 pl-5">
          <dt className="text-sm text-ivory/70">{fact.label}</dt>
          <dd className="mt-1 font-display text-2xl font-semibold break-words lining-nums">
            {fact.value}
          </dd>
          {fact.note ? <dd className="mt-1 text-xs text-ivory/70">{fact.note}</dd> : null}
        </div>
      ))}
    </dl>
  );
}
