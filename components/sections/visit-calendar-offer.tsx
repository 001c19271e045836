"use client";

import { useEffect, useMemo, useState } from "react";
import { map } from "@/lib/content/project";
import { enProject } from "@/lib/i18n/en/project";
import { visitSlots, visitCalendarFile } from "@/lib/content/site-visit";
import { useLang, useUiWords } from "@/components/i18n/lang-provider";
import { htmlLang } from "@/lib/i18n/lang";
import type { PageWords, UiWords } from "@/lib/i18n/dictionary";
import { readVisit, visitStore, type BookedVisit } from "@/lib/buyer/site-visit";
import { videoSlotLabel } from "@/lib/buyer/visit-times";
import { visitorTimeZone } from "@/lib/ads/consent-choice";
import { Icon } from "@/components/ui/icon";
import { useHydrated } from "@/components/ui/use-hydrated";

/** "Friday, 4 December 2026", or the same in Hindi: Latin digits in both languages. */
const longDate = (locale: string) =>
  new Intl.DateTimeFormat(`${locale}-u-nu-latn`, {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });

// The calendar library is fetched after hydration, never with the page's first load.
const calendarFile = () => import("@/lib/buyer/calendar-file");

type CalendarWords = PageWords["thankYou"]["calendar"];

async function download(visit: BookedVisit, visitCalendar: CalendarWords) {
  const { buildVisitIcs } = await calendarFile();
  // The reference and the partner's agent registration, so the sales office registers the buyer to them.
  const refLine = visit.ref ? ` ${visitCalendar.refDescription.replace("{ref}", visit.ref)}` : "";
  const ics = buildVisitIcs(
    {
      ...visit,
      title: visit.type === "video call" ? visitCalendar.videoEventTitle : visitCalendar.eventTitle,
      // The address stays as maps apps search it.
      location: `${enProject.name}, ${map.query}`,
      description: `${visitCalendar.eventDescription}${refLine}`,
      uid: `${crypto.randomUUID()}@nirala-gateway`,
    },
    new Date(),
  );
  const url = URL.createObjectURL(new Blob([ics], { type: "text/calendar;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = visitCalendarFile.fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

/** A video call's slot in the visitor's time beside India's; a visit's in India's words. */
function slotLabel(visit: BookedVisit, words: UiWords["siteVisitForm"]): string {
  const video =
    visit.type === "video call"
      ? videoSlotLabel(visit.slot, visit.date, visitorTimeZone(), words)
      : undefined;
  return (
    video ??
    words.slotLabels[visitSlots.findIndex((slot) => slot.label === visit.slot.label)] ??
    visit.slot.label
  );
}

/** Shown on /thank-you only when the lead just sent was a site-visit booking in this tab. */
export function VisitCalendarOffer({ words: visitCalendar }: { words: CalendarWords }) {
  const hydrated = useHydrated();
  const lang = useLang();
  const { siteVisitForm } = useUiWords();
  // sessionStorage exists only in the browser, after the prerendered page has hydrated.
  const visit = useMemo(() => (hydrated ? readVisit(visitStore()) : null), [hydrated]);
  // The file's code comes later; offline since the page loaded, the tap says so rather than nothing.
  const [unavailable, setUnavailable] = useState(false);
  // Fetched as soon as the offer shows, so the click's download still counts as the visitor's.
  useEffect(() => {
    if (visit) calendarFile().catch(() => undefined);
  }, [visit]);
  if (!visit) return null;
  return (
    <div className="mt-8 w-full max-w-md rounded-2xl border border-ink/10 bg-ivory-50 p-6 text-left">
      <h2 className="font-display text-xl font-semibold text-ink">{visitCalendar.heading}</h2>
      <p className="mt-2 font-semibold text-ink-800">
        {longDate(htmlLang[lang]).format(new Date(`${visit.date}T00:00:00Z`))} ·{" "}
        {slotLabel(visit, siteVisitForm)}
      </p>
      {visit.ref ? (
        <p className="mt-3 text-ink-800">
          {visitCalendar.refLabel}: <strong className="font-mono tracking-wide">{visit.ref}</strong>
          <span className="mt-0.5 block text-sm text-stone-600">{visitCalendar.refNote}</span>
        </p>
      ) : null}
      <p className="mt-1 text-sm text-stone-600">{visitCalendar.body}</p>
      <button
        type="button"
        className="btn-dark mt-5"
        onClick={() =>
          download(visit, visitCalendar).then(
            () => setUnavailable(false),
            () => setUnavailable(true),
          )
        }
      >
        <Icon name="calendar-check" className="size-4" />
        {visitCalendar.buttonLabel}
      </button>
      {unavailable ? (
        <p role="alert" className="mt-3 text-sm font-medium text-danger">
          {visitCalendar.unavailable}
        </p>
      ) : null}
    </div>
  );
}
