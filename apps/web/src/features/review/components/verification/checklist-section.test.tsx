import type { Checklist, Custody } from '@stringer/shared/schemas/verification-checklist';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, http } from '../../../../lib/http';
import { renderInApp } from '../../../../test/render';
import { ChecklistSection } from './checklist-section';
import { CustodySection } from './custody-section';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const ann = { id: 4, name: 'Ann Li' };
const untouched: Checklist = {
  items: [
    { item: 'sourceContacted', ticked: true, by: ann, at: '2026-11-28T09:30:00.000Z' },
    { item: 'placeConfirmed', ticked: false, by: null, at: null },
    { item: 'timeConfirmed', ticked: false, by: null, at: null },
    { item: 'original', ticked: false, by: null, at: null },
  ],
  atPass: null,
  verifiedAt: null,
};

const show = (checklist: Checklist, language: 'en' | 'zh' = 'en', onSaved = vi.fn()) =>
  renderInApp(<ChecklistSection worksId={7} checklist={checklist} onSaved={onSaved} />, { language });

const box = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;

describe('ChecklistSection', () => {
  it('should show each item as a checkbox with who ticked it and when, in English and in Chinese', async () => {
    await show(untouched);
    expect(box('Source contacted').checked).toBe(true);
    expect(box('Original (not a re-upload)').checked).toBe(false);
    expect(screen.getByText('Ticked by Ann Li, 2026-11-28 09:30 GMT+0')).toBeTruthy();
    cleanup();
    await show(untouched, 'zh');
    expect(box('已联系信源').checked).toBe(true);
    expect(box('地点已确认').checked).toBe(false);
    expect(screen.getByText('Ann Li 勾选于 2026-11-28 09:30 GMT+0')).toBeTruthy();
  });

  it('should save a tick made from the keyboard and take the saved checklist', async () => {
    const saved: Checklist = {
      ...untouched,
      items: untouched.items.map((i) =>
        i.item === 'placeConfirmed' ? { ...i, ticked: true, by: ann, at: '2026-11-28T10:00:00.000Z' } : i,
      ),
    };
    const put = vi.spyOn(http, 'put').mockResolvedValue(saved as never);
    const onSaved = vi.fn();
    await show(untouched, 'en', onSaved);
    const place = box('Place confirmed');
    place.focus();
    expect(document.activeElement).toBe(place);
    // Space on a focused native checkbox is a click.
    fireEvent.click(place);
    expect(place.checked).toBe(true);
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved));
    expect(put).toHaveBeenCalledWith('/manager/works/7/verification/checklist', { placeConfirmed: true });
  });

  it('should keep a tick whose save failed as it was set, say why, and save it on trying again', async () => {
    const put = vi
      .spyOn(http, 'put')
      .mockRejectedValueOnce(new ApiError({ code: 404, msgKey: 'errors.workNotExist' }))
      .mockResolvedValueOnce(untouched as never);
    await show(untouched);
    fireEvent.click(box('Time confirmed'));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Not saved:');
    expect(box('Time confirmed').checked).toBe(true);
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(put).toHaveBeenLastCalledWith('/manager/works/7/verification/checklist', { timeConfirmed: true });
  });

  it('should say which items were unticked when the work was passed, and when it is verified', async () => {
    await show({ ...untouched, atPass: { at: '2026-11-28T11:00:00.000Z', unticked: ['placeConfirmed', 'original'] } });
    expect(screen.getByTestId('passed-unticked').textContent).toBe(
      'Passed 2026-11-28 11:00 GMT+0 with items unticked: Place confirmed, Original (not a re-upload)',
    );
    cleanup();
    await show({ ...untouched, atPass: { at: '2026-11-28T11:00:00.000Z', unticked: ['placeConfirmed'] } }, 'zh');
    expect(screen.getByTestId('passed-unticked').textContent).toBe('2026-11-28 11:00 GMT+0 通过时未勾选：地点已确认');
    cleanup();
    const at = '2026-11-28T11:00:00.000Z';
    await show({ ...untouched, atPass: { at, unticked: [] }, verifiedAt: at });
    expect(
      screen.getByText('Passed with every item ticked: verified by the newsroom (2026-11-28 11:00 GMT+0)'),
    ).toBeTruthy();
  });
});

describe('CustodySection', () => {
  const custody: Custody = {
    originals: [{ fileId: 'f1', name: 'harbour.mov', url: '/web/originals/7/f1?by=4&exp=1&sig=s' }],
    downloads: [
      { fileId: 'f1', fileName: 'harbour.mov', kind: 'keyframes', by: ann, at: '2026-11-28T12:20:00.000Z' },
      { fileId: 'f1', fileName: 'harbour.mov', kind: 'original', by: ann, at: '2026-11-28T12:15:00.000Z' },
    ],
  };

  it('should offer each original through its signed address and list who downloaded what of which, when', async () => {
    await renderInApp(<CustodySection custody={custody} />);
    const link = screen.getByRole('link', { name: 'Download the original: harbour.mov' });
    expect(link.getAttribute('href')).toBe(custody.originals[0]?.url);
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent);
    const [, keyframes, original] = screen.getAllByRole('row') as HTMLElement[];
    expect(cells(keyframes as HTMLElement)).toEqual([
      'harbour.mov',
      'Its keyframes (zip)',
      'Ann Li',
      '2026-11-28 12:20 GMT+0',
    ]);
    expect(cells(original as HTMLElement)).toEqual(['harbour.mov', 'The original', 'Ann Li', '2026-11-28 12:15 GMT+0']);
    cleanup();
    await renderInApp(<CustodySection custody={custody} />, { language: 'zh' });
    expect(screen.getByRole('columnheader', { name: '内容' })).toBeTruthy();
    expect(screen.getByText('关键帧（zip）')).toBeTruthy();
    expect(screen.getByText('原始文件')).toBeTruthy();
    cleanup();
    await renderInApp(<CustodySection custody={{ ...custody, downloads: [] }} />, { language: 'zh' });
    expect(screen.getByText('尚无人下载原始文件。')).toBeTruthy();
    expect(screen.getByRole('link', { name: '下载原始文件：harbour.mov' })).toBeTruthy();
  });
});
