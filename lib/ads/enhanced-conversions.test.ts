import { describe, expect, it } from "vitest";
import { memoryStore } from "../leads/memory-store.fixtures";
import { readUserData, storeUserData, userDataHashes } from "./enhanced-conversions";
import { sha256Hex } from "../leads/hash";

describe("enhanced conversions", () => {
  it("hashes the trimmed, lower-cased email and the E.164 phone", async () => {
    const hashes = await userDataHashes("  Asha.Verma@Example.IN ", "+919876543210");
    expect(hashes).toEqual({
      sha256_email_address: await sha256Hex("asha.verma@example.in"),
      sha256_phone_number: await sha256Hex("+919876543210"),
    });
  });

  it("stores and reads back only the hashes", async () => {
    const store = memoryStore();
    const hashes = await userDataHashes("asha@example.in", "+919876543210");
    storeUserData(store, hashes);
    expect(readUserData(store)).toEqual(hashes);
    expect(Object.values(store.data).join()).not.toMatch(/asha|9876543210/);
  });

  it("reads nothing from missing or tampered storage", () => {
    const store = memoryStore();
    expect(readUserData(store)).toBeNull();
    storeUserData(store, { sha256_email_address: "asha@example.in", sha256_phone_number: "x" });
    expect(readUserData(store)).toBeNull();
  });
});
