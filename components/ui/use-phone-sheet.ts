import { useEffect, useState, type RefObject } from "react";
import { PHONE_SHEET_QUERY } from "@/lib/ui/dialogs";

const FIELDS = "input, select, textarea";

/** True when a focused field outside the sheet sits (partly) under it. */
function sheetCovers(sheet: HTMLElement, target: EventTarget | null) {
  if (!(target instanceof Element) || sheet.contains(target) || !target.matches(FIELDS))
    return false;
  const field = target.getBoundingClientRect();
  const top = sheet.getBoundingClientRect().top;
  return field.bottom > top;
}

/** Whether the dialog shows as a sheet at the bottom, decided each time it opens. */
export function usePhoneSheet(open: boolean, sheetOnPhones: boolean): boolean {
  // Sheet or modal is decided as it opens, while rendering, so the frame it first shows in already
  // has the sheet's styles: opened a frame before them, it jumped from mid-screen to the foot.
  const [sheet, setSheet] = useState(false);
  const [lastOpen, setLastOpen] = useState(false);
  if (open !== lastOpen) {
    setLastOpen(open);
    if (open) setSheet(sheetOnPhones && window.matchMedia(PHONE_SHEET_QUERY).matches);
  }
  return sheet;
}

/** A sheet steps aside while the visitor types in a field it would cover. */
export function useSheetAside(
  ref: RefObject<HTMLDialogElement | null>,
  sheet: boolean,
  open: boolean,
): boolean {
  const [aside, setAside] = useState(false);
  useEffect(() => {
    const dialog = ref.current;
    if (!sheet || !open || !dialog) return;
    const onFocus = (event: FocusEvent) => setAside(sheetCovers(dialog, event.target));
    const onBlur = () => setAside(false);
    document.addEventListener("focusin", onFocus);
    document.addEventListener("focusout", onBlur);
    return () => {
      document.removeEventListener("focusin", onFocus);
      document.removeEventListener("focusout", onBlur);
    };
  }, [ref, sheet, open]);
  return aside;
}
