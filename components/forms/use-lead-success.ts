import { useRouter } from "next/navigation";
import { useMemo, type Dispatch } from "react";
import type { AnyLeadFormDef } from "@/lib/leads/forms";
import type { LeadExtras } from "@/lib/leads/client";
import type { LeadFormAction } from "./lead-form-state";
import type { SuccessContext } from "./lead-success";

/** What the success path (lead-success.ts, loaded with a submit's later steps) needs from the form. */
export function useLeadSuccess(
  form: AnyLeadFormDef,
  dispatch: Dispatch<LeadFormAction>,
  resetCaptcha: () => void,
  onSuccess?: () => void,
  extras?: LeadExtras,
): SuccessContext {
  const router = useRouter();
  return useMemo(
    () => ({
      form,
      dispatch,
      resetCaptcha,
      onSuccess,
      extras,
      navigate: (href: string) => router.push(href),
    }),
    [form, dispatch, resetCaptcha, onSuccess, extras, router],
  );
}
