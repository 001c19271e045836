import { describe, expect, it } from "vitest";
import { hiUi } from "./ui";

/** The brochure exists in English only, so every Hindi way to it says so before the visitor asks. */
const IN_ENGLISH = "अंग्रेज़ी में";

describe("the Hindi words for the brochure", () => {
  it("say it is in English wherever a visitor can ask for it", () => {
    expect(hiUi.dialogs.brochure.title).toContain(IN_ENGLISH);
    expect(hiUi.autoPopup.title).toContain(IN_ENGLISH);
    expect(hiUi.nav.at(-1)).toContain(IN_ENGLISH);
    expect(hiUi.forms.alerts.brochureDownloading).toContain(IN_ENGLISH);
  });
});
