import { NO_CAPTURE_FACTS } from '@stringer/shared/schemas/capture-facts';
import type { VerificationDesk } from '@stringer/shared/schemas/verification-desk';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http } from '../../../../lib/http';
import { renderInApp } from '../../../../test/render';
import { verificationKeys } from '../../../verification-desk/api/verification';
import { VerificationPanel } from './verification-panel';

const videos = [{ fileId: 'f-new', name: 'harbour-720.mp4' }];

/** A video without capture facts or credentials: their parts are capture-facts.test.tsx's and content-credentials.test.tsx's. */
const noCapture = { ...NO_CAPTURE_FACTS, credentials: null };

const desk = (files: Omit<VerificationDesk['files'][number], keyof typeof noCapture>[]): VerificationDesk => ({
  worksId: 7,
  files: files.map((f) => ({ ...noCapture, ...f })),
  // The checklist and custody sections are checklist-section.test.tsx's.
  checklist: { items: [], atPass: null, verifiedAt: null },
  custody: { originals: [], downloads: [] },
});

const copy = {
  worksId: 3,
  fileId: 'f-old',
  similarity: 0.87,
  exact: false,
  uploadedAt: '2026-05-01T10:00:00.000Z',
  creatorName: 'Wang Fang',
  sameCreator: false,
  posterUrl: '/web/renditions/f-new/poster.jpg?sig=a',
  matchPosterUrl: '/web/renditions/f-old/poster.jpg?sig=b',
};

const show = (answer: VerificationDesk, language: 'en' | 'zh' = 'en') =>
  renderInApp(<VerificationPanel worksId={7} videos={videos} />, {
    data: [[verificationKeys.work(7), answer]],
    language,
  });

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('VerificationPanel: seen before?', () => {
  it('should show a match with both frames side by side, its similarity, date and creator', async () => {
    await show(desk([{ fileId: 'f-new', sha256: 'a'.repeat(64), fingerprinted: true, matches: [copy] }]));
    const match = screen.getByTestId('seen-before-match');
    const frames = within(match).getAllByRole('img');
    expect(frames.map((img) => img.getAttribute('src'))).toEqual([copy.posterUrl, copy.matchPosterUrl]);
    expect(match.textContent).toContain('87% similar');
    expect(match.textContent).toContain('uploaded 2026-05-01 GMT+0 by Wang Fang');
    expect(match.textContent).toContain('work #3');
    expect(within(match).queryByText('Exact copy')).toBeNull();
    expect(screen.getByText('Verification')).toBeTruthy();
  });

  it('should flag an exact copy, in English and in Chinese', async () => {
    const exact = { ...copy, exact: true, similarity: 1, sameCreator: true };
    await show(desk([{ fileId: 'f-new', sha256: 'b'.repeat(64), fingerprinted: true, matches: [exact] }]));
    expect(screen.getByText('Exact copy')).toBeTruthy();
    expect(screen.getByText('Same creator')).toBeTruthy();
    cleanup();
    await show(desk([{ fileId: 'f-new', sha256: 'b'.repeat(64), fingerprinted: true, matches: [exact] }]), 'zh');
    expect(screen.getByText('完全相同的副本')).toBeTruthy();
    expect(screen.getByText('核实')).toBeTruthy();
  });

  it('should say when no earlier copy is found, and when the video is not compared yet', async () => {
    await show(desk([{ fileId: 'f-new', sha256: 'c'.repeat(64), fingerprinted: true, matches: [] }]));
    expect(screen.getByText('No earlier copy found')).toBeTruthy();
    cleanup();
    await show(desk([{ fileId: 'f-new', sha256: null, fingerprinted: false, matches: [] }]), 'zh');
    expect(screen.getByText('尚未比对：视频指纹仍在生成中')).toBeTruthy();
  });

  it('should say when the desk cannot be read, and read it again on asking', async () => {
    const get = vi.spyOn(http, 'get').mockRejectedValueOnce(new Error('down'));
    await renderInApp(<VerificationPanel worksId={7} videos={videos} />, { fetching: true });
    expect(await screen.findByText('The verification desk could not be read')).toBeTruthy();
    get.mockResolvedValueOnce(desk([{ fileId: 'f-new', sha256: null, fingerprinted: true, matches: [] }]) as never);
    screen.getByRole('button', { name: 'Try again' }).click();
    expect(await screen.findByText('No earlier copy found')).toBeTruthy();
    expect(get).toHaveBeenCalledWith('/manager/works/7/verification');
  });
});
