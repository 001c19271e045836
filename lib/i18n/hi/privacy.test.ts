import { describe, expect, it } from "vitest";
import { privacyNotice } from "../en/privacy";
import { privacyNoticeHi } from "./privacy";

describe("the Hindi privacy notice", () => {
  it("mirrors the English one section by section: same ids, as many paragraphs, list items and links", () => {
    const shape = (notice: typeof privacyNotice) =>
      notice.sections.map((s) => [s.id, s.paragraphs.length, s.list?.length, s.links?.length]);
    expect(shape(privacyNoticeHi)).toEqual(shape(privacyNotice));
  });
});
