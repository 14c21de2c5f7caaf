import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import sjson from 'secure-json-parse';
import { z } from 'zod';
import {
  CSRF_HEADER,
  CSRF_HEADER_VALUE,
  SESSION_COOKIE,
  StatusCode,
  type TCallContract,
  type TLang,
  type TReply,
  type TStatusCode,
} from '@opentmc/contracts';
import { cookiesOf } from '../cookies.ts';
import { BizError, denied, forbidden } from '../errors.ts';
import { langOf, translate, translator } from '../i18n.ts';
import { cachedSession, loadSession } from '../session.ts';
import type { TBoundCall, TCallContext, TDeps } from './types.ts';

/** Sends the reply envelope; the HTTP status always equals statusCode. */
export const sendReply = (reply: FastifyReply, statusCode: TStatusCode, message: string, result: unknown = null) => {
  const body: TReply = { isSucc: statusCode === StatusCode.Succ, statusCode, message, result };
  return reply.code(statusCode).headers({ 'cache-control': 'no-store', 'x-request-id': reply.request.id }).send(body);
};

/** The first Zod issue as "field: message", in the caller's language. */
export const zodMessage = (lang: TLang, error: z.ZodError): string => {
  const issue = error.issues[0];
  if (!issue) return translate(lang, 'messages.badPayload');
  const raw = issue.message;
  // Our schemas carry catalogue keys; Zod's own messages come from its locale for this language.
  // A custom issue may carry the message's values (e.g. the passenger's name) as params.
  const params = issue.code === 'custom' ? issue.params : undefined;
  const message =
    raw.startsWith('messages.') || /^[a-z][A-Za-z]*\.[\w.]+$/.test(raw) ? translate(lang, raw, params) : raw;
  const field = issue.path.map(String).join('.');
  return field ? translate(lang, 'messages.invalidField', { field, message }) : message;
};

const translators = { cn: translator('cn'), en: translator('en') };
const zodLocales = { cn: z.locales.zhCN().localeError, en: z.locales.en().localeError };

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Reads the `data` field: absent → {}, anything but one JSON object string → BizError. */
const parseData = (raw: unknown): Record<string, unknown> => {
  // Most calls without a payload send exactly this.
  if (raw === undefined || raw === '' || raw === '{}') return {};
  if (typeof raw !== 'string') throw new BizError('messages.badPayload');
  let parsed: unknown;
  try {
    parsed = sjson.parse(raw, undefined, { protoAction: 'error', constructorAction: 'error' });
  } catch {
    throw new BizError('messages.badPayload');
  }
  if (!isPlainObject(parsed)) throw new BizError('messages.badPayload');
  return parsed;
};

// Text no call accepts: NUL (PostgreSQL cannot store it), other C0 control characters but tab, line feed and carriage
// return, and lone UTF-16 surrogates (no UTF-8 form: they break exports, logs and the database).
const BAD_TEXT =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
// No call's payload nests deeper than a few levels; a deeper one is refused before anything walks it.
const MAX_DEPTH = 32;

/** Refuses a payload holding bad text in any key or string, or nested deeper than MAX_DEPTH; walks without recursion. */
const assertCleanPayload = (value: unknown) => {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [v, depth] = stack.pop()!;
    if (typeof v === 'string') {
      if (BAD_TEXT.test(v)) throw new BizError('messages.badCharacters');
    } else if (typeof v === 'object' && v !== null) {
      if (depth >= MAX_DEPTH) throw new BizError('messages.badPayload');
      if (Array.isArray(v)) for (const item of v) stack.push([item, depth + 1]);
      else
        for (const [k, item] of Object.entries(v)) {
          if (BAD_TEXT.test(k)) throw new BizError('messages.badCharacters');
          stack.push([item, depth + 1]);
        }
    }
  }
};

const UNSAFE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
const isEmpty = (o: Record<string, unknown>) => {
  for (const _ in o) return false;
  return true;
};

/**
 * Collects the payload of a call: the `data` JSON, then named query parameters, then path params. Every payload
 * passes here, so bad text is refused here once for every call.
 */
const readPayload = (req: FastifyRequest, c: TCallContract): Record<string, unknown> => {
  const payload = collectPayload(req, c);
  assertCleanPayload(payload);
  return payload;
};

const collectPayload = (req: FastifyRequest, c: TCallContract): Record<string, unknown> => {
  const query = (req.query ?? {}) as Record<string, unknown>;
  const params = (req.params ?? {}) as Record<string, unknown>;
  let raw: unknown;
  if (c.method === 'POST') {
    const body = req.body;
    if (body !== undefined && body !== null && !isPlainObject(body)) throw new BizError('messages.badPayload');
    const fields = (body ?? {}) as Record<string, unknown>;
    if (c.external) {
      // Another system's callback (a gateway's notify) sends its fields as they are, not wrapped in `data`.
      for (const k of Object.keys(fields)) if (UNSAFE_KEYS.has(k)) throw new BizError('messages.badPayload');
      return Object.assign({ ...fields }, params);
    }
    for (const k in fields) if (k !== 'data') throw new BizError('messages.badPayload');
    raw = fields.data;
  } else {
    raw = query.data;
  }
  const data = parseData(raw);
  // Most calls carry only `data`; merging is for the spec's named parameters (`?mobile`, `Details/{id}`).
  if (isEmpty(query) && isEmpty(params)) return data;
  for (const [k, v] of Object.entries(query)) {
    if (k === 'data') continue;
    if (UNSAFE_KEYS.has(k) || (c.method === 'GET' && typeof v !== 'string')) throw new BizError('messages.badPayload');
    data[k] = v;
  }
  for (const k of Object.keys(params)) if (UNSAFE_KEYS.has(k)) throw new BizError('messages.badPayload');
  return Object.assign(data, params);
};

/** A state-changing call must carry X-Requested-With and come from our own origin. */
const checkCsrf = (req: FastifyRequest, deps: TDeps) => {
  if (req.headers[CSRF_HEADER.toLowerCase()] !== CSRF_HEADER_VALUE) throw new BizError('messages.csrf');
  const origin = req.headers.origin;
  if (origin !== undefined) {
    const own = `${req.protocol}://${req.host}`;
    if (origin !== own && !deps.config.allowedOrigins.includes(origin)) throw new BizError('messages.csrf');
    return;
  }
  const site = req.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin' && site !== 'none') throw new BizError('messages.csrf');
};

/** The session id from the SfsSes cookie, else the SfsSes header (app clients). */
export const sessionIdOf = (req: FastifyRequest): string | undefined => {
  const fromCookie = cookiesOf(req)[SESSION_COOKIE];
  if (fromCookie) return fromCookie;
  const h = req.headers[SESSION_COOKIE.toLowerCase()];
  return typeof h === 'string' && h ? h : undefined;
};

/** The registry of every mounted call, for OpenAPI and the generic tests. */
export type TCallRegistry = TBoundCall[];

/**
 * Mounts calls at `/api/{group}/{path}`: reads the payload, checks CSRF, session and permission,
 * validates with the contract's Zod schema, runs the handler and sends the reply envelope.
 */
export const mountCalls = (app: FastifyInstance, deps: TDeps, calls: TBoundCall[]) => {
  const validateResults = process.env.NODE_ENV === 'test';
  for (const bound of calls) {
    const c = bound.contract;
    app.route({
      method: c.method,
      url: `/api/${c.group}/${c.path}`,
      handler: async (req, reply) => {
        const lang = langOf(req);
        let message = '';
        try {
          // A public callback of another system (external) carries a signature instead of the CSRF proof.
          if (c.stateChanging && !(c.external && c.auth === 'public')) checkCsrf(req, deps);
          const raw = readPayload(req, c);
          const sid = sessionIdOf(req);
          const session = sid
            ? (cachedSession(deps.db, deps.clock, sid) ?? (await loadSession(deps.db, deps.clock, sid)))
            : null;
          if (c.auth === 'session' && !session) throw denied();
          if (c.permission && !session?.ticket.ActionCodes.includes(c.permission)) throw forbidden();
          // Zod's own messages come in the caller's language; the locale is passed only when a parse fails,
          // since passing it on every call costs a tenth of a simple call's throughput.
          const parsed = c.payload.safeParse(raw);
          if (!parsed.success) {
            const localised = c.payload.safeParse(raw, { error: zodLocales[lang] });
            return sendReply(reply, StatusCode.Fail, zodMessage(lang, localised.error ?? parsed.error));
          }
          // A plain literal with no spread or accessor: V8 builds it on its fast path (a third of a simple
          // call's cost otherwise; docs/performance.md).
          const ctx: TCallContext = {
            config: deps.config,
            database: deps.database,
            db: deps.db,
            clock: deps.clock,
            jobs: deps.jobs,
            tenancy: deps.tenancy,
            req,
            reply,
            lang,
            t: translators[lang],
            ip: req.ip,
            session,
            succeed: (key) => {
              message = translate(lang, key);
            },
          };
          const result = await bound.handler(ctx, parsed.data);
          if (validateResults) c.result.parse(result);
          return sendReply(reply, StatusCode.Succ, message, result ?? null);
        } catch (err) {
          if (err instanceof BizError) {
            if (err.statusCode === StatusCode.Error) req.log.error({ err, reqId: req.id }, 'call failed');
            return sendReply(reply, err.statusCode, translate(lang, err.key, err.params), err.result);
          }
          req.log.error({ err, reqId: req.id }, 'call failed');
          return sendReply(reply, StatusCode.Error, translate(lang, 'messages.serverError'));
        }
      },
    });
  }
};
