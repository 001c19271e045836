import type { FieldName } from "@/lib/leads/forms";
import type { FallbackLead } from "@/lib/leads/whatsapp";

/** Where the send stands; the contact form's status texts are keyed by the same words. */
export type SendStatus = "idle" | "sending" | "sent" | "failed";

export type FieldErrors = Partial<Record<FieldName, string>>;

export type LeadFormState = {
  status: SendStatus;
  errors: FieldErrors;
  /** The lead a failed send offers to WhatsApp instead; hidden again by the next submit. */
  fallback: FallbackLead | null;
};

export type LeadFormAction =
  /** A submit checked the fields: these are all their errors now. */
  | { type: "checked"; errors: FieldErrors }
  /** A field's own check (the browser's) refused it. */
  | { type: "field-refused"; name: FieldName; message: string }
  /** The visitor changed a field, so its error no longer applies. */
  | { type: "field-edited"; name: FieldName }
  | { type: "sending" }
  | { type: "sent" }
  | { type: "failed"; fallback: FallbackLead };

export const initialLeadFormState: LeadFormState = { status: "idle", errors: {}, fallback: null };

// Unchanged states are returned as they are, so an edit to a valid field renders nothing.
export function leadFormReducer(state: LeadFormState, action: LeadFormAction): LeadFormState {
  switch (action.type) {
    case "checked":
      return { ...state, errors: action.errors, fallback: null };
    case "field-refused":
      return state.errors[action.name] === action.message
        ? state
        : { ...state, errors: { ...state.errors, [action.name]: action.message } };
    case "field-edited": {
      if (!state.errors[action.name]) return state;
      const errors = { ...state.errors };
      delete errors[action.name];
      return { ...state, errors };
    }
    case "sending":
      return { ...state, status: "sending" };
    case "sent":
      return { ...state, status: "sent" };
    case "failed":
      return { ...state, status: "failed", fallback: action.fallback };
  }
}
