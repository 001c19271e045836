/** Each language's dictionary: the English words, and every other language in the same shape. */
import type { Copy } from "./copy";
import type { enPages } from "./en/pages";
import type { enUi } from "./en/ui";

/** What the interactive parts say; bundled for the browser in both languages, so kept small. */
export type UiWords = Copy<typeof enUi>;
/** What the server-rendered pages say; never sent to the browser as a module. */
export type PageWords = Copy<typeof enPages>;
export type Dictionary = { ui: UiWords; pages: PageWords };
