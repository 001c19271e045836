/**
 * Serves the export as Cloudflare Pages would (clean URLs, 404.html, gzip, <dir>/_headers, its
 * preloads sent ahead as 103 Early Hints), with local inboxes for leads and lead copies
 * (`<leads>.copies.jsonl`); HTTP/2 with --tls-cert and --tls-key.
 *   tsx scripts/preview-server.ts [--dir out] [--port 3000] [--leads leads.jsonl] [--build]
 */
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { appendFile, mkdir } from "node:fs/promises";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { createSecureServer } from "node:http2";
import path from "node:path";
import { Readable } from "node:stream";
import { parseArgs } from "node:util";
import compression from "compression";
import handler from "serve-handler";
import { earlyHintLinks, headersForPath, parseHeadersFile } from "./lib/headers-file";

const MAX_LEAD_BYTES = 64 * 1024;
const NO_STORE = { "cache-control": "no-store" };
/** Set NEXT_PUBLIC_LEAD_WEBHOOK_URL=http://localhost:3000/api/lead-copies to try the copy locally. */
const LEAD_COPIES_PATH = "/api/lead-copies";

/** A lead as the form service reads it (JSON, or form data), or a copy as the webhook does (JSON as text). */
async function readLead(req: IncomingMessage): Promise<Record<string, unknown> | undefined> {
  // Browsers send a length with every fetch body; anything larger or unsized is not a lead.
  const length = Number(req.headers["content-length"] ?? NaN);
  if (!(length <= MAX_LEAD_BYTES)) return undefined;
  const type = req.headers["content-type"] ?? "";
  const request = new Request("http://local/", {
    method: "POST",
    headers: { "content-type": type },
    body: Readable.toWeb(req) as ReadableStream,
    duplex: "half",
  } as RequestInit);
  if (/multipart|urlencoded/.test(type))
    return Object.fromEntries((await request.formData()).entries());
  const lead: unknown = await request.json();
  return lead && typeof lead === "object" && !Array.isArray(lead)
    ? (lead as Record<string, unknown>)
    : undefined;
}

async function handleLead(req: IncomingMessage, res: ServerResponse, leadsFile: string) {
  const send = (status: number, message: string) =>
    res
      .writeHead(status, { "content-type": "application/json; charset=utf-8", ...NO_STORE })
      .end(JSON.stringify({ success: status === 200, message }));
  const lead = await readLead(req).catch(() => undefined);
  if (lead === undefined) return send(400, "The enquiry could not be read.");
  if (!lead.name || !lead.email || !lead.phone)
    return send(400, "Name, email and phone are required.");
  console.log(`[lead] ${await keep(leadsFile, lead)}`);
  const next = plainPostRedirect(lead.redirect);
  if (next) return void res.writeHead(303, { location: next, ...NO_STORE }).end();
  send(200, "Lead stored by the local preview server.");
}

/** Appends the lead (or copy) as a JSON line, stamped; returns the line. */
async function keep(file: string, lead: object): Promise<string> {
  // The access key is a credential for the real service; never keep it in the local log.
  const record = { receivedAt: new Date().toISOString(), ...lead, access_key: undefined };
  const line = JSON.stringify(record);
  await mkdir(path.dirname(file), { recursive: true });
  await appendFile(file, `${line}\n`, "utf8");
  return line;
}

/** A lead copy as the webhook receives it: one JSON object sent as text/plain, no preflight. */
async function handleLeadCopy(req: IncomingMessage, res: ServerResponse, copiesFile: string) {
  const copy = await readLead(req).catch(() => undefined);
  if (copy === undefined) return void res.writeHead(400, NO_STORE).end();
  await keep(copiesFile, copy);
  res.writeHead(204, NO_STORE).end();
}

/** A form the browser posted itself names the thank-you page in `redirect`: answered on this origin. */
function plainPostRedirect(redirect: unknown): string | null {
  if (typeof redirect !== "string" || !URL.canParse(redirect)) return null;
  const url = new URL(redirect);
  return `${url.pathname}${url.search}`;
}

async function main() {
  const { values } = parseArgs({
    options: {
      dir: { type: "string", default: "out" },
      port: { type: "string", default: process.env.PORT ?? "3000" },
      leads: { type: "string", default: process.env.LEADS_FILE ?? "leads.jsonl" },
      "tls-cert": { type: "string" },
      "tls-key": { type: "string" },
      build: { type: "boolean", default: false },
    },
  });
  const root = path.resolve(values.dir);
  const port = Number(values.port);
  const leadsFile = path.resolve(values.leads);
  // Lead copies land beside the leads: leads.jsonl → leads.copies.jsonl.
  const copiesFile = `${leadsFile.replace(/\.[^./]*$/, "")}.copies.jsonl`;
  const { "tls-cert": cert, "tls-key": key } = values;
  const compress = compression();
  let headerRules: ReturnType<typeof parseHeadersFile> = [];

  const handle = (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    const api = { "/api/leads": handleLead, [LEAD_COPIES_PATH]: handleLeadCopy }[url.pathname];
    if (api && req.method === "POST")
      return void api(req, res, api === handleLead ? leadsFile : copiesFile);
    if (api) return void res.writeHead(405, { allow: "POST" }).end();
    // Matched on the requested path, as a CDN does (a 404 answer gets the /* rules only).
    const headers = headersForPath(headerRules, url.pathname);
    // Cloudflare Pages sends a page's preloads ahead of it (Chrome reads them on HTTP/2 only).
    const hints = earlyHintLinks(headers);
    if (hints.length > 0 && req.headers["sec-fetch-mode"] === "navigate")
      res.writeEarlyHints({ link: hints });
    for (const [name, value] of headers) res.setHeader(name, value);
    compress(req as never, res as never, () =>
      handler(req, res, {
        public: root,
        cleanUrls: true,
        trailingSlash: false,
        etag: true,
        // serve-handler's MIME table predates AVIF; CDNs send this type themselves.
        headers: [{ source: "**/*.avif", headers: [{ key: "Content-Type", value: "image/avif" }] }],
      }),
    );
  };
  const tls = cert && key ? { cert: readFileSync(cert), key: readFileSync(key) } : null;
  const server = tls
    ? createSecureServer({ ...tls, allowHTTP1: true }, handle as never)
    : createServer(handle);
  server.once("error", (error: NodeJS.ErrnoException) => {
    const why =
      error.code === "EADDRINUSE" ? "is already in use" : `cannot be used (${error.code})`;
    console.error(`Port ${port} ${why}; pick another with PORT=<number> npm start.`);
    process.exit(1);
  });
  // Bound before the build, so nobody waits a minute for a port that was never free.
  await new Promise<void>((resolve) => server.listen(port, resolve));
  if (values.build) execFileSync("npm", ["run", "build"], { stdio: "inherit" });
  if (!existsSync(path.join(root, "index.html"))) {
    throw new Error(`No static export in ${root}. Run \`npm run build\` first.`);
  }
  const headersFile = path.join(root, "_headers");
  if (existsSync(headersFile)) headerRules = parseHeadersFile(readFileSync(headersFile, "utf8"));
  else console.warn(`No ${headersFile}; serving without security headers.`);
  console.log(
    `Serving ${path.relative(process.cwd(), root) || "."} at ${tls ? "https" : "http"}://localhost:${port}${tls ? " (HTTP/2, TLS)" : ""} ` +
      `(leads → ${path.relative(process.cwd(), leadsFile)}, copies → ${path.relative(process.cwd(), copiesFile)})`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
