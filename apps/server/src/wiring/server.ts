import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../config';
import { frameworkError, registerErrorHandling } from '../platform/errors';
import { loggerOptions, requestIds } from '../platform/logging';
import { registerMetrics } from '../platform/metrics-endpoint';
import { registerRequestGuards } from '../platform/request-guards';
import { registerSecurityHeaders } from '../platform/security-headers';

/** Fastify with the zod type provider, and what every request meets before any route. */
export function createServer(config: Config, logger?: FastifyServerOptions['logger']) {
  const app = Fastify({
    ...loggerOptions(config.logLevel, logger),
    ...requestIds(config.trustProxy),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    frameworkErrors: frameworkError,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerRequestGuards(app);
  registerSecurityHeaders(app, config);
  registerMetrics(app, config.metricsToken);
  return app;
}

export type Server = ReturnType<typeof createServer>;
