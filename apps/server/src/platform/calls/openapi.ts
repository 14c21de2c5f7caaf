import { z } from 'zod';
import type { TBoundCall } from './types.ts';

const envelope = (result: Record<string, unknown>) => ({
  type: 'object',
  required: ['isSucc', 'statusCode', 'message', 'result'],
  properties: {
    isSucc: { type: 'boolean' },
    statusCode: { type: 'integer', enum: [200, 400, 500, 511] },
    message: { type: 'string' },
    result: { anyOf: [result, { type: 'null' }] },
  },
});

const jsonSchema = (s: z.ZodType, io: 'input' | 'output') => {
  try {
    return z.toJSONSchema(s, { io, unrepresentable: 'any', target: 'openapi-3.0' }) as Record<string, unknown>;
  } catch {
    return {};
  }
};

/** The OpenAPI document of every call, generated from the contracts' Zod schemas. */
export const buildOpenApi = (calls: TBoundCall[], info: { title: string; version: string }) => {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const { contract: c } of calls) {
    const url = `/api/${c.group}/${c.path.replace(/:([A-Za-z]+)/g, '{$1}')}`;
    const pathParams = [...c.path.matchAll(/:([A-Za-z]+)/g)].map((m) => ({
      name: m[1],
      in: 'path',
      required: true,
      schema: { type: 'string' },
    }));
    const payload = jsonSchema(c.payload, 'input');
    const op: Record<string, unknown> = {
      tags: [c.group],
      summary: c.summary,
      description: [
        c.auth === 'session' ? 'Requires a session (SfsSes).' : 'Public.',
        c.permission ? `Permission: ${c.permission}.` : '',
        c.external
          ? 'Callback of another system: the body fields are the payload; no X-Requested-With.'
          : c.stateChanging
            ? 'State-changing: send X-Requested-With: XMLHttpRequest.'
            : '',
      ]
        .filter(Boolean)
        .join(' '),
      parameters: [
        ...pathParams,
        ...(c.method === 'GET'
          ? [
              {
                name: 'data',
                in: 'query',
                required: false,
                description: 'JSON payload',
                content: { 'application/json': { schema: payload } },
              },
            ]
          : []),
      ],
      responses: {
        '200': {
          description: 'Succ',
          content: { 'application/json': { schema: envelope(jsonSchema(c.result, 'output')) } },
        },
        '400': { description: 'Fail' },
        '500': { description: 'Error' },
        '511': { description: 'Deny: no or expired session' },
      },
    };
    if (c.method === 'POST') {
      op.requestBody = {
        required: false,
        content: {
          'application/x-www-form-urlencoded': {
            schema: {
              type: 'object',
              properties: { data: { type: 'string', description: `JSON of: ${JSON.stringify(payload)}` } },
            },
          },
        },
      };
    }
    paths[url] = { ...paths[url], [c.method.toLowerCase()]: op };
  }
  return {
    openapi: '3.0.3',
    info,
    components: {
      securitySchemes: {
        SfsSes: { type: 'apiKey', in: 'cookie', name: 'SfsSes' },
      },
    },
    security: [{ SfsSes: [] }],
    paths,
  };
};
