import { describe, expect, it } from "vitest";
import { memoryStore } from "./memory-store.fixtures";
import {
  captureAttribution,
  loadAttribution,
  parseAttribution,
  type KeyValueStore,
} from "./attribution";
import { storageKeys } from "../storage-keys";

describe("parseAttribution", () => {
  it("reads the five utm parameters, ignoring everything else (click ids live apart)", () => {
    expect(
      parseAttribution(
        "?utm_source=google&utm_medium=cpc&utm_campaign=launch&utm_term=shops+noida&utm_content=ad1&gclid=abc&fbclid=x&name=me",
      ),
    ).toEqual({
      utm_source: "google",
      utm_medium: "cpc",
      utm_campaign: "launch",
      utm_term: "shops noida",
      utm_content: "ad1",
    });
  });

  it("drops empty values and cuts overlong ones", () => {
    const long = "x".repeat(500);
    expect(parseAttribution(`?utm_source=&utm_medium=%20&utm_term=${long}`)).toEqual({
      utm_term: "x".repeat(200),
    });
  });
});

describe("captureAttribution and loadAttribution", () => {
  it("keeps the landing campaign for later pages without parameters", () => {
    const store = memoryStore();
    expect(captureAttribution(store, "?utm_source=google&gclid=abc")).toEqual({
      utm_source: "google",
    });
    expect(captureAttribution(store, "")).toEqual({ utm_source: "google" });
    expect(loadAttribution(store)).toEqual({ utm_source: "google" });
  });

  it("lets a newer campaign replace the stored one", () => {
    const store = memoryStore();
    captureAttribution(store, "?utm_source=google&gclid=abc");
    expect(captureAttribution(store, "?utm_source=facebook")).toEqual({ utm_source: "facebook" });
  });

  it("reads corrupt or foreign storage as no attribution", () => {
    expect(loadAttribution(memoryStore({ [storageKeys.attribution]: "{not json" }))).toEqual({});
    expect(
      loadAttribution(memoryStore({ [storageKeys.attribution]: '{"email":"a@b.c"}' })),
    ).toEqual({});
    expect(loadAttribution(null)).toEqual({});
  });

  it("survives storage that throws", () => {
    const broken: KeyValueStore = {
      getItem: () => {
        throw new Error("blocked");
      },
      setItem: () => {
        throw new Error("blocked");
      },
    };
    expect(captureAttribution(broken, "?utm_source=google")).toEqual({ utm_source: "google" });
    expect(loadAttribution(broken)).toEqual({});
  });
});
