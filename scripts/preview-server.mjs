#!/usr/bin/env node
/**
 * Serves the static export the way a CDN would (clean URLs, 404.html), plus a local lead
 * endpoint so `npm start` takes a lead end to end when no Web3Forms key is set. Every static
 * response carries the headers in <dir>/_headers (written by scripts/generate-headers.mjs), so
 * the site is previewed and tested under its real Content-Security-Policy. Text responses are
 * gzipped as a CDN would, so Lighthouse (npm run perf) sees realistic transfer sizes.
 *
 * Plain HTTP/1.1 by default. With --tls-cert and --tls-key it speaks HTTP/2 over TLS (HTTP/1.1
 * for clients that ask), as the CDNs in the README do; npm run perf measures that way.
 *
 *   node scripts/preview-server.mjs [--dir out] [--port 3000] [--leads leads.jsonl]
 *                                   [--tls-cert cert.pem --tls-key key.pem]
 */
import { createServer } from "node:http";
import { createSecureServer } from "node:http2";
import { appendFile, mkdir } from "node:fs/promises";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import handler from "serve-handler";
import compression from "compression";
import { headersForPath, parseHeadersFile } from "./lib/headers-file.mjs";

function arg(name, fallback) {
  const index = process.argv.indexOf(`--${name}`);
  return index > -1 && process.argv[index + 1] ? process.argv[index + 1] : fallback;
}

const root = path.resolve(arg("dir", "out"));
const port = Number(arg("port", process.env.PORT ?? "3000"));
const leadsFile = path.resolve(arg("leads", process.env.LEADS_FILE ?? "leads.jsonl"));
const MAX_LEAD_BYTES = 64 * 1024;
const compress = compression();
const tlsCert = arg("tls-cert", null);
const tlsKey = arg("tls-key", null);

if (!existsSync(path.join(root, "index.html"))) {
  console.error(`No static export in ${root}. Run \`npm run build\` first.`);
  process.exit(1);
}

const headersFile = path.join(root, "_headers");
const headerRules = existsSync(headersFile)
  ? parseHeadersFile(readFileSync(headersFile, "utf8"))
  : [];

function readBody(req) {
  return new Promise((resolve, reject) => {
    let size = 0;
    const chunks = [];
    req.on("data", (chunk) => {
      size += chunk.length;
      if (size > MAX_LEAD_BYTES) {
        reject(new Error("too large"));
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on("end", () => resolve(Buffer.concat(chunks)));
    req.on("error", reject);
  });
}

/** Accepts the same two shapes the form service does: JSON, or multipart/urlencoded form data. */
async function parseLead(req, body) {
  const type = req.headers["content-type"] ?? "";
  if (type.includes("application/json")) return JSON.parse(body.toString("utf8"));
  const request = new Request("http://local/", {
    method: "POST",
    headers: { "content-type": type },
    body,
  });
  return Object.fromEntries((await request.formData()).entries());
}

function sendJson(res, status, payload) {
  res.writeHead(status, {
    "content-type": "application/json; charset=utf-8",
    "cache-control": "no-store",
  });
  res.end(JSON.stringify(payload));
}

async function handleLead(req, res) {
  let lead;
  try {
    lead = await parseLead(req, await readBody(req));
  } catch {
    sendJson(res, 400, { success: false, message: "The enquiry could not be read." });
    return;
  }
  if (!lead || typeof lead !== "object" || !lead.name || !lead.email || !lead.phone) {
    sendJson(res, 400, { success: false, message: "Name, email and phone are required." });
    return;
  }
  // The access key is a credential for the real service; never keep it in the local log.
  const record = { receivedAt: new Date().toISOString(), ...lead };
  delete record.access_key;
  await mkdir(path.dirname(leadsFile), { recursive: true });
  await appendFile(leadsFile, `${JSON.stringify(record)}\n`, "utf8");
  console.log(`[lead] ${JSON.stringify(record)}`);
  sendJson(res, 200, { success: true, message: "Lead stored by the local preview server." });
}

async function handle(req, res) {
  const url = new URL(req.url ?? "/", "http://localhost");
  if (url.pathname === "/api/leads") {
    if (req.method === "POST") return handleLead(req, res);
    res.writeHead(405, { allow: "POST" });
    return res.end();
  }
  // Matched on the requested path, as a CDN does (a 404 answer gets the /* rules only).
  for (const [name, value] of headersForPath(headerRules, url.pathname)) res.setHeader(name, value);
  return compress(req, res, () =>
    handler(req, res, {
      public: root,
      cleanUrls: true,
      trailingSlash: false,
      etag: true,
      // serve-handler's MIME table predates AVIF; CDNs send this type themselves.
      headers: [{ source: "**/*.avif", headers: [{ key: "Content-Type", value: "image/avif" }] }],
    }),
  );
}

const server =
  tlsCert && tlsKey
    ? createSecureServer(
        { cert: readFileSync(tlsCert), key: readFileSync(tlsKey), allowHTTP1: true },
        handle,
      )
    : createServer(handle);
const origin = `${tlsCert && tlsKey ? "https" : "http"}://localhost:${port}`;

server.listen(port, () => {
  if (headerRules.length === 0)
    console.warn(`No ${headersFile}; serving without security headers.`);
  console.log(
    `Serving ${path.relative(process.cwd(), root) || "."} at ${origin}${tlsCert ? " (HTTP/2, TLS)" : ""} (leads → ${path.relative(process.cwd(), leadsFile)})`,
  );
});
