import type { FastifyInstance } from 'fastify';

// The browser's security headers on every reply (issue 14 item 5, ADR 0025). One policy serves the web app, the API
// docs (swagger-ui) and the calls: scripts only from the site itself (the built app has no inline script and never
// evaluates strings); styles may be inline because antd's CSS-in-JS writes <style> elements and components set style
// attributes, and a style cannot run code. Images may be data: and blob: URLs (QR codes, icons, downloads). No page
// may frame the site, and no other site learns an address of it (approval links carry a code in the path).

export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

const HEADERS: Record<string, string> = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'x-content-type-options': 'nosniff',
  // For browsers without frame-ancestors.
  'x-frame-options': 'DENY',
  // Our own requests keep their Referer and Origin (the CSRF check reads Origin); other sites get nothing.
  'referrer-policy': 'same-origin',
};

/** Adds the security headers to every reply the server sends: pages, assets, calls, errors, docs, health. */
export const registerSecurityHeaders = (app: FastifyInstance): void => {
  app.addHook('onSend', async (_req, reply, payload) => {
    reply.headers(HEADERS);
    return payload;
  });
};
