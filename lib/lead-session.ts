/** Per-session flags of the lead flow, in sessionStorage (one browsing session = one tab). */
import { sessionStore } from "./attribution";
import { AUTO_POPUP_SEEN_KEY } from "./lead-forms";

export function autoPopupSeen(): boolean {
  try {
    return sessionStore()?.getItem(AUTO_POPUP_SEEN_KEY) === "1";
  } catch {
    return false;
  }
}

/** Set when the auto popup opens, and after any lead: a visitor who already left details is not asked again. */
export function markAutoPopupSeen(): void {
  try {
    sessionStore()?.setItem(AUTO_POPUP_SEEN_KEY, "1");
  } catch {
    // Blocked storage: at worst the popup shows again on the next page load.
  }
}
