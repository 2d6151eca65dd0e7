import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { sendForMessages } from '../../../test/forms';
import { renderInApp } from '../../../test/render';
import { BannerForm } from './banner-form';

afterEach(cleanup);

const NO_PAGE = 'No page of the portal has this address: try /task/mytask?tab=open or /college';

/** The form's messages after a save with this link. */
async function errorsWith(link: string) {
  await renderInApp(<BannerForm item={null} onDone={() => {}} />);
  fireEvent.change(screen.getByLabelText('Link'), { target: { value: link } });
  return sendForMessages();
}

describe('BannerForm', () => {
  it('should refuse a link into the app that leads to no page, or to a console page', async () => {
    expect(await errorsWith('/task/usefultask')).toContain(NO_PAGE);
    cleanup();
    expect(await errorsWith('#/console/rewards')).toContain(NO_PAGE);
  });

  it('should take a page of the route table, with its query, and a web address', async () => {
    expect(await errorsWith('/task/mytask?tab=open')).not.toContain(NO_PAGE);
    cleanup();
    expect(await errorsWith('https://example.com/news')).not.toContain(NO_PAGE);
  });

  it('should mark the fields a banner cannot go without', async () => {
    await renderInApp(<BannerForm item={null} onDone={() => {}} />);
    const marked = [...document.querySelectorAll('.ant-form-item-required')].map((l) => l.textContent);
    expect(marked).toEqual(expect.arrayContaining(['Title (English)', 'Title (Chinese)', 'Picture']));
  });
});
