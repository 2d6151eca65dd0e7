import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

// Set by the transport, not passed on from the inner answer.
const HOP_HEADERS = new Set(['content-length', 'transfer-encoding', 'connection', 'keep-alive', 'date']);

/**
 * Swagger UI at `prefix`, loaded when it is first asked for: @fastify/swagger-ui and the static
 * file server it brings take ~0.3 s at start, for a page few requests want. Routes cannot be
 * added to a started app, so the UI runs in an instance of its own, given the main app's OpenAPI
 * document, and the requests under `prefix` are passed to it.
 */
export function registerDocsUi(app: FastifyInstance, prefix: string) {
  let ui: Promise<FastifyInstance> | undefined;
  const load = async () => {
    const { default: swaggerUi } = await import('@fastify/swagger-ui');
    const docs = Fastify({ logger: false });
    // swagger-ui needs @fastify/swagger's `swagger()`: the main app's, under that plugin's name.
    const document = fp(
      async (instance) => {
        instance.decorate('swagger', app.swagger.bind(app));
      },
      { name: '@fastify/swagger' },
    );
    await docs.register(document);
    await docs.register(swaggerUi, { routePrefix: prefix });
    await docs.ready();
    return docs;
  };
  const forward = async (req: FastifyRequest, reply: FastifyReply) => {
    ui ??= load().catch((err) => {
      ui = undefined;
      throw err;
    });
    const res = await (await ui).inject({ method: req.method as 'GET', url: req.url, headers: req.headers });
    if (res.statusCode === 404) return reply.callNotFound();
    const headers = Object.entries(res.headers).filter(([name]) => !HOP_HEADERS.has(name));
    return reply.code(res.statusCode).headers(Object.fromEntries(headers)).send(res.rawPayload);
  };
  for (const url of [prefix, `${prefix}/*`]) {
    app.route({ method: ['GET', 'HEAD'], url, schema: { hide: true }, handler: forward });
  }
}
