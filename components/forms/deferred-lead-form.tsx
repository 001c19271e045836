"use client";

import {
  Activity,
  lazy,
  memo,
  useCallback,
  useEffect,
  useRef,
  useState,
  type ComponentProps,
} from "react";
import type { LeadExtras } from "@/lib/leads/client";
import { chosenOptions, fallbackLead, readContact } from "@/lib/leads/chosen-options";
import type { FallbackLead } from "@/lib/leads/whatsapp";
import { loadOnInteraction } from "@/lib/ui/first-interaction";
import { useUiWords } from "@/components/i18n/lang-provider";
import { LeadFallback } from "./lead-fallback";
import type { LeadForm as LeadFormComponent } from "./lead-form";

type Props = Omit<ComponentProps<typeof LeadFormComponent>, "extras"> & { extras?: LeadExtras };

let arrived = false;
/** Each served form's submit, by its accessible name: refused (offline, its code not here) or not. */
const servedSubmits = new Map<string, (form: HTMLFormElement, refused: boolean) => void>();

type LeadFormModule = typeof import("./lead-form");
let settle: (module: LeadFormModule) => void = () => {};
const code = new Promise<LeadFormModule>((resolve) => (settle = resolve));

function fetchCode(): Promise<LeadFormModule> {
  return import("./lead-form").then((module) => {
    arrived = true;
    settle(module);
    return module;
  });
}

/** Fetches the forms' code now, for a form about to be shown that was not served (the auto popup's). */
export function loadLeadFormCode(): Promise<boolean> {
  return fetchCode().then(
    () => true,
    () => false,
  );
}

/**
 * The forms' code comes with the visitor's first interaction (at once if a field already has focus),
 * and again at the next one if the connection failed it. Until then each form is the served HTML,
 * which posts itself as before hydration.
 */
const LeadForm = lazy(() => {
  void loadOnInteraction(
    fetchCode,
    typeof document !== "undefined" && document.activeElement?.closest("form") != null,
  );
  return code.then((module) => ({ default: module.LeadForm }));
});

/** Offline before the forms' code came, a plain post would lose the page: the submit is refused. */
function refuseOfflinePost(event: SubmitEvent) {
  const form = event.target;
  if (!(form instanceof HTMLFormElement)) return;
  const served = servedSubmits.get(
    form.getAttribute("aria-labelledby") ?? form.getAttribute("aria-label") ?? "",
  );
  if (served === undefined) return;
  const refused = !arrived && !navigator.onLine;
  if (refused) event.preventDefault();
  served(form, refused);
}

/** Memoised, with stable props: a prop change would make React hydrate the served form at once, before its code is here. */
const ServedLeadForm = memo(function ServedLeadForm(
  props: ComponentProps<typeof LeadFormComponent>,
) {
  return (
    // A boundary of its own: the rest of the page hydrates while the form waits for its code.
    <Activity mode="visible">
      <LeadForm {...props} />
    </Activity>
  );
});

/**
 * A lead form served in the page: it works as served (a plain post) until the visitor first
 * interacts, then hydrates with its code. Its extras (a dialog's unit type) are read at submit, so
 * a dialog opening with new ones re-renders nothing the form's code is needed for.
 */
export function DeferredLeadForm({ extras, ...props }: Props) {
  const latest = useRef(extras);
  useEffect(() => {
    latest.current = extras;
  }, [extras]);
  const readExtras = useCallback(() => latest.current, []);
  const { form, label, labelledBy } = props;
  const unitLabel = useUiWords().leadFallback.fields.unit;
  // Refused offline: said so, every value kept, and the same details offered for WhatsApp, as a
  // failed send would; gone at the next submit, which the form's code may answer with its own.
  const [wayOut, setWayOut] = useState<FallbackLead | null>(null);
  useEffect(() => {
    const message = form.networkAlert ?? form.status?.failed;
    const name = labelledBy ?? label;
    if (message === undefined || name === undefined) return;
    servedSubmits.set(name, (element, refused) => {
      if (!refused) return setWayOut(null);
      const data = new FormData(element);
      const unit = { label: unitLabel, value: latest.current?.unit_type };
      setWayOut(fallbackLead(form.id, readContact(data), chosenOptions(form.fields, data, unit)));
      window.alert(message);
    });
    window.addEventListener("submit", refuseOfflinePost, true);
    return () => void servedSubmits.delete(name);
  }, [form, label, labelledBy, unitLabel]);
  return (
    <>
      <ServedLeadForm {...props} extras={readExtras} />
      {wayOut ? (
        <div className="mt-4">
          <LeadFallback lead={wayOut} />
        </div>
      ) : null}
    </>
  );
}
