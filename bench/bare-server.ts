import Fastify from 'fastify';
import formbody from '@fastify/formbody';

// The baseline: bare Fastify routes in their own process, with no platform plugins. The POST route gets
// only the form-body parser, so it reads the same request a call does.
const app = Fastify({ logger: false });
await app.register(formbody);
const reply = { isSucc: true, statusCode: 200, message: '', result: null };
app.get('/bare', async () => reply);
app.post('/bare', async () => reply);
await app.listen({ port: Number(process.env.PORT ?? 18180), host: '127.0.0.1' });
