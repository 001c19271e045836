/** The lead sheet's CSV as Google Ads conversion uploads (docs/qualified-leads-to-google-ads.md). */
import { readFileSync, writeFileSync } from "node:fs";
import { USAGE, buildConversions, parseCliArgs, uploadCsv } from "./lib/ads-conversions";

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

  writeFileSync(options.leadsOut, uploadCsv("leads", result.leads));
  writeFileSync(options.retractionsOut, uploadCsv("retractions", result.retractions));
  process.stdout.write(uploadCsv("clicks", result.clicks));

  const { clicks, leads, retractions, skipped, ignored, fromSubmitted } = result;
  const lines = [
    `${clicks.length} click conversion(s) (stdout)`,
    `${leads.length} enhanced-lead conversion(s) (written to ${options.leadsOut})`,
    `${retractions.length} retraction(s) of a Booked lead now Lost (written to ${options.retractionsOut})`,
    `${skipped.length} skipped${skipped.length > 0 ? ":" : ""}`,
    ...skipped.map(({ leadId, reason }) => `  ${leadId}  ${reason}`),
    `${ignored} row(s) ignored: no stage of ${options.stages.join(", ")} reached`,
  ];
  if (fromSubmitted.length > 0) {
    lines.push(
      `${fromSubmitted.length} lead(s) without click_at: 90 days counted from submitted_at:`,
    );
    lines.push(...fromSubmitted.map((leadId) => `  ${leadId}`));
  }
  console.error(lines.join("\n"));
  return 0;
}

process.exitCode = main();
