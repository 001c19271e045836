import { vi } from "vitest";
import type { LeadClientConfig, Timers } from "./client";

/** What the lead client's tests share: a visitor, a scripted form service and a manual timer. */
export const contact = { name: "Asha Verma", email: "asha@example.in", phone: "+91 98100 00000" };

type FetchCall = { url: string; init: RequestInit };

/** A config whose fetch answers with `respond` and whose timer fires only when the test says so. */
export function setup(respond: (init: RequestInit) => Promise<Response>) {
  const calls: FetchCall[] = [];
  let fireTimeout: (() => void) | null = null;
  const timers: Timers = {
    setTimeout: (callback) => {
      fireTimeout = callback;
      return 1;
    },
    clearTimeout: vi.fn(),
  };
  const config: LeadClientConfig = {
    endpoint: "https://forms.example.in/submit",
    accessKey: "test-key-1234",
    projectName: "Nirala Gateway",
    timeoutMs: 15_000,
    fetch: (input, init = {}) => {
      calls.push({ url: String(input), init });
      return respond(init);
    },
    timers,
    webhookUrl: null,
    copyLead: vi.fn(),
  };
  return { config, calls, timers, fireTimeout: () => fireTimeout?.() };
}

export const json = (status: number, body: unknown) =>
  Promise.resolve(
    new Response(JSON.stringify(body), {
      status,
      headers: { "content-type": "application/json" },
    }),
  );
