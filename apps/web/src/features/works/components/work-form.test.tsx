import type { FileInfo } from '@stringer/shared/schemas/files';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Form } from 'antd';
import { afterEach, describe, expect, it } from 'vitest';
import { type FormFile, figuresOf } from '../../../components/uploads/file-uploader';
import type { Language } from '../../../lib/preferences';
import { sendForMessages } from '../../../test/forms';
import { renderInApp } from '../../../test/render';
import { WorkForm, type WorkFormValues } from './work-form';

afterEach(cleanup);

const ready = (name: string): FormFile => ({ uid: name, fileId: name, name, size: 1, state: 'ready' });
const refused: FormFile = {
  uid: 'r',
  name: 'storm.mp4',
  size: 1,
  state: 'refused',
  errorKey: 'errors.videoNoIndex',
};

function Publish({ initial, sent }: { initial: WorkFormValues; sent: WorkFormValues[] }) {
  const [form] = Form.useForm<WorkFormValues>();
  const onSubmit = async (values: WorkFormValues) => sent.push(values);
  return <WorkForm form={form} initial={initial} submitLabel="Publish" pending={false} onSubmit={onSubmit} />;
}

/** A work complete but for its videos, sent: the form's messages. */
async function send(videos: FormFile[], language: Language = 'en', sent: WorkFormValues[] = []) {
  const initial = { title: 'Storm', description: 'The storm', tags: [1], cover: [ready('cover.jpg')], videos };
  await renderInApp(<Publish initial={initial} sent={sent} />, { language });
  return sendForMessages();
}

const NO_INDEX =
  'This video has no index (its “moov” box) and cannot be played: the recording or copy probably stopped early. Export or copy it again, then upload it';

describe('the work form with a refused file in its list', () => {
  it('should name the refused file and why, not call it still uploading, and take focus to its Remove', async () => {
    const errors = await send([ready('harbour.mp4'), refused]);
    expect(errors).toEqual([`“storm.mp4” was refused: ${NO_INDEX}. Remove it from the list to send the form`]);
    const remove = screen.getByRole('button', { name: 'Remove storm.mp4' });
    expect(remove.textContent).toBe('Remove');
    await waitFor(() => expect(document.activeElement).toBe(remove));
    // The ready file offers its Remove too, named, without words in the way.
    expect(screen.getByRole('button', { name: 'Remove harbour.mp4' }).textContent).toBe('');
  });

  it('should let the form go once the refused file is removed', async () => {
    const sent: WorkFormValues[] = [];
    await send([ready('harbour.mp4'), refused], 'en', sent);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Remove storm.mp4' })));
    expect(screen.queryByRole('button', { name: 'Remove storm.mp4' })).toBeNull();
    await act(async () => fireEvent.submit(document.querySelector('form') as HTMLFormElement));
    await waitFor(() => expect(sent.map((v) => v.videos?.map((f) => f.name))).toEqual([['harbour.mp4']]));
  });

  it('should quote where a video the server found cut short ends, and the length it claims', async () => {
    const info = { refusedAtS: 4.97, durationS: 10 } as FileInfo;
    const cut: FormFile = { ...refused, errorKey: 'errors.videoCutShort', errorValues: figuresOf(info) };
    expect(await send([cut])).toEqual([
      '“storm.mp4” was refused: The file ends at 0:04 but says it lasts 0:10: it may have been cut short while copying or uploading. Upload the whole file again. Remove it from the list to send the form',
    ]);
    cleanup();
    expect((await send([cut], 'zh'))[0]).toContain('文件在 0:04 处就已结束，但标注的时长为 0:10');
  });

  it('should say it in Chinese, and name an upload that stopped', async () => {
    const errors = await send([refused], 'zh');
    expect(errors[0]).toMatch(/^“storm\.mp4”未被接受：该视频缺少索引.*。请将其从列表中移除后再提交$/);
    cleanup();
    const stopped = await send([{ ...ready('harbour.mp4'), state: 'missing' }]);
    expect(stopped).toEqual([
      'The upload of “harbour.mp4” stopped: choose the same file again to resume it, or remove it from the list',
    ]);
  });
});
