import { describe, expect, it } from "vitest";
import { leadFallback } from "../i18n/en/ui";
import { fallbackMessage, whatsappHref } from "./whatsapp";

describe("WhatsApp fallback", () => {
  const lead = {
    name: "Asha Verma",
    phone: "+91 98765 43210",
    email: "asha@example.in",
    details: ["Budget: 76-85 L"],
    formTitle: "Enquiry popup",
  };

  it("holds the name, phone, email, budget and form", () => {
    expect(fallbackMessage(lead, leadFallback)).toBe(
      [
        "Hello, I would like to enquire about Nirala Gateway.",
        "Name: Asha Verma",
        "Phone: +91 98765 43210",
        "Email: asha@example.in",
        "Budget: 76-85 L",
        "Form: Enquiry popup",
      ].join("\n"),
    );
  });

  it("encodes the text into a wa.me link that decodes back to it", () => {
    const href = whatsappHref("911200000000", fallbackMessage(lead, leadFallback));
    const url = new URL(href);
    expect(url.origin + url.pathname).toBe("https://wa.me/911200000000");
    expect(url.searchParams.get("text")).toBe(fallbackMessage(lead, leadFallback));
  });

  it("keeps Devanagari as written, and encodes spaces, line breaks and the query's characters", () => {
    const text = "नमस्ते, मुझे ₹85 लाख & #2 + = ?\nधन्यवाद\u00a0!";
    const href = whatsappHref("911200000000", text);
    expect(href).toContain(
      "?text=नमस्ते%2C%20मुझे%20₹85%20लाख%20%26%20%232%20%2B%20%3D%20%3F%0Aधन्यवाद%C2%A0!",
    );
    expect(new URL(href).searchParams.get("text")).toBe(text);
  });
});
