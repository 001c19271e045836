"use client";

import { useCallback, useEffect, useState } from "react";
import { AUTO_POPUP_DELAY_MS } from "@/lib/content/leads";
import { useUiWords } from "@/components/i18n/lang-provider";
import {
  autoPopupDueIn,
  autoPopupSeen,
  loadEventTime,
  markAutoPopupSeen,
} from "@/lib/leads/session";
import { Modal } from "@/components/ui/modal";
import { DeferredLeadForm, loadLeadFormCode } from "@/components/forms/deferred-lead-form";
import type { AnyLeadFormDef } from "@/lib/leads/forms";

/** Re-check interval while the visitor is busy in another dialog or typing in a form. */
const BUSY_RETRY_MS = 1000;

function visitorIsBusy(): boolean {
  if (document.querySelector("dialog[open]")) return true;
  const active = document.activeElement;
  return active instanceof HTMLElement && active.closest("form") !== null;
}

/**
 * The brochure popup that opens by itself AUTO_POPUP_DELAY_MS after the load event, once per
 * browsing session: not again after it was closed or submitted, nor after any other lead.
 * It waits while another dialog is open or the visitor is typing, so it never covers a form mid-entry.
 */
export function AutoPopup({ form }: { form: AnyLeadFormDef }) {
  const [open, setOpen] = useState(false);
  const autoPopupCopy = useUiWords().autoPopup;

  useEffect(() => {
    if (autoPopupSeen()) return;
    let timer: number | undefined;
    let stopped = false;
    function show() {
      if (autoPopupSeen()) return;
      if (visitorIsBusy()) {
        timer = window.setTimeout(show, BUSY_RETRY_MS);
        return;
      }
      // Not served with the page: it opens once its form's code is here, and tries again if not.
      void loadLeadFormCode().then((loaded) => {
        if (stopped || autoPopupSeen()) return;
        if (!loaded || visitorIsBusy()) timer = window.setTimeout(show, BUSY_RETRY_MS);
        else {
          markAutoPopupSeen();
          setOpen(true);
        }
      });
    }
    // Hydration may come late (it waits for the first paint): count from the load event itself.
    const schedule = () => {
      const due = autoPopupDueIn(performance.now(), loadEventTime(), AUTO_POPUP_DELAY_MS);
      timer = window.setTimeout(show, due);
    };
    if (document.readyState === "complete") schedule();
    else window.addEventListener("load", schedule, { once: true });
    return () => {
      stopped = true;
      window.removeEventListener("load", schedule);
      window.clearTimeout(timer);
    };
  }, []);

  const close = useCallback(() => setOpen(false), []);

  return (
    <Modal
      open={open}
      title={autoPopupCopy.title}
      description={autoPopupCopy.description}
      onClose={close}
      sheetOnPhones
    >
      <DeferredLeadForm form={form} label={autoPopupCopy.title} onSuccess={close} />
    </Modal>
  );
}
