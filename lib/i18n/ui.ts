/** The UI words of both languages, which the browser's interactive parts choose from by language. */
import type { UiWords } from "./dictionary";
import type { Lang } from "./lang";
import { enUi } from "./en/ui";
import { hiUi } from "./hi/ui";

export const uiWords: Record<Lang, UiWords> = { en: enUi, hi: hiUi };
