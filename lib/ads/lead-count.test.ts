import { describe, expect, it } from "vitest";
import { storageKeys } from "../storage-keys";
import { firstCount, leadInQuery } from "./lead-count";

const ID = "0f8b4c1e-2a3d-4e5f-9a6b-7c8d9e0f1a2b";

function store(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    data,
  };
}

describe("leadInQuery", () => {
  it.each([
    ["", null],
    ["?utm_source=google", null],
    ["?lead=not-a-lead-id", null],
    ["?lead=<script>", null],
    // Version 1, not a browser's v4.
    ["?lead=0f8b4c1e-2a3d-1e5f-9a6b-7c8d9e0f1a2b", null],
    [`?lead=${ID.toUpperCase()}`, null],
    [`?lead=${ID}`, ID],
    [`?gclid=x&lead=${ID}`, ID],
  ])("%j names %j", (search, id) => {
    expect(leadInQuery(search)).toBe(id);
  });
});

describe("firstCount", () => {
  it("is true once per id, and keeps the id in the store", () => {
    const local = store();
    expect(firstCount(ID, local)).toBe(true);
    expect(firstCount(ID, local)).toBe(false);
    expect(JSON.parse(local.data.get(storageKeys.countedLeads)!)).toEqual([ID]);
  });

  it("reads the ids an earlier page load kept", () => {
    const other = "2f8b4c1e-2a3d-4e5f-9a6b-7c8d9e0f1a2b";
    expect(firstCount(other, store({ [storageKeys.countedLeads]: JSON.stringify([other]) }))).toBe(
      false,
    );
  });

  it("keeps the newest 50 ids", () => {
    const ids = Array.from(
      { length: 60 },
      (_, n) => `${String(n).padStart(8, "0")}-2a3d-4e5f-9a6b-7c8d9e0f1a2b`,
    );
    const local = store();
    for (const id of ids) firstCount(id, local);
    expect(JSON.parse(local.data.get(storageKeys.countedLeads)!)).toEqual(ids.slice(-50));
  });

  it("without storage still counts an id once in this page", () => {
    const id = "3f8b4c1e-2a3d-4e5f-9a6b-7c8d9e0f1a2b";
    expect(firstCount(id, null)).toBe(true);
    expect(firstCount(id, null)).toBe(false);
  });

  it("a broken store reads as nothing counted", () => {
    const id = "4f8b4c1e-2a3d-4e5f-9a6b-7c8d9e0f1a2b";
    expect(firstCount(id, store({ [storageKeys.countedLeads]: "{not json" }))).toBe(true);
  });
});
