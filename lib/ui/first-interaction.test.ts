import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { loadOnInteraction, nextInteraction } from "./first-interaction";

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));
let page: EventTarget;

beforeEach(() => {
  page = new EventTarget();
  vi.stubGlobal("window", page);
});
afterEach(() => vi.unstubAllGlobals());

describe("nextInteraction", () => {
  it("waits for the visitor: a tap resolves it, and it stops listening", async () => {
    const removed = vi.spyOn(page, "removeEventListener");
    let done = false;
    void nextInteraction().then(() => (done = true));
    await settled();
    expect(done).toBe(false);
    page.dispatchEvent(new Event("pointerdown"));
    await settled();
    expect(done).toBe(true);
    expect(removed.mock.calls.map(([type]) => type)).toContain("pointerdown");
  });

  it("a field taking focus and a scroll count as interactions; a mouse passing over does not", async () => {
    for (const type of ["focusin", "scroll", "mousemove"]) {
      let done = false;
      void nextInteraction().then(() => (done = true));
      page.dispatchEvent(new Event(type));
      await settled();
      expect(done, type).toBe(type !== "mousemove");
    }
  });
});

describe("loadOnInteraction", () => {
  it("loads nothing until the first interaction", async () => {
    const load = vi.fn(() => Promise.resolve("code"));
    const loaded = loadOnInteraction(load);
    await settled();
    expect(load).not.toHaveBeenCalled();
    page.dispatchEvent(new Event("keydown"));
    await expect(loaded).resolves.toBe("code");
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("after a failed load it tries again at the next interaction, and never rejects", async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error("offline"))
      .mockResolvedValueOnce("code");
    let value: string | undefined;
    void loadOnInteraction(load, true).then((result) => (value = result));
    await settled();
    expect(load).toHaveBeenCalledTimes(1);
    expect(value).toBeUndefined();
    page.dispatchEvent(new Event("pointerdown"));
    await settled();
    expect(load).toHaveBeenCalledTimes(2);
    expect(value).toBe("code");
  });
});
