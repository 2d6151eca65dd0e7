import type { CaptureFacts as Facts } from '@stringer/shared/schemas/capture-facts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http } from '../../../../lib/http';
import { renderInApp } from '../../../../test/render';
import { verificationKeys } from '../../../verification-desk/api/verification';
import { CaptureFacts, captureTime } from './capture-facts';
import { VerificationPanel } from './verification-panel';

const IPHONE: Facts & { fileId: string } = {
  fileId: 'vid-1',
  capturedAt: '2024-05-01T14:03:22+0800',
  location: { lat: 31.2304, lon: 121.4737 },
  device: { make: 'Apple', model: 'iPhone 15 Pro', software: '17.4.1' },
  encoder: { writer: 'apple', name: '17.4.1', trail: ['17.4.1', 'H.264', 'Core Media Video'] },
  statedPlace: null,
  distanceKm: null,
  flags: [{ key: 'filmedBefore', values: { days: 3 }, level: 'warning' }],
};

const BARE: Facts & { fileId: string } = {
  fileId: 'vid-2',
  capturedAt: null,
  location: null,
  device: null,
  encoder: { writer: 'ffmpeg', name: 'Lavf59.27.100', trail: ['Lavf59.27.100', 'VideoHandler'] },
  statedPlace: null,
  distanceKm: null,
  flags: [
    { key: 'reencoded', values: { program: 'ffmpeg (Lavf)' }, level: 'warning' },
    { key: 'noCaptureMetadata', values: {}, level: 'warning' },
  ],
};

/** Filmed in Beijing (an Android phone's GPS), said to be Shanghai: 1,068 km apart (the server's test works it by hand). */
const FAR: Facts & { fileId: string } = {
  ...IPHONE,
  fileId: 'vid-3',
  location: { lat: 39.9042, lon: 116.4074 },
  statedPlace: { level: 'city', name: 'Shanghai, China', nameZh: '中国上海', lat: 31.22222, lon: 121.45806 },
  distanceKm: 1068,
  flags: [
    {
      key: 'filmedFar',
      values: { km: 1068, place: 'Shanghai, China', placeZh: '中国上海' },
      level: 'warning',
    },
  ],
};

const show = (file: Facts & { fileId: string }, language: 'en' | 'zh' = 'en') =>
  renderInApp(<CaptureFacts worksId={7} file={file} />, { language });

const row = (label: string) =>
  screen.queryByText(label)?.closest('.ant-descriptions-item')?.querySelector('.ant-descriptions-item-content')
    ?.textContent ?? null;

const flags = () => [...screen.getByTestId('capture-flags').querySelectorAll('li')].map((li) => li.textContent);

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('CaptureFacts', () => {
  it("should show an iPhone's time with its offset, its place as coordinates, its device and writer, and the flags in words", async () => {
    await show(IPHONE);
    expect(row('Filmed at')).toBe('2024-05-01 14:03:22 UTC+08:00');
    expect(row('Place (GPS)')).toBe('31.23040, 121.47370');
    expect(row('Device')).toBe('Apple iPhone 15 Pro · software 17.4.1');
    expect(row('Written by')).toBe("An iPhone's own writer (QuickTime) · 17.4.1");
    expect(flags()).toEqual(['CheckFilmed 3 days before the shooting date given']);
  });

  it('should say absent facts are absent, and name the editing program, in Chinese', async () => {
    await show(BARE, 'zh');
    expect(row('拍摄时间')).toBe('文件中没有');
    expect(row('地点（GPS）')).toBe('文件中没有');
    expect(row('设备')).toBe('文件中没有');
    expect(row('写入程序')).toBe('ffmpeg（许多剪辑和聊天应用使用） · Lavf59.27.100');
    expect(flags()).toEqual([
      '需核实经剪辑程序重新编码（ffmpeg (Lavf)）：不是相机原始文件',
      '需核实没有拍摄元数据（经聊天应用转发后常见）',
    ]);
    expect(screen.getByRole('button', { name: '下载关键帧' })).toBeTruthy();
  });

  it('should put where it was filmed and the stated city on a map, with the distance in words, in English', async () => {
    await show(FAR);
    expect(row('Stated city')).toBe('Shanghai, China');
    expect(flags()).toEqual(['CheckFilmed 1,068 km from the stated city (Shanghai, China)']);
    const map = screen.getByRole('img', {
      name: 'Map: where the file says the video was filmed, 1,068 km from the stated city, Shanghai, China',
    });
    const legend = [...screen.getByTestId('place-map-legend').querySelectorAll('li')].map((li) =>
      li.textContent?.trim(),
    );
    expect(legend).toEqual(['Filmed here (the GPS in the file)', 'Stated city: Shanghai, China']);
    // Both marks, and the countries' outlines once their module has loaded (shipped with the app).
    expect(map.querySelector('circle')).toBeTruthy();
    expect(map.querySelector('rect[transform]')).toBeTruthy();
    await waitFor(() => expect(map.querySelector('path')?.getAttribute('d')?.length).toBeGreaterThan(1000));
    // Never wider than a phone's screen: the drawing scales to its column.
    expect(map.getAttribute('width')).toBe('100%');
    expect(screen.getByTestId('place-map').style.maxWidth).toBe('360px');
  });

  it('should say the same in Chinese, with the place in Chinese', async () => {
    await show(FAR, 'zh');
    expect(row('声明的城市')).toBe('中国上海');
    expect(flags()).toEqual(['需核实拍摄地点距声明的城市（中国上海）1,068 公里']);
    expect(
      screen.getByRole('img', { name: '地图：文件所记录的拍摄地点，距声明的城市中国上海 1,068 公里' }),
    ).toBeTruthy();
    const legend = [...screen.getByTestId('place-map-legend').querySelectorAll('li')].map((li) =>
      li.textContent?.trim(),
    );
    expect(legend).toEqual(['拍摄地点（文件中的 GPS）', '声明的城市：中国上海']);
  });

  it('should map a place with nothing to measure it from, and say so; and draw no map without a place', async () => {
    await show({
      ...IPHONE,
      flags: [{ key: 'noStatedPlace', values: {}, level: 'note' }],
    });
    expect(
      screen.getByRole('img', {
        name: 'Map: where the file says the video was filmed (31.2304, 121.4737); no stated place to measure from',
      }),
    ).toBeTruthy();
    expect(flags()).toEqual(['NoteThe work states no place: the distance cannot be measured']);
    cleanup();
    await show({
      ...BARE,
      statedPlace: FAR.statedPlace,
      flags: [{ key: 'noRecordedPlace', values: { place: 'Shanghai, China' }, level: 'note' }],
    });
    expect(screen.queryByTestId('place-map')).toBeNull();
    expect(row('Stated city')).toBe('Shanghai, China');
    expect(flags()).toEqual([
      'NoteThe file records no place: its distance from the stated place (Shanghai, China) cannot be measured',
    ]);
  });

  it('should say one day in the singular, in English', async () => {
    await show({ ...IPHONE, flags: [{ key: 'filmedAfter', values: { days: 1 }, level: 'warning' }] });
    expect(flags()).toEqual(['CheckFilmed 1 day after the shooting date given']);
  });

  it("should download the video's keyframes zip from the work's address", async () => {
    const download = vi.spyOn(http, 'download').mockResolvedValue();
    await show(IPHONE);
    fireEvent.click(screen.getByRole('button', { name: 'Download keyframes' }));
    await waitFor(() => expect(download).toHaveBeenCalledWith('/manager/works/7/files/vid-1/keyframes.zip'));
  });

  it('should write a UTC time as UTC and leave what it cannot read as written', () => {
    expect(captureTime('2024-05-01T06:03:22.000000Z')).toBe('2024-05-01 06:03:22 UTC');
    expect(captureTime('sometime in May')).toBe('sometime in May');
  });
});

describe('VerificationPanel: capture facts', () => {
  it("should show each video's capture facts in the Verification section", async () => {
    const file = { ...IPHONE, fileId: 'f-new', sha256: null, fingerprinted: false, matches: [] };
    await renderInApp(<VerificationPanel worksId={7} videos={[{ fileId: 'f-new', name: 'IMG_0001.MOV' }]} />, {
      data: [
        [
          verificationKeys.work(7),
          {
            worksId: 7,
            files: [file],
            checklist: { items: [], atPass: null, verifiedAt: null },
            custody: { originals: [], downloads: [] },
          },
        ],
      ],
    });
    const section = screen.getByTestId('verification-file');
    expect(within(section).getByText('Capture facts')).toBeTruthy();
    expect(within(section).getByText('Filmed 3 days before the shooting date given')).toBeTruthy();
    expect(within(section).getByRole('button', { name: 'Download keyframes' })).toBeTruthy();
  });
});
