import { Fragment } from "react";

/** Renders `text`, keeping every occurrence of `phrase` on one line (e.g. "24–48 hours"). */
export function KeepTogether({ text, phrase }: { text: string; phrase: string }) {
  const parts = text.split(phrase);
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 ? <span className="whitespace-nowrap">{phrase}</span> : null}
          {part}
        </Fragment>
      ))}
    </>
  );
}
