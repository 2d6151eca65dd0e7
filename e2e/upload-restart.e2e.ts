import { type RunningServer, startServer, stopProcess } from '@stringer/test-support/processes';
import { afterAll, describe, expect, it } from 'vitest';
import { createCreator } from './support/api';
import { useBrowser } from './support/browser';
import { closeGuide } from './support/screens';
import { sameInstall } from './support/server';
import { signInByApi } from './support/signed-in';
import { bigVideo, patchOffsets, uploadSpeed } from './support/uploads';

const b = useBrowser();
let server: RunningServer | undefined;
afterAll(async () => {
  if (server) await stopProcess(server);
});

describe('an upload when the server goes down', () => {
  it('carries on by itself once the server is back, from where it stopped', async () => {
    // A second instance of the same install (its database and its store), that this test may crash.
    const env = sameInstall();
    server = await startServer(env);
    const port = new URL(server.baseUrl).port;

    const { mail } = await createCreator();
    const context = await b.context();
    const page = await b.page(context, [/Failed to load resource|ERR_CONNECTION_REFUSED|ERR_EMPTY_RESPONSE/]);
    // Signed in through the API (the instances share the database), on the instance that goes down.
    await signInByApi(page, mail);
    await page.goto(`${server.baseUrl}/#/home/publishwork`);
    // The welcome after a first sign-in.
    await closeGuide(page);

    const big = bigVideo('restart-big.mp4');
    const throttle = await uploadSpeed(context, page);
    await throttle(300 * 1024);
    const offsets = patchOffsets(page);
    await page.locator('#videos input[type=file]').setInputFiles(big);
    await expect
      .poll(() => page.locator('[data-testid="upload-item"]').textContent(), { timeout: 20_000 })
      .toMatch(/[1-9]\.\d MB \//);

    await stopProcess(server, 'SIGKILL');
    server = await startServer({ ...env, PORT: port });
    await throttle(-1);

    await expect
      .poll(() => page.locator('[data-testid="upload-item"][data-state="ready"]').count(), { timeout: 60_000 })
      .toBe(1);
    const resumedAt = offsets.filter((o) => o > 0);
    expect(resumedAt.length).toBeGreaterThan(0);
    await context.close();
  });
});
