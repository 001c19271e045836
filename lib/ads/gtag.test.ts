import { describe, expect, it } from "vitest";
import { contactLinkKind, readLeadTransaction } from "./gtag";

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

describe("readLeadTransaction", () => {
  it("takes the lead a plain post named in the thank-you URL", () => {
    const id = "0f8b4c1e-2a3d-4e5f-9a6b-7c8d9e0f1a2b";
    expect(readLeadTransaction(`?lead=${id}`)).toBe(id);
  });

  it("ignores a query that is not a lead id", () => {
    expect(readLeadTransaction("?lead=<script>")).toBeUndefined();
  });
});
