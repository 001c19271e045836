/** The lead sheet's CSV as Google Ads conversion uploads (docs/qualified-leads-to-google-ads.md). */
import { readFileSync, writeFileSync } from "node:fs";
import {
  USAGE,
  buildConversions,
  clickConversionsCsv,
  leadConversionsCsv,
  parseCliArgs,
} from "./lib/ads-conversions";

function main(): number {
  let options;
  try {
    options = parseCliArgs(process.argv.slice(2), new Date());
  } catch (error) {
    console.error(`ads:conversions: ${(error as Error).message}\n${USAGE}`);
    return 2;
  }

  let result;
  try {
    result = buildConversions(readFileSync(options.file, "utf8"), options);
  } catch (error) {
    console.error(`ads:conversions: ${options.file}: ${(error as Error).message}`);
    return 1;
  }

  writeFileSync(options.leadsOut, leadConversionsCsv(result.leads));
  process.stdout.write(clickConversionsCsv(result.clicks));

  const { clicks, leads, skipped, ignored } = result;
  const lines = [
    `${clicks.length} click conversion(s) (stdout)`,
    `${leads.length} enhanced-lead conversion(s) (written to ${options.leadsOut})`,
    `${skipped.length} skipped${skipped.length > 0 ? ":" : ""}`,
    ...skipped.map(({ leadId, reason }) => `  ${leadId}  ${reason}`),
    `${ignored} row(s) ignored: status not one of ${options.stages.join(", ")}`,
  ];
  console.error(lines.join("\n"));
  return 0;
}

process.exitCode = main();
