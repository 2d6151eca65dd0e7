import { WorkAuditStatus } from '@stringer/shared/statuses';
import { readMail, uniqueMail } from '@stringer/test-support/accounts';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, createCreator, sql } from './support/api';
import { useBrowser } from './support/browser';
import { seriousViolations, sticksOut } from './support/every-screen';
import { waitForRoute } from './support/screens';
import { openSignedIn } from './support/signed-in';
import { createStaff } from './support/staff';
import { publishWork } from './support/works';

const b = useBrowser();
let rain: number;
let hostile: number;

/** Sooner than this after the page, the server takes the licence form for a robot's (decisions/0060). */
const MIN_FILL_MS = 3_000;

beforeAll(async () => {
  const { mail } = await createCreator();
  rain = await publishWork(mail, '北京暴雨 Beijing rainstorm');
  hostile = await publishWork(mail, '"><b>Bold</b> & <script>x()</script>');
  await sql("UPDATE accounts SET nick_name = 'Harbour Cam' WHERE mail = $1", [mail]);
  await sql(
    `UPDATE works SET audit_status = ${WorkAuditStatus.Passed}, public_at = now(), location = '北京市朝阳区' WHERE id = ANY($1)`,
    [[rain, hostile]],
  );
}, 120_000);

describe('public video pages', () => {
  it.each([
    ['en-US', 'Request a licence', 'Request sent', 'Licence requests', 'Reply mailed'],
    ['zh-CN', '申请授权', '申请已提交', '授权申请', '回复已发送'],
  ])(
    'finds a work by a Chinese word, opens its page and asks for a licence, which support answers by mail (%s)',
    async (locale, request, sent, list, replied) => {
      const page = await b.page(await b.context({ locale, viewport: { width: 360, height: 740 } }));
      await page.goto('/#/public/videos');
      await page.getByTestId('public-search').getByRole('searchbox').fill('暴雨');
      await page.getByTestId('public-search').getByRole('searchbox').press('Enter');
      const results = page.getByTestId('public-results');
      await results.getByText('北京暴雨 Beijing rainstorm').waitFor();
      await expect.poll(() => results.getByTestId('public-work').count(), { timeout: 10_000 }).toBe(1);
      // The form's token comes with the page's own answer, which may land after the title (shown
      // from the list already): the fill time counts from that answer, as the server's does.
      const detail = page.waitForResponse((r) => r.url().includes('/web/works/public/detail'));
      await results.getByTestId('public-work-link').click();
      await waitForRoute(page, `/public/video?id=${rain}`);
      await detail;
      const shownAt = Date.now();
      await page.getByTestId('public-video-title').getByText('北京暴雨 Beijing rainstorm').waitFor();
      await page.getByTestId('public-video').first().waitFor();
      await page.getByTestId('public-video-about').getByText('Harbour Cam').waitFor();
      await page.getByTestId('public-video-about').getByText('北京市朝阳区').waitFor();
      await page.getByRole('heading', { name: request }).waitFor();
      await expect.poll(() => sticksOut(page)).toEqual([]);
      expect(await seriousViolations(page)).toEqual([]);

      const organisation = `Evening News ${locale}`;
      const mail = uniqueMail('desk');
      const form = page.getByTestId('licence-form');
      const fields = form.locator('input:not([tabindex="-1"]), textarea');
      await fields.nth(0).fill('Li Lei');
      await fields.nth(1).fill(organisation);
      await fields.nth(2).fill(mail);
      await fields.nth(3).fill('Tonight’s bulletin, credited');
      // A person takes seconds to read and fill it in; the test waits for that age, not a fixed pause.
      await expect.poll(() => Date.now() - shownAt, { timeout: 10_000 }).toBeGreaterThan(MIN_FILL_MS);
      await page.getByTestId('licence-send').click();
      await page.getByText(sent).waitFor();

      const support = await createStaff('support');
      const { page: desk } = await openSignedIn(b, support, '/console/licences', await b.context({ locale }));
      await desk.getByText(list).first().waitFor();
      const row = desk.locator('tr, [data-testid="list-card"]').filter({ hasText: organisation });
      await row.getByTestId('licence-open').click();
      const thread = desk.getByTestId('licence-thread');
      await thread.getByText('Tonight’s bulletin, credited').waitFor();
      await thread.getByTestId('licence-reply').fill('Yes: 500 USD for one broadcast.');
      await thread.getByTestId('licence-reply-send').click();
      await desk.getByText(replied).first().waitFor();
      await thread.getByText('Yes: 500 USD for one broadcast.').waitFor();
      const answer = await readMail(api(), mail);
      expect(answer.text).toContain('Yes: 500 USD for one broadcast.');
      expect(answer.text).toContain('Tonight’s bulletin, credited');
    },
  );

  it.each([
    ['en-US', 'Watch on Stringer'],
    ['zh-CN', '在 Stringer 观看'],
  ])(
    'serves /v/{id} with its card tags to a client that runs no script, then opens the page for a person (%s)',
    async (locale, watch) => {
      const crawler = await b.page(await b.context({ locale, javaScriptEnabled: false }));
      await crawler.goto(`/v/${hostile}`);
      const meta = (selector: string) => crawler.locator(`meta[${selector}]`).getAttribute('content');
      expect(await meta('property="og:title"')).toBe('"><b>Bold</b> & <script>x()</script>');
      expect(await meta('name="twitter:title"')).toBe('"><b>Bold</b> & <script>x()</script>');
      expect(await meta('name="twitter:card"')).toBe('summary_large_image');
      const poster = (await meta('property="og:image"')) as string;
      expect(poster).toMatch(new RegExp(`/v/${hostile}/poster$`));
      expect(await crawler.locator('b, main script').count()).toBe(0);
      await crawler.getByRole('link', { name: watch }).waitFor();
      const image = await crawler.request.get(new URL(poster).pathname);
      expect(image.status()).toBe(200);
      expect(image.headers()['content-type']).toBe('image/jpeg');

      const person = await b.page(await b.context({ locale }));
      await person.goto(`/v/${hostile}`);
      await waitForRoute(person, `/public/video?id=${hostile}`);
      await person.getByTestId('public-video-title').waitFor();
      // A player left open would go on fetching the video's segments, refused (404) once the next
      // test makes the work private: its console errors would land on that test.
      await Promise.all([crawler.context().close(), person.context().close()]);
    },
  );

  it('stops serving the page and the poster of a work made private', async () => {
    await sql('UPDATE works SET public_at = NULL WHERE id = $1', [hostile]);
    // The shared page's 404 (in words) is fetched, not shown: the app's page says "not public" itself.
    const page = await b.page(await b.context());
    const shared = await page.request.get(`/v/${hostile}`);
    expect(shared.status()).toBe(404);
    expect((await page.request.get(`/v/${hostile}/poster`)).status()).toBe(404);
    await page.goto(`/#/public/video?id=${hostile}`);
    await page.getByTestId('public-video-missing').waitFor();
    await sql('UPDATE works SET public_at = now() WHERE id = $1', [hostile]);
  });
});
