import { describe, expect, it } from "vitest";
import { indianTimestamp, leadIdKeeper, newLeadId, UUID_V4, withLeadQuery } from "./lead-id";

describe("newLeadId", () => {
  it("is a UUID v4 from crypto.randomUUID", () => {
    const id = newLeadId();
    expect(id).toMatch(UUID_V4);
    expect(newLeadId()).not.toBe(id);
  });

  it("builds a v4 UUID from random bytes where randomUUID is missing", () => {
    const fake = {
      getRandomValues: <T extends ArrayBufferView | null>(array: T) => {
        new Uint8Array(array!.buffer).fill(0xff);
        return array;
      },
    };
    expect(newLeadId(fake)).toBe("ffffffff-ffff-4fff-bfff-ffffffffffff");
  });
});

describe("indianTimestamp", () => {
  it("writes the instant in Indian time with its offset", () => {
    expect(indianTimestamp(new Date("2026-11-25T12:12:05.789Z"))).toBe("2026-11-25T17:42:05+05:30");
  });

  it("rolls over to the next Indian day", () => {
    expect(indianTimestamp(new Date("2026-12-31T20:00:00Z"))).toBe("2027-01-01T01:30:00+05:30");
  });
});

describe("leadIdKeeper", () => {
  it("keeps the id for a retry of the same lead and makes a new one after success", () => {
    let n = 0;
    const keeper = leadIdKeeper(() => `id-${++n}`);
    expect(keeper.idFor("hero|a@b.in|+91981")).toBe("id-1");
    expect(keeper.idFor("hero|a@b.in|+91981")).toBe("id-1");
    keeper.settle();
    expect(keeper.idFor("hero|a@b.in|+91981")).toBe("id-2");
  });

  it("gives different details a new id", () => {
    let n = 0;
    const keeper = leadIdKeeper(() => `id-${++n}`);
    keeper.idFor("hero|a@b.in|+91981");
    expect(keeper.idFor("hero|c@d.in|+91981")).toBe("id-2");
  });
});

describe("withLeadQuery", () => {
  it("names the lead in the thank-you URL, in place of any query it had", () => {
    expect(withLeadQuery("https://example.in/hi/thank-you", "abc")).toBe(
      "https://example.in/hi/thank-you?lead=abc",
    );
    expect(withLeadQuery("https://example.in/thank-you?lead=old", "abc")).toBe(
      "https://example.in/thank-you?lead=abc",
    );
  });
});
