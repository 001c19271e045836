import { describe, expect, it } from "vitest";
import { navEntries } from "../i18n/english";
import { isNavEntryActive, linkPath } from "./nav";

const entry = (label: string) => {
  const found = navEntries.find((e) => e.label === label);
  if (!found) throw new Error(label);
  return found;
};

describe("isNavEntryActive", () => {
  it("highlights Home on / with no hash", () => {
    expect(isNavEntryActive(entry("Home"), "/", "")).toBe(true);
    expect(isNavEntryActive(entry("About"), "/", "")).toBe(false);
  });
  it("highlights the entry matching the hash", () => {
    expect(isNavEntryActive(entry("About"), "/", "#about")).toBe(true);
    expect(isNavEntryActive(entry("Home"), "/", "#about")).toBe(false);
    expect(isNavEntryActive(entry("Amenities"), "/", "#amenities")).toBe(true);
  });
  it("highlights the plans page's entry on that page only", () => {
    expect(isNavEntryActive(entry("Costs & plans"), "/plans", "")).toBe(true);
    expect(isNavEntryActive(entry("Costs & plans"), "/plans", "#costs")).toBe(true);
    expect(isNavEntryActive(entry("Costs & plans"), "/", "")).toBe(false);
    expect(isNavEntryActive(entry("Home"), "/plans", "")).toBe(false);
  });
  it("highlights nothing on other pages or for the dialog entry", () => {
    expect(isNavEntryActive(entry("Home"), "/disclaimer", "")).toBe(false);
    expect(isNavEntryActive(entry("Brochure Download"), "/", "")).toBe(false);
  });
});

describe("a nav entry for another page", () => {
  const nri = { kind: "link", href: "/hi/nri", hash: null, label: "NRI" } as const;
  it("is current on that page, whatever its section, and never on the home page", () => {
    expect(isNavEntryActive(nri, "/hi/nri", "", "/hi")).toBe(true);
    expect(isNavEntryActive(nri, "/hi/nri", "#progress", "/hi")).toBe(true);
    expect(isNavEntryActive(nri, "/hi", "", "/hi")).toBe(false);
    expect(isNavEntryActive(entry("Home"), "/nri", "")).toBe(false);
  });
  it("leads to its page: linkPath drops the section", () => {
    expect(linkPath("/hi#about")).toBe("/hi");
    expect(linkPath("/#about")).toBe("/");
    expect(linkPath("/nri")).toBe("/nri");
  });
});
