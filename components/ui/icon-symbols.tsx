import { readFileSync } from "node:fs";
import path from "node:path";
import { ICON_SYMBOLS_FILE } from "@/lib/icons";

/** Every icon's symbol, once per page, for <Icon> to draw (lib/icons.ts says why inline). */
export function IconSymbols() {
  const file = readFileSync(path.join(process.cwd(), ICON_SYMBOLS_FILE), "utf8");
  const symbols = file.slice(file.indexOf(">") + 1, file.lastIndexOf("</svg>"));
  return (
    <svg aria-hidden="true" className="hidden" dangerouslySetInnerHTML={{ __html: symbols }} />
  );
}
