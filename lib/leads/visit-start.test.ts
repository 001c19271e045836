import { describe, expect, it } from "vitest";
import { memoryStore } from "./memory-store.fixtures";
import { captureVisitStart } from "./visit-start";

const site = "https://niralagateway.in";
const at = (pathname: string, search = "") => ({ pathname, search, origin: site });

describe("captureVisitStart", () => {
  it("keeps the first page's path and query and the external referrer for the visit", () => {
    const store = memoryStore();
    expect(
      captureVisitStart(store, at("/hi", "?utm_source=google"), "https://www.google.com/"),
    ).toEqual({
      landing_page: "/hi?utm_source=google",
      referrer: "https://www.google.com/",
    });
    expect(captureVisitStart(store, at("/privacy"), `${site}/hi`)).toEqual({
      landing_page: "/hi?utm_source=google",
      referrer: "https://www.google.com/",
    });
  });

  it("leaves the referrer empty when there is none or it is our own site", () => {
    expect(captureVisitStart(memoryStore(), at("/"), "").referrer).toBe("");
    expect(captureVisitStart(memoryStore(), at("/"), `${site}/thank-you`).referrer).toBe("");
    expect(captureVisitStart(memoryStore(), at("/"), "not a url").referrer).toBe("");
  });

  it("takes the current page as the first when storage is missing or corrupt", () => {
    expect(captureVisitStart(null, at("/", "?gclid=1"), "").landing_page).toBe("/?gclid=1");
    const corrupt = memoryStore({ "nirala:visit-start": "{" });
    expect(captureVisitStart(corrupt, at("/hi"), "").landing_page).toBe("/hi");
  });
});
