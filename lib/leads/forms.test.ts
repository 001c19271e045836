import { describe, expect, it } from "vitest";
import { getDictionary } from "../i18n";
import { ERROR_MARKER, rejectedAlert } from "./forms";

describe("rejectedAlert", () => {
  const service = "Too many submissions. Try again in a minute.";
  const fallback = (lang: "en" | "hi") => getDictionary(lang).ui.forms.alerts.rejectedFallback;

  it("gives the service's own message on an English page, else the English fallback", () => {
    expect(rejectedAlert(service, fallback("en"), "en")).toBe(`${ERROR_MARKER} ${service}`);
    expect(rejectedAlert(null, fallback("en"), "en")).toBe(`${ERROR_MARKER} Something went wrong`);
    expect(rejectedAlert("", fallback("en"), "en")).toBe(`${ERROR_MARKER} Something went wrong`);
  });

  it("never shows the service's English on a Hindi page", () => {
    expect(rejectedAlert(service, fallback("hi"), "hi")).toBe(`${ERROR_MARKER} ${fallback("hi")}`);
    expect(rejectedAlert(service, fallback("hi"), "hi")).not.toContain(service);
  });
});
