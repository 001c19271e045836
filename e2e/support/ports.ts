/** Ports of the two preview servers the e2e suite starts (npm start uses 3000, so tests stay clear of it). */
export const PORT = Number(process.env.E2E_PORT ?? 3100);
export const VARIANT_PORT = PORT + 1;
/** `npm run serve:cloudflare`, which e2e/cloudflare.spec.ts starts itself. */
export const CLOUDFLARE_PORT = PORT + 2;
