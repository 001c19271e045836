/** Prints the local inbox `npm start` fills.  npm run leads [-- --all | --csv | --file x.jsonl] */
import { existsSync, readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { FIRST_COLUMNS, inboxColumns, parseInbox, tableRows, toCsv } from "./lib/inbox";

// Up to phone_e164, then where the lead came from.
const TABLE_COLUMNS = [
  ...FIRST_COLUMNS.slice(0, FIRST_COLUMNS.indexOf("budget")),
  "language",
  "page",
];

const { values } = parseArgs({
  options: {
    file: { type: "string", default: process.env.LEADS_FILE ?? "leads.jsonl" },
    csv: { type: "boolean", default: false },
    all: { type: "boolean", default: false },
  },
});

if (!existsSync(values.file)) {
  console.log(`No leads yet: ${values.file} does not exist. Send one through \`npm start\`.`);
} else {
  const leads = parseInbox(readFileSync(values.file, "utf8"));
  if (values.csv) process.stdout.write(toCsv(leads));
  else if (leads.length === 0) console.log(`No leads in ${values.file}.`);
  else {
    const all = inboxColumns(leads);
    const columns = values.all ? all : TABLE_COLUMNS.filter((column) => all.includes(column));
    console.table(tableRows(leads, columns));
    console.log(`\n${leads.length} lead(s) in ${values.file}`);
  }
}
