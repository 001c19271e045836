type Column = {
  label: string;
  /** Its own classes: right-aligned figures, or a column phones have no room for. */
  className?: string;
};

/** The header row of the plans page's tables: small capitals over a rule, the last column right-aligned. */
export function SheetHead({ columns }: { columns: readonly Column[] }) {
  return (
    <thead className="border-b border-ink/20 text-[0.6875rem] tracking-[0.12em] text-stone-600 uppercase">
      <tr>
        {columns.map((column, index) => (
          <th
            key={column.label}
            scope="col"
            className={[
              "py-2 font-semibold",
              index < columns.length - 1 ? "pr-3" : "text-right",
              column.className,
            ]
              .filter(Boolean)
              .join(" ")}
          >
            {column.label}
          </th>
        ))}
      </tr>
    </thead>
  );
}
