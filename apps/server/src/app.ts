import type { FastifyServerOptions } from 'fastify';
import type { Config } from './config';
import type { NotificationsService } from './modules/notifications/notifications.service';
import type { Database } from './platform/db/database';
import { startPlatform } from './wiring/platform';
import { registerRoutes } from './wiring/routes';
import { createServer } from './wiring/server';
import { startServices } from './wiring/services';

/**
 * Assembles the app in four steps, each taking what the ones before it made (`wiring/`):
 * the server, the platform (database, jobs, storage, health), the services, the routes.
 * `main.ts` only opens the database early and listens.
 */
export async function buildApp(
  config: Config,
  logger?: FastifyServerOptions['logger'],
  /** The database, when the caller opened it already (main.ts, while the code loaded). */
  database?: Promise<Database>,
) {
  const app = createServer(config, logger);
  const platform = await startPlatform(app, config, database);
  let services: Awaited<ReturnType<typeof startServices>>;
  try {
    services = await startServices(app, config, platform);
  } catch (err) {
    // A start refused by a check of stored data (payout keys) closes what the platform opened.
    await app.close();
    throw err;
  }
  await registerRoutes(app, config, platform, services);
  // The app exposes its message-centre services for the editorial console and for tests.
  app.decorate('notifications', services.notifications);
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    notifications: NotificationsService;
  }
}
