import pino from 'pino';
import { loadConfigOrExit } from './config';
import { openConfiguredDatabase } from './platform/db/database';
import { missingNodeFlags } from './platform/node-flags';
import { runtimeMismatch } from './platform/runtime';
import { closeOnSignal } from './platform/shutdown';

const config = loadConfigOrExit();
// The database opens first (the embedded PostgreSQL takes a few hundred milliseconds to start, in
// its own process) while the rest of the app's code loads and compiles: bench:startup.
const database = openConfiguredDatabase(config, pino({ level: config.logLevel }));
// Reported by buildApp, which awaits it; not an unhandled rejection while the code still loads.
database.catch(() => {});
const { buildApp } = await import('./app');
const app = await buildApp(config, undefined, database);
const missing = missingNodeFlags();
if (missing.length > 0) {
  app.log.warn(
    { missing },
    'node was started without these flags: large uploads will cost more CPU and memory (docs/decisions/0038)',
  );
}
const mismatch = runtimeMismatch();
if (mismatch) app.log.warn(mismatch);

closeOnSignal({ delay: 15_000, log: app.log, saying: 'closing', close: () => app.close() });

await app.listen({ host: config.host, port: config.port });
// Which ffmpeg videos will be opened with: looked up after listening (it runs ffmpeg twice).
void import('./platform/media').then(({ logBinaries }) => logBinaries(app.log));
