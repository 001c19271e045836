"use client";

import { useState, type ReactNode } from "react";
import { map } from "@/lib/content/project";
import { useUiWords } from "@/components/i18n/lang-provider";
import { Icon } from "@/components/ui/icon";
import { useHydrated } from "@/components/ui/use-hydrated";

/**
 * Click-to-load: the maps frame (a third party) is requested only when the visitor asks. Before
 * hydration, or without JavaScript, "Show map" is a link to the place on Google Maps.
 */
export function MapLoader({ preview }: { preview: ReactNode }) {
  const [shown, setShown] = useState(false);
  const hydrated = useHydrated();
  const mapLoader = useUiWords().map;
  return (
    <div className="relative w-full overflow-hidden rounded-2xl bg-ink-800 shadow-card">
      {shown ? (
        <div className="relative aspect-[4/3] sm:aspect-[16/10]">
          <iframe
            src={map.embedSrc}
            title={mapLoader.frameTitle}
            loading="lazy"
            referrerPolicy="no-referrer-when-downgrade"
            allowFullScreen
            className="absolute inset-0 size-full border-0"
          />
        </div>
      ) : (
        <>
          {/* On phones the details sit below the map picture, never over its pin and label. */}
          <div className="relative aspect-[16/10] [&_img]:size-full [&_img]:object-cover">
            {preview}
            <div className="absolute inset-0 hidden bg-gradient-to-t from-ink/95 via-ink/60 to-ink/0 sm:block" />
          </div>
          <div className="flex flex-col items-start gap-3 p-5 text-ivory sm:absolute sm:inset-x-0 sm:bottom-0 sm:p-6">
            <p className="flex items-center gap-2 text-sm font-semibold">
              <Icon name="map-pin" className="size-4 shrink-0 text-brass-300" />
              {mapLoader.place}
            </p>
            {hydrated ? (
              <button type="button" className="btn-primary" onClick={() => setShown(true)}>
                {mapLoader.showLabel}
              </button>
            ) : (
              // Until React can show the frame here, the same tap opens the place on Google Maps.
              <a
                href={map.placeHref}
                target="_blank"
                rel="noopener noreferrer"
                className="btn-primary"
              >
                {mapLoader.showLabel}
              </a>
            )}
            <p className="text-xs text-ivory/80">{mapLoader.note}</p>
          </div>
        </>
      )}
    </div>
  );
}
