import Fastify from 'fastify';

// The baseline: a bare Fastify route with no platform plugins, in its own process.
const app = Fastify({ logger: false });
app.get('/bare', async () => ({ isSucc: true, statusCode: 200, message: '', result: null }));
await app.listen({ port: Number(process.env.PORT ?? 18180), host: '127.0.0.1' });
