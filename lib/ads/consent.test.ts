import { describe, expect, it } from "vitest";
import {
  CONSENT_KEYS,
  CONSENT_REGIONS,
  CONSENT_WAIT_MS,
  consentDefaultCommands,
  consentUpdate,
  isEuropeanTimeZone,
  adConsentOf,
} from "./consent";

/** The European Economic Area: the 27 EU members, then Iceland, Liechtenstein and Norway. */
const EEA = [
  ..."AT BE BG HR CY CZ DK EE FI FR DE GR HU IE IT LV LT LU MT NL PL PT RO SK SI ES SE".split(" "),
  "IS",
  "LI",
  "NO",
];

describe("consent regions", () => {
  it("name every EEA country one by one, the EU's overseas regions, the UK and Switzerland, and nothing else", () => {
    expect(EEA).toHaveLength(30);
    const overseas = ["RE", "YT", "MQ", "GP", "GF", "MF"];
    expect([...CONSENT_REGIONS].sort()).toEqual([...EEA, ...overseas, "GB", "CH"].sort());
  });

  it('never use "EU", which Google does not accept as a region', () => {
    expect(CONSENT_REGIONS).not.toContain("EU");
    for (const code of CONSENT_REGIONS) expect(code).toMatch(/^[A-Z]{2}$/);
  });
});

describe("consent defaults", () => {
  it("deny all four keys in the regions first, waiting for the answer, then grant them elsewhere", () => {
    const denied = Object.fromEntries(CONSENT_KEYS.map((key) => [key, "denied"]));
    const granted = Object.fromEntries(CONSENT_KEYS.map((key) => [key, "granted"]));
    expect(consentDefaultCommands()).toEqual([
      [
        "consent",
        "default",
        { ...denied, region: [...CONSENT_REGIONS], wait_for_update: CONSENT_WAIT_MS },
      ],
      ["consent", "default", granted],
    ]);
    expect(CONSENT_KEYS).toEqual([
      "ad_storage",
      "ad_user_data",
      "ad_personalization",
      "analytics_storage",
    ]);
    expect(CONSENT_WAIT_MS).toBe(500);
  });

  it("update all four keys to the visitor's answer", () => {
    for (const choice of ["granted", "denied"] as const) {
      expect(consentUpdate(choice)).toEqual({
        ad_storage: choice,
        ad_user_data: choice,
        ad_personalization: choice,
        analytics_storage: choice,
      });
    }
  });
});

describe("a European time zone", () => {
  it.each([
    ["Europe/Berlin", true],
    ["Europe/London", true],
    ["Europe/Zurich", true],
    ["Atlantic/Azores", true],
    ["Atlantic/Canary", true],
    ["Asia/Nicosia", true],
    ...[
      "Atlantic/Madeira",
      "Africa/Ceuta",
      "Indian/Reunion",
      "America/Martinique",
      "America/Guadeloupe",
      "America/Cayenne",
      "Indian/Mayotte",
      "Atlantic/Reykjavik",
      "Arctic/Longyearbyen",
    ].map((zone): [string, boolean] => [zone, true]),
    ["Africa/Casablanca", false],
    ["America/Montreal", false],
    ["Asia/Kolkata", false],
    ["America/New_York", false],
    ["UTC", false],
    ["Etc/UTC", false],
    ["", false],
    [undefined, false],
  ])("%s: %s", (zone, european) => {
    expect(isEuropeanTimeZone(zone)).toBe(european);
  });
});

describe("a lead's ad consent", () => {
  it.each([
    ["Asia/Kolkata", null, "granted"],
    ["Europe/Berlin", null, "pending"],
    ["Atlantic/Canary", null, "pending"],
    ["Europe/Berlin", "denied", "denied"],
    ["Europe/Berlin", "granted", "granted"],
    ["Asia/Kolkata", "denied", "denied"],
    ["Europe/Berlin", "maybe", "pending"],
    [undefined, null, "granted"],
  ] as const)("%s answered %s: %s", (zone, answer, consent) => {
    expect(adConsentOf(zone, answer)).toBe(consent);
  });
});
