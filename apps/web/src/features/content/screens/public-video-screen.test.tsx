import type { PublicWorkDetail } from '@stringer/shared/schemas/public-works';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInApp } from '../../../test/render';
import { contentKeys } from '../api/content-keys';
import PublicVideoScreen from './public-video-screen';

afterEach(cleanup);

const work: PublicWorkDetail = {
  worksId: 5,
  title: 'Harbour at dawn',
  description: 'Boats leaving at first light.',
  cover: null,
  videos: [],
  tags: [],
  creator: { nickName: 'Ann', avatarUrl: null, country: null },
  location: 'Qingdao',
  shootingDate: '2026-11-20',
  publicAt: '2026-11-28T12:00:00.000Z',
  shareUrl: 'https://stringer.example/v/5',
  posterUrl: null,
  licenceFormToken: 'token',
  verifiedAt: null,
  credentials: null,
};

const show = (w: PublicWorkDetail, language: 'en' | 'zh' = 'en') =>
  renderInApp(<PublicVideoScreen />, {
    path: '/public/video?id=5',
    data: [[contentKeys.publicWork(5), w]],
    language,
  });

describe("The public video page: the newsroom's verification (decision 0082)", () => {
  it('should say a verified work was verified by Stringer, and on which day, in English and in Chinese', async () => {
    await show({ ...work, verifiedAt: '2026-11-28T11:00:00.000Z' });
    expect(screen.getByTestId('public-video-verified').textContent).toBe('Verified by Stringer on 2026-11-28 GMT+0');
    cleanup();
    await show({ ...work, verifiedAt: '2026-11-28T11:00:00.000Z' }, 'zh');
    expect(screen.getByTestId('public-video-verified').textContent).toBe('Stringer 已于 2026-11-28 GMT+0 核实');
  });

  it('should say nothing of a work not verified', async () => {
    await show(work);
    expect(screen.getByTestId('public-video-title').textContent).toBe('Harbour at dawn');
    expect(screen.queryByTestId('public-video-verified')).toBeNull();
    expect(screen.queryByTestId('public-video-credentials')).toBeNull();
  });

  it('should show valid Content Credentials with their signer, in English and in Chinese', async () => {
    const credentials = { signer: 'Newsroom Cam (Stringer tests)', claimGenerator: 'Pixel Camera 10.2' };
    await show({ ...work, credentials });
    expect(screen.getByTestId('public-video-credentials').textContent).toBe(
      'Content Credentials: valid, signed by Newsroom Cam (Stringer tests)',
    );
    cleanup();
    await show({ ...work, credentials: { signer: null, claimGenerator: null } }, 'zh');
    expect(screen.getByTestId('public-video-credentials').textContent).toBe('内容凭证：有效，签名者 未署名的签名者');
  });
});
