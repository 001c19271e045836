import { useCallback, useRef, useState } from "react";
import { useLang, useUiWords } from "@/components/i18n/lang-provider";
import { settings } from "@/lib/settings";

type HCaptchaApi = {
  render: (container: HTMLElement, options: { sitekey: string; callback: () => void }) => string;
  getResponse: (widgetId: string) => string;
  reset: (widgetId: string) => void;
};

declare global {
  interface Window {
    hcaptcha?: HCaptchaApi;
  }
}

/**
 * One script for every form on the page, by hCaptcha's loader: it shares a load in flight and, once
 * its retries fail, lets the next focus try again. Fetched on that focus, never with the page.
 */
async function loadHcaptcha(hl: string): Promise<HCaptchaApi | null> {
  try {
    const { hCaptchaLoader } = await import("@hcaptcha/loader");
    // No error reports to hCaptcha's Sentry: the visitor has not agreed to them. The challenge
    // speaks the page's language, not the browser's.
    const api = (await hCaptchaLoader({ render: "explicit", sentry: false, hl })) as
      HCaptchaApi | undefined;
    return api ?? null;
  } catch {
    return null;
  }
}

/**
 * Optional hCaptcha (NEXT_PUBLIC_HCAPTCHA_SITEKEY): nothing loads until a visitor first focuses a
 * field of the form, so pages stay light for everyone who only reads.
 */
export function useHcaptcha() {
  const siteKey = settings.hcaptchaSiteKey;
  const containerRef = useRef<HTMLDivElement>(null);
  const widget = useRef<string | null>(null);
  const started = useRef(false);
  const [error, setError] = useState<string | null>(null);
  const { required } = useUiWords().captcha;
  const lang = useLang();

  const start = useCallback(() => {
    if (!siteKey || started.current) return;
    started.current = true;
    void loadHcaptcha(lang).then((api) => {
      if (!api) started.current = false;
      if (!api || !containerRef.current || widget.current !== null) return;
      widget.current = api.render(containerRef.current, {
        sitekey: siteKey,
        callback: () => setError(null),
      });
    });
  }, [siteKey, lang]);

  /** The answer to send; null when the widget is shown but not solved (then it says so). */
  const answer = useCallback((): { response?: string } | null => {
    if (widget.current === null || !window.hcaptcha) return {};
    const response = window.hcaptcha.getResponse(widget.current);
    setError(response ? null : required);
    return response ? { response } : null;
  }, [required]);

  const reset = useCallback(() => {
    if (widget.current !== null) window.hcaptcha?.reset(widget.current);
  }, []);

  return { enabled: siteKey !== null, containerRef, start, answer, reset, error };
}
