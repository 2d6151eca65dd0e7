import type { ContentCredentials as Credentials } from '@stringer/shared/schemas/content-credentials';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInApp } from '../../../../test/render';
import { ContentCredentials } from './content-credentials';

const SIGNED: Credentials = {
  state: 'valid',
  signer: 'Newsroom Cam (Stringer tests)',
  signedAt: '2026-11-20T08:31:00Z',
  claimGenerator: 'Pixel Camera 10.2',
  actions: [
    { action: 'c2pa.created', softwareAgent: null, sourceType: 'digitalCapture', when: '2026-11-20T08:30:00Z' },
    { action: 'c2pa.cropped', softwareAgent: 'Test Editor 5', sourceType: null, when: null },
    { action: 'com.example.stabilised', softwareAgent: null, sourceType: null, when: 'yesterday' },
  ],
  failures: [],
};

const show = (credentials: Credentials | null, language: 'en' | 'zh' = 'en') =>
  renderInApp(<ContentCredentials credentials={credentials} />, { language });

describe('Content Credentials in the review drawer (issue 39)', () => {
  afterEach(cleanup);

  it('shows a valid signed history: who signed, with what, and each action in words', async () => {
    await show(SIGNED);
    expect(screen.getByText('Valid')).toBeTruthy();
    expect(screen.getByText('Newsroom Cam (Stringer tests)')).toBeTruthy();
    expect(screen.getByText('Pixel Camera 10.2')).toBeTruthy();
    expect(screen.getByText('2026-11-20 08:31 GMT+0')).toBeTruthy();
    const steps = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(steps).toEqual([
      'Created (captured by a camera) · 2026-11-20 08:30 GMT+0',
      'Cropped · by Test Editor 5',
      // An action it does not know is shown as the manifest names it; a time that is not one, as written.
      'com.example.stabilised · yesterday',
    ]);
  });

  it('says an invalid one is invalid, and which checks failed', async () => {
    await show({ ...SIGNED, state: 'invalid', failures: ['assertion.bmffHash.mismatch'] });
    expect(screen.getByText('Invalid')).toBeTruthy();
    expect(screen.getByText(/changed after it was signed/)).toBeTruthy();
    expect(screen.getByText('assertion.bmffHash.mismatch')).toBeTruthy();
  });

  it('says when a file carries none, and when a signer is unknown, in Chinese', async () => {
    await show(null, 'zh');
    expect(screen.getByText('内容凭证（C2PA）')).toBeTruthy();
    expect(screen.getByText(/文件中没有/)).toBeTruthy();
    cleanup();
    await show(
      {
        ...SIGNED,
        state: 'unknownSigner',
        failures: ['signingCredential.untrusted'],
        actions: [SIGNED.actions[0] as Credentials['actions'][number]],
      },
      'zh',
    );
    expect(screen.getByText('签名者未知')).toBeTruthy();
    expect(screen.getByRole('listitem').textContent).toBe('创建（由相机拍摄） · 2026-11-20 08:30 GMT+0');
  });

  it('shows no history for credentials it could not read', async () => {
    await show({ ...SIGNED, state: 'unreadable' });
    expect(screen.getByText('Unreadable')).toBeTruthy();
    expect(screen.queryByText('Newsroom Cam (Stringer tests)')).toBeNull();
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
  });
});
