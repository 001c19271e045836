/**
 * Every build setting, declared once: its variable, what it accepts, its default, what it means and
 * what a malformed value says. next.config.ts parses the environment with it, so a bad value fails
 * `next build` before anything compiles; .env.example, the README's Settings table and the CI
 * workflow list exactly these variables (docs.test.ts holds them to it). Build-time only: zod stays
 * out of the browser (see index.ts).
 */
import { z } from "zod";
import { DEFAULT_SITE_URL, LOCAL_LEADS_ENDPOINT, WEB3FORMS_ENDPOINT, type Settings } from "./model";

/** How a variable is documented: the README's Meaning and Default columns and .env.example's comments. */
type SettingDoc = { description: string; default: string };

export const settingDocs = z.registry<SettingDoc>();

function setting<T extends z.ZodType>(schema: T, doc: SettingDoc): T {
  settingDocs.add(schema, doc);
  return schema;
}

/** Blank means unset: CI passes every variable, with an empty value when the repository has none. */
function unset(value: unknown): unknown {
  const trimmed = typeof value === "string" ? value.trim() : value;
  return trimmed === "" ? undefined : trimmed;
}

function optional<T extends z.ZodType>(schema: T) {
  return z.preprocess(unset, schema.optional());
}

/** The value itself, quoted, for messages that show what was set. */
const quoted = (issue: { input?: unknown }) => `"${String(issue.input)}"`;

function httpUrl() {
  return z
    .string()
    .refine((value) => URL.canParse(value), {
      error: (issue) => `${quoted(issue)} is not an absolute URL`,
      abort: true,
    })
    .refine((value) => ["https:", "http:"].includes(new URL(value).protocol), {
      error: (issue) => `${quoted(issue)} must use https:// (or http:// for local testing)`,
      abort: true,
    });
}

function conversionLabel(doc: SettingDoc) {
  return setting(
    optional(
      z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, {
        error: (issue) =>
          `${quoted(issue)} should be the label from the conversion action (letters, digits, _ and -)`,
      }),
    ),
    doc,
  );
}

/** The variables, in the order the docs list them. */
export const settingVariables = z.object({
  NEXT_PUBLIC_WEB3FORMS_ACCESS_KEY: setting(
    optional(
      z.string().regex(/^[A-Za-z0-9-]{8,64}$/, {
        error:
          "expected the key from the Web3Forms dashboard (letters, digits and dashes, e.g. a UUID)",
      }),
    ),
    {
      description: "Web3Forms access key sent with every lead",
      default: "empty: leads go to the local preview server",
    },
  ),
  NEXT_PUBLIC_FORM_ENDPOINT: setting(
    optional(httpUrl().transform((value) => new URL(value).toString())),
    {
      description: "Form-submission endpoint",
      default: `\`${WEB3FORMS_ENDPOINT}\` when a key is set, else \`${LOCAL_LEADS_ENDPOINT}\``,
    },
  ),
  NEXT_PUBLIC_LEAD_WEBHOOK_URL: setting(
    optional(httpUrl().transform((value) => new URL(value).toString())),
    {
      description:
        "Where a copy of every lead is also sent (JSON as text/plain), e.g. the Google Sheet's Apps Script `/exec` URL",
      default: "empty: no copy",
    },
  ),
  NEXT_PUBLIC_GOOGLE_ADS_ID: setting(
    optional(
      z.string().regex(/^AW-\d{6,15}$/, {
        error: (issue) => `${quoted(issue)} should look like AW-123456789`,
      }),
    ),
    {
      description: "Google Ads tag id, e.g. `AW-123456789`",
      default: "empty: no tag, no conversion event",
    },
  ),
  NEXT_PUBLIC_GOOGLE_ADS_CONVERSION_LABEL: conversionLabel({
    description: "Label of the lead conversion action (`send_to` is `<ID>/<LABEL>`)",
    default: "empty",
  }),
  NEXT_PUBLIC_GOOGLE_ADS_CALL_CONVERSION_LABEL: conversionLabel({
    description: "Label of the conversion counted on a tap of any `tel:` link",
    default: "empty: calls not counted",
  }),
  NEXT_PUBLIC_GOOGLE_ADS_WHATSAPP_CONVERSION_LABEL: conversionLabel({
    description: "Label of the conversion counted on a tap of any WhatsApp link",
    default: "empty: WhatsApp taps not counted",
  }),
  NEXT_PUBLIC_GOOGLE_ADS_ENHANCED_CONVERSIONS: setting(
    optional(
      z.enum(["0", "1"], {
        error: (issue) => `${quoted(issue)} should be 1 (on) or empty/0 (off)`,
      }),
    ),
    {
      description: "`1`: the lead conversion carries SHA-256 hashes of the email and phone",
      default: "empty: off",
    },
  ),
  NEXT_PUBLIC_HCAPTCHA_SITEKEY: setting(
    optional(
      z.string().regex(/^[A-Za-z0-9-]{8,64}$/, {
        error: "expected the site key from the hCaptcha dashboard (letters, digits and dashes)",
      }),
    ),
    {
      description:
        "hCaptcha site key; the widget loads on a visitor's first focus in a form (set the same key in Web3Forms)",
      default: "empty: no captcha, nothing loads",
    },
  ),
  NEXT_PUBLIC_SITE_URL: setting(
    z.preprocess(
      unset,
      httpUrl()
        .refine(
          (value) => {
            const url = new URL(value);
            return url.pathname === "/" && !url.search && !url.hash;
          },
          {
            error: (issue) =>
              `${quoted(issue)} must be an origin only, e.g. https://www.example.in`,
          },
        )
        .transform((value) => new URL(value).origin)
        .prefault(DEFAULT_SITE_URL),
    ),
    {
      description: "Canonical origin, no trailing slash (canonical URLs, sitemap, Open Graph)",
      default: `\`${DEFAULT_SITE_URL}\``,
    },
  ),
});

export type SettingName = keyof typeof settingVariables.shape;

const LABELS = [
  "NEXT_PUBLIC_GOOGLE_ADS_CONVERSION_LABEL",
  "NEXT_PUBLIC_GOOGLE_ADS_CALL_CONVERSION_LABEL",
  "NEXT_PUBLIC_GOOGLE_ADS_WHATSAPP_CONVERSION_LABEL",
] as const satisfies SettingName[];

/** The variables checked together and turned into the shape the app reads. */
const settingsSchema = settingVariables
  .superRefine((env, ctx) => {
    // A label alone would send conversions nowhere: the ads id is half of every send_to.
    for (const name of LABELS) {
      if (env[name] && !env.NEXT_PUBLIC_GOOGLE_ADS_ID) {
        ctx.issues.push({
          code: "custom",
          path: [name],
          input: env[name],
          message: "is set but NEXT_PUBLIC_GOOGLE_ADS_ID is not; set both or neither",
        });
      }
    }
  })
  .transform((env): Settings => {
    const accessKey = env.NEXT_PUBLIC_WEB3FORMS_ACCESS_KEY ?? "";
    const formEndpoint =
      env.NEXT_PUBLIC_FORM_ENDPOINT ?? (accessKey ? WEB3FORMS_ENDPOINT : LOCAL_LEADS_ENDPOINT);
    const adsId = env.NEXT_PUBLIC_GOOGLE_ADS_ID;
    return {
      accessKey,
      formEndpoint,
      usesLocalLeadStore: formEndpoint === LOCAL_LEADS_ENDPOINT,
      leadWebhookUrl: env.NEXT_PUBLIC_LEAD_WEBHOOK_URL ?? null,
      googleAds: adsId
        ? {
            id: adsId,
            conversionLabel: env.NEXT_PUBLIC_GOOGLE_ADS_CONVERSION_LABEL ?? null,
            callConversionLabel: env.NEXT_PUBLIC_GOOGLE_ADS_CALL_CONVERSION_LABEL ?? null,
            whatsappConversionLabel: env.NEXT_PUBLIC_GOOGLE_ADS_WHATSAPP_CONVERSION_LABEL ?? null,
            enhancedConversions: env.NEXT_PUBLIC_GOOGLE_ADS_ENHANCED_CONVERSIONS === "1",
          }
        : null,
      hcaptchaSiteKey: env.NEXT_PUBLIC_HCAPTCHA_SITEKEY ?? null,
      siteUrl: env.NEXT_PUBLIC_SITE_URL,
    };
  });

/** One line per malformed variable, each naming it. */
export class SettingsError extends Error {
  constructor(problems: { name: string; problem: string }[]) {
    super(
      problems
        .map(
          ({ name, problem }) =>
            `Invalid setting ${name}: ${problem}. See .env.example and the README's Settings section.`,
        )
        .join("\n"),
    );
    this.name = "SettingsError";
  }
}

/** Checks the environment (process.env, or a test's) and returns the settings; throws SettingsError. */
export function parseSettings(env: Readonly<Record<string, string | undefined>>): Settings {
  const result = settingsSchema.safeParse(env);
  if (result.success) return result.data;
  throw new SettingsError(
    result.error.issues.map((issue) => ({ name: String(issue.path[0]), problem: issue.message })),
  );
}
