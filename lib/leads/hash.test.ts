import { describe, expect, it } from "vitest";
import { memoryStore } from "./memory-store.fixtures";
import {
  DUPLICATE_WINDOW_MS,
  leadFingerprint,
  rememberSent,
  sentRecently,
  sha256Hex,
} from "./hash";

describe("sha256Hex", () => {
  it("matches the published SHA-256 of 'abc'", async () => {
    expect(await sha256Hex("abc")).toBe(
      "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad",
    );
  });
});

describe("duplicate leads", () => {
  const KEY = "sent";

  it("the same form, email (any case) and phone make the same fingerprint; another form does not", async () => {
    const a = await leadFingerprint("hero", " Asha@Example.in ", "+919876543210");
    expect(await leadFingerprint("hero", "asha@example.in", "+919876543210")).toBe(a);
    expect(await leadFingerprint("enquiry", "asha@example.in", "+919876543210")).not.toBe(a);
    expect(await leadFingerprint("hero", "asha@example.in", "+919876543211")).not.toBe(a);
  });

  it("is a repeat for 30 minutes, then not; only the hash is stored", async () => {
    const store = memoryStore();
    const hash = await leadFingerprint("hero", "asha@example.in", "+919876543210");
    const sentAt = 1_000_000;
    expect(sentRecently(store, KEY, hash, sentAt)).toBe(false);
    rememberSent(store, KEY, hash, sentAt);
    expect(sentRecently(store, KEY, hash, sentAt + DUPLICATE_WINDOW_MS - 1)).toBe(true);
    expect(sentRecently(store, KEY, hash, sentAt + DUPLICATE_WINDOW_MS)).toBe(false);
    expect(store.data[KEY]).not.toMatch(/asha|9876543210/);
  });

  it("reads corrupt or missing storage as nothing sent", () => {
    const store = memoryStore();
    store.setItem(KEY, "{not json");
    expect(sentRecently(store, KEY, "x", 0)).toBe(false);
    expect(sentRecently(null, KEY, "x", 0)).toBe(false);
  });
});
