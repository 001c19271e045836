import postcss from "postcss";
import tw from "@tailwindcss/postcss";
import { readFileSync } from "node:fs";
const file = process.argv[2];
const r = await postcss([tw({ base: process.cwd() })]).process(readFileSync(file, "utf8"), { from: file });
process.stdout.write(r.css);
