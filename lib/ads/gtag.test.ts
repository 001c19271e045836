import { describe, expect, it } from "vitest";
import { contactLinkKind } from "./gtag";

describe("contactLinkKind", () => {
  it.each([
    ["tel:+911200000000", "call"],
    ["TEL:+911200000000", "call"],
    ["https://wa.me/911200000000?text=Hello", "whatsapp"],
    ["https://api.whatsapp.com/send?phone=911200000000", "whatsapp"],
    ["whatsapp://send?phone=911200000000", "whatsapp"],
    ["https://example.in/wa.me", null],
    ["/thank-you", null],
    ["mailto:privacy@example.in", null],
  ])("%s is %s", (href, kind) => {
    expect(contactLinkKind(href)).toBe(kind);
  });
});
