import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { GoogleAdsSettings } from "../settings";
import { storageKeys } from "../storage-keys";
import { CONSENT_REGIONS } from "./consent";
import {
  contactLinkKind,
  ensureGtag,
  loadGtagWhenIdle,
  countLead,
  sendConsentChoice,
  trackLeadConversion,
} from "./gtag";

const ads = vi.hoisted(() => ({ current: null as GoogleAdsSettings | null }));
vi.mock("../settings", () => ({
  settings: {
    get googleAds() {
      return ads.current;
    },
  },
}));

const ADS: GoogleAdsSettings = {
  id: "AW-1",
  conversionLabel: "Lead",
  callConversionLabel: null,
  whatsappConversionLabel: null,
  enhancedConversions: true,
};

const USER_DATA = { sha256_email_address: "e".repeat(64), sha256_phone_number: "p".repeat(64) };

function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (index) => [...data.keys()][index] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, String(value)),
  };
}

/** A fresh page in the given time zone: no gtag yet, empty storage. */
function openPage(timeZone: string) {
  vi.stubGlobal("window", { localStorage: memoryStorage(), sessionStorage: memoryStorage() });
  const real = Intl.DateTimeFormat.prototype.resolvedOptions;
  vi.spyOn(Intl.DateTimeFormat.prototype, "resolvedOptions").mockImplementation(function (
    this: Intl.DateTimeFormat,
  ) {
    return { ...real.call(this), timeZone };
  });
}

/** The dataLayer as plain arrays, the commands gtag.js reads in order. */
const commands = () =>
  (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));
const names = () =>
  commands().map(([command, target]) =>
    `${String(command)} ${command === "js" ? "" : String(target)}`.trim(),
  );

beforeEach(() => {
  ads.current = ADS;
  openPage("Europe/Berlin");
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("ensureGtag", () => {
  it("sets both consent defaults before js and config: denied in the regions, then granted", () => {
    ensureGtag(ADS.id);
    expect(names()).toEqual(["consent default", "consent default", "js", "config AW-1"]);
    const [denied, granted] = commands();
    expect(denied?.[2]).toEqual({
      ad_storage: "denied",
      ad_user_data: "denied",
      ad_personalization: "denied",
      analytics_storage: "denied",
      region: [...CONSENT_REGIONS],
      wait_for_update: 500,
    });
    expect(granted?.[2]).toEqual({
      ad_storage: "granted",
      ad_user_data: "granted",
      ad_personalization: "granted",
      analytics_storage: "granted",
    });
  });

  it("sends the remembered choice as an update after the defaults, before js and config", () => {
    window.localStorage.setItem(storageKeys.adConsent, "denied");
    ensureGtag(ADS.id);
    expect(names()).toEqual([
      "consent default",
      "consent default",
      "consent update",
      "js",
      "config AW-1",
    ]);
    expect(commands()[2]?.[2]).toEqual({
      ad_storage: "denied",
      ad_user_data: "denied",
      ad_personalization: "denied",
      analytics_storage: "denied",
    });
  });

  it("sets up the queue once", () => {
    ensureGtag(ADS.id);
    ensureGtag(ADS.id);
    expect(names().filter((name) => name === "consent default")).toHaveLength(2);
  });
});

describe("sendConsentChoice", () => {
  it("remembers the answer and sends it as an update after the defaults", () => {
    sendConsentChoice("granted");
    expect(window.localStorage.getItem(storageKeys.adConsent)).toBe("granted");
    expect(names()).toEqual([
      "consent default",
      "consent default",
      "js",
      "config AW-1",
      "consent update",
    ]);
    expect(commands().at(-1)?.[2]).toEqual({
      ad_storage: "granted",
      ad_user_data: "granted",
      ad_personalization: "granted",
      analytics_storage: "granted",
    });
  });

  it("without an ads id only remembers the answer", () => {
    ads.current = null;
    sendConsentChoice("denied");
    expect(window.localStorage.getItem(storageKeys.adConsent)).toBe("denied");
    expect(window.gtag).toBeUndefined();
    expect(window.dataLayer).toBeUndefined();
  });
});

describe("trackLeadConversion's enhanced-conversion user data", () => {
  const userDataSet = () => names().includes("set user_data");

  it("is not set in Europe before the visitor accepts; the conversion still fires", () => {
    trackLeadConversion(1, "INR", { userData: USER_DATA });
    expect(userDataSet()).toBe(false);
    expect(names()).toContain("event conversion");
  });

  it("is not set in Europe after the visitor rejects", () => {
    window.localStorage.setItem(storageKeys.adConsent, "denied");
    trackLeadConversion(1, "INR", { userData: USER_DATA });
    expect(userDataSet()).toBe(false);
  });

  it("is set in Europe once the visitor accepts, before the conversion", () => {
    window.localStorage.setItem(storageKeys.adConsent, "granted");
    trackLeadConversion(1, "INR", { userData: USER_DATA });
    expect(names().indexOf("set user_data")).toBeLessThan(names().indexOf("event conversion"));
    expect(commands().find((entry) => entry[1] === "user_data")?.[2]).toEqual(USER_DATA);
  });

  it.each(["Asia/Kolkata", "UTC"])("is set in %s without asking", (zone) => {
    openPage(zone);
    trackLeadConversion(1, "INR", { userData: USER_DATA });
    expect(userDataSet()).toBe(true);
  });
});

describe("contactLinkKind", () => {
  it.each([
    ["tel:+911200000000", "call"],
    ["TEL:+911200000000", "call"],
    ["https://wa.me/911200000000?text=Hello", "whatsapp"],
    ["https://api.whatsapp.com/send?phone=911200000000", "whatsapp"],
    ["whatsapp://send?phone=911200000000", "whatsapp"],
    ["https://example.in/wa.me", null],
    ["/thank-you", null],
    ["mailto:privacy@example.in", null],
  ])("%s is %s", (href, kind) => {
    expect(contactLinkKind(href)).toBe(kind);
  });
});

describe("countLead", () => {
  const id = "0f8b4c1e-2a3d-4e5f-9a6b-7c8d9e0f1a2b";
  const conversionIds = () =>
    commands()
      .filter(([command, action]) => command === "event" && action === "conversion")
      .map((entry) => (entry[2] as { transaction_id?: string }).transaction_id);

  it("counts a lead once, by its id, across page loads of the same browser", () => {
    expect(countLead(id)).toBe(true);
    expect(countLead(id)).toBe(false);
    const storage = window.localStorage;
    vi.stubGlobal("window", { localStorage: storage, sessionStorage: memoryStorage() });
    expect(countLead(id)).toBe(false);
    expect(conversionIds()).toEqual([]);
    expect(countLead("1f8b4c1e-2a3d-4e5f-9a6b-7c8d9e0f1a2b")).toBe(true);
    expect(conversionIds()).toEqual(["1f8b4c1e-2a3d-4e5f-9a6b-7c8d9e0f1a2b"]);
  });
});

describe("loadGtagWhenIdle", () => {
  /** A page still loading: its load listener, idle callbacks and head are ours to run and read. */
  function loadingPage() {
    const head: { id: string; src: string; async: boolean }[] = [];
    const idle: (() => void)[] = [];
    let onLoad: (() => void) | undefined;
    const page = { readyState: "loading" };
    vi.stubGlobal("document", {
      get readyState() {
        return page.readyState;
      },
      getElementById: (id: string) => head.find((script) => script.id === id) ?? null,
      createElement: () => ({ id: "", src: "", async: false }),
      head: { append: (script: (typeof head)[number]) => head.push(script) },
    });
    vi.stubGlobal("window", {
      requestIdleCallback: (work: () => void) => idle.push(work),
      addEventListener: (type: string, listener: () => void) => {
        if (type === "load") onLoad = listener;
      },
    });
    vi.stubGlobal("requestIdleCallback", (work: () => void) => idle.push(work));
    const runIdle = () => idle.splice(0).forEach((work) => work());
    const load = () => {
      page.readyState = "complete";
      onLoad?.();
    };
    return { head, runIdle, load };
  }

  it("adds the tag once, only after the load event and when the browser is idle", () => {
    const page = loadingPage();
    loadGtagWhenIdle("AW-1");
    page.runIdle();
    expect(page.head).toEqual([]);
    page.load();
    expect(page.head).toEqual([]);
    page.runIdle();
    expect(page.head).toEqual([
      { id: "gtag-js", async: true, src: "https://www.googletagmanager.com/gtag/js?id=AW-1" },
    ]);
    loadGtagWhenIdle("AW-1");
    page.runIdle();
    expect(page.head).toHaveLength(1);
  });
});
