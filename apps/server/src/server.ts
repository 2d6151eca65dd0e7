import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { loadConfig } from './config';
import { binariesWarning, resolveBinaries } from './platform/media';
import { missingNodeFlags } from './platform/node-flags';
import { runtimeMismatch } from './platform/runtime';

const config = loadConfig();
const app = await buildApp(config);
const missing = missingNodeFlags();
if (missing.length > 0) {
  app.log.warn(
    { missing },
    'node was started without these flags: large uploads will cost more CPU and memory (docs/decisions/0038)',
  );
}
const mismatch = runtimeMismatch();
if (mismatch) app.log.warn(mismatch);

closeWithGrace({ delay: 15_000 }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'closing after an error');
  else app.log.info(`${signal} received: closing`);
  await app.close();
});

await app.listen({ host: config.host, port: config.port });
// Which ffmpeg videos will be opened with: looked up after listening (it runs ffmpeg twice).
void resolveBinaries().then((binaries) => {
  const warning = binariesWarning(binaries);
  if (warning) app.log.warn(warning);
});
