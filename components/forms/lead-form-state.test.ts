import { describe, expect, it } from "vitest";
import { initialLeadFormState, leadFormReducer, type LeadFormState } from "./lead-form-state";

const fallback = {
  name: "Asha",
  email: "a@example.in",
  phone: "9876543210",
  details: [],
  formTitle: "Hero",
};

describe("leadFormReducer", () => {
  it("goes idle → sending → failed with the fallback, and a new check hides the fallback but keeps the status", () => {
    const sending = leadFormReducer(initialLeadFormState, { type: "sending" });
    expect(sending.status).toBe("sending");
    const failed = leadFormReducer(sending, { type: "failed", fallback });
    expect(failed).toMatchObject({ status: "failed", fallback });
    const checked = leadFormReducer(failed, {
      type: "checked",
      errors: { name: "Please enter your name." },
    });
    expect(checked).toEqual({
      status: "failed",
      fallback: null,
      errors: { name: "Please enter your name." },
    });
    expect(leadFormReducer(checked, { type: "sent" }).status).toBe("sent");
  });

  it("a check replaces every earlier error", () => {
    const refused = leadFormReducer(initialLeadFormState, {
      type: "field-refused",
      name: "visit_slot",
      message: "Please choose a time.",
    });
    expect(leadFormReducer(refused, { type: "checked", errors: {} }).errors).toEqual({});
  });

  it("leaves the state as it is when a refusal or an edit changes nothing", () => {
    const state: LeadFormState = {
      ...initialLeadFormState,
      errors: { budget: "Please choose your budget." },
    };
    expect(
      leadFormReducer(state, {
        type: "field-refused",
        name: "budget",
        message: "Please choose your budget.",
      }),
    ).toBe(state);
    expect(leadFormReducer(state, { type: "field-edited", name: "email" })).toBe(state);
    expect(leadFormReducer(state, { type: "field-edited", name: "budget" }).errors).toEqual({});
  });
});
