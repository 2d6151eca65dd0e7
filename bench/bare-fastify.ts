/** The baseline of bench/api.ts: a bare Fastify route answering a small envelope, nothing else. */
import Fastify from 'fastify';

const app = Fastify();
app.get('/bare', async () => ({
  code: 200,
  msg: 'ok',
  data: { list: [{ worksId: 1, title: 'bare' }], total: 1, pageNum: 1, pageSize: 10 },
}));
const address = await app.listen({ host: '127.0.0.1', port: 0 });
console.log(`listening on ${new URL(address).port}`);
