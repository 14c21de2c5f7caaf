import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import Fastify, {
  LogController,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import formbody from '@fastify/formbody';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { sql } from 'drizzle-orm';
import { LANGS, LOCALE_OF, StatusCode, type TLang } from '@opentmc/contracts';
import type { TConfig } from './platform/config.ts';
import type { TDatabase } from './platform/db/database.ts';
import { systemClock, type TClock } from './platform/clock.ts';
import type { TJobs } from './platform/jobs.ts';
import { langOf, translate } from './platform/i18n.ts';
import { mountCalls, sendReply } from './platform/calls/plugin.ts';
import { registerSideBadges } from './platform/side-badges.ts';
import { startSessionCache } from './platform/session.ts';
import { registerSecurityHeaders } from './platform/security-headers.ts';
import { buildOpenApi } from './platform/calls/openapi.ts';
import { resourceCalls } from './platform/resource/crud.ts';
import type { TBoundCall, TDeps } from './platform/calls/types.ts';
import { modules, orgTenancy } from './modules/index.ts';

export type TAppOptions = {
  config: TConfig;
  database: TDatabase;
  jobs: TJobs;
  clock?: TClock;
  logger?: FastifyServerOptions['logger'];
};

declare module 'fastify' {
  // Module augmentation needs an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyInstance {
    /** Every mounted call, for OpenAPI and the generic tests. */
    calls: TBoundCall[];
    deps: TDeps;
  }
}

/** Logs without secrets: no cookies, session headers, query strings or bodies. */
export const loggerOptions = (level: string): FastifyServerOptions['logger'] => ({
  level,
  redact: { paths: ['req.headers.cookie', 'req.headers.sfsses', 'res.headers["set-cookie"]'], censor: '[redacted]' },
});

/** One line per request, after it completes, with the request id and no query string or body. */
class RequestLog extends LogController {
  override incomingRequest() {}
  override requestCompleted(error: Error | null, req: FastifyRequest, reply: FastifyReply) {
    if (!error && !INFO_LEVELS.has(req.log.level)) return;
    const line = {
      reqId: req.id,
      method: req.method,
      url: req.url.split('?')[0],
      ip: req.ip,
      statusCode: reply.statusCode,
      responseTime: reply.elapsedTime,
    };
    if (error) req.log.error({ ...line, err: error }, 'request errored');
    else req.log.info(line, 'request completed');
  }
}
const INFO_LEVELS = new Set(['trace', 'debug', 'info']);

/** Builds the server: platform plugins, every module's calls, the web app. Used by main.ts and tests. */
export const buildApp = async (opts: TAppOptions): Promise<FastifyInstance> => {
  const { config, database, jobs } = opts;
  const app = Fastify({
    logger: opts.logger ?? loggerOptions(config.logLevel),
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true },
    bodyLimit: 1024 * 1024,
    trustProxy: config.trustProxy,
    requestIdHeader: 'x-request-id',
    genReqId: () => crypto.randomUUID(),
    // One logger for all requests: every line we write carries reqId itself, so no child logger is
    // built per request (a few percent of a simple call; docs/performance.md).
    childLoggerFactory: (logger) => logger,
    logController: new RequestLog(),
  });
  const deps: TDeps = {
    config,
    database,
    db: database.db,
    clock: opts.clock ?? systemClock,
    jobs,
    tenancy: orgTenancy,
  };
  app.decorate('deps', deps);
  // Before every plugin, so the hook covers their replies too.
  registerSecurityHeaders(app);

  const stopSessionCache = await startSessionCache(database);
  app.addHook('onClose', async () => stopSessionCache());

  // Cookies are parsed when a call first asks for them (platform/cookies.ts), not in a hook on every request.
  app.decorateRequest('cookies', null);
  await app.register(formbody);

  // Errors thrown before a handler runs (bad content type, oversize body, broken form) are the caller's.
  app.setErrorHandler((err: { statusCode?: number; code?: string }, req, reply) => {
    const lang = langOf(req);
    const status = err.statusCode ?? 500;
    if (status === 413) return sendReply(reply, StatusCode.Fail, translate(lang, 'messages.payloadTooLarge'));
    if (status >= 400 && status < 500) return sendReply(reply, StatusCode.Fail, translate(lang, 'messages.badPayload'));
    req.log.error({ err, reqId: req.id }, 'unhandled error');
    return sendReply(reply, StatusCode.Error, translate(lang, 'messages.serverError'));
  });

  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (_req, reply) => {
    try {
      await database.db.execute(sql`select 1`);
      return { status: 'ok', database: database.kind };
    } catch {
      return reply.code(503).send({ status: 'unavailable' });
    }
  });

  const calls = modules.flatMap((m) => [
    ...m.calls,
    ...(m.resources ?? []).flatMap((r) => resourceCalls(r.resource, r.store)),
  ]);
  app.decorate('calls', calls);
  mountCalls(app, deps, calls);
  for (const m of modules) registerSideBadges(m.name, m.badges);

  await app.register(swagger, {
    mode: 'static',
    specification: { document: buildOpenApi(calls, { title: 'OpenTMC API', version: '1.0.0' }) as never },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  const webDist = config.webDist;
  const hasWeb = webDist !== undefined && fs.existsSync(path.join(webDist, 'index.html'));
  if (hasWeb) {
    // The web build writes each asset brotli-compressed and gzipped beside itself: the browser gets the smallest it
    // accepts, with no compression work per request (docs/performance.md "First page").
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      maxAge: '1h',
      index: false,
      preCompressed: true,
      // The reply depends on Accept-Encoding: a shared cache must keep one copy per encoding.
      setHeaders: (res) => res.setHeader('vary', 'accept-encoding'),
    });
  }
  // The app's page names the reader's language from its first byte (<html lang>, which screen readers and the
  // browser's translation go by): one copy per language, chosen as every reply is (cookie, then Accept-Language).
  const built = hasWeb ? fs.readFileSync(path.join(webDist, 'index.html'), 'utf8') : '';
  const pageIn = Object.fromEntries(
    LANGS.map((l) => [l, built.replace(/<html lang="[^"]*"/, `<html lang="${LOCALE_OF[l]}"`)]),
  ) as Record<TLang, string>;
  app.setNotFoundHandler((req, reply) => {
    if (req.url.startsWith('/api/'))
      return sendReply(reply, StatusCode.Fail, translate(langOf(req), 'messages.notFound'));
    // History-mode routing: every other GET is the web app, which shows its own not-found page.
    // A missing asset (a file name with an extension) is a real 404, never the page in its place.
    const isAsset = /\.[a-z0-9]+$/i.test(req.url.split('?')[0] ?? '');
    if (hasWeb && !isAsset && (req.method === 'GET' || req.method === 'HEAD')) {
      return reply
        .header('cache-control', 'no-cache')
        .header('vary', 'Cookie, Accept-Language')
        .type('text/html; charset=utf-8')
        .send(pageIn[langOf(req)]);
    }
    return reply.code(404).send({ status: 'not found' });
  });
  return app;
};
