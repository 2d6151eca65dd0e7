import { DeleteOutlined, PauseOutlined, PlayCircleOutlined, UploadOutlined } from '@ant-design/icons';
import { FILE_KINDS, type FileKind } from '@stringer/shared/files';
import { Button, Progress, Space, Tag, Typography, Upload } from 'antd';
import type { TFunction } from 'i18next';
import { type Ref, type RefObject, useEffect, useImperativeHandle, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkChosenFile } from '../../lib/file-check';
import { focusLost } from '../../lib/focus';
import { toast } from '../../lib/toast';
import { settled, startUpload, type Verdict } from '../../lib/uploads';
import { frameFromFile } from '../../lib/video-frame';
import { clock } from '../video-player/time';
import { isVideoName, UploadedVideoRetry } from './uploaded-video-retry';

/** A file of the form: done (fileId) or on its way. Drafts keep these. */
export interface FormFile {
  uid: string;
  name: string;
  size: number;
  fileId?: string;
  state: 'uploading' | 'paused' | 'processing' | 'ready' | 'refused' | 'missing';
  errorKey?: string;
  /** What the refusal's words quote (a cut video: where it ends, `at`, and the length it claims, `of`). */
  errorValues?: Record<string, string>;
}

interface Props {
  kind: FileKind;
  max: number;
  /** The field's label: it names the button ("Videos: Choose files"), since a label cannot name a field of several controls. */
  label: string;
  value?: FormFile[];
  onChange?: (files: FormFile[]) => void;
  id?: string;
  /** Form.Item's: its focus goes to the button, so that a failed submit lands here when this field is first in error. */
  ref?: Ref<{ focus(): void }>;
  /** From Form.Item: the field's error and help, put on the button, the field's one control. */
  'aria-describedby'?: string;
  'aria-invalid'?: boolean | 'true' | 'false';
  /** Offered a frame of each chosen video, made in the browser (a cover suggestion). */
  onUseFrame?: (frame: File) => void;
  /** A file to upload now, handed over by another field (a frame chosen as cover). */
  incoming?: File | null;
  /** Turns a chosen file into the one to upload (e.g. offers a crop); null when the creator cancels. */
  prepare?: (file: File) => Promise<File | null>;
}

interface Live {
  sent: number;
  total: number;
  speed: number;
  control: ReturnType<typeof startUpload>;
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/**
 * Picks and uploads files of one kind, each with progress, speed, pause, resume and cancel, then
 * "processing" until the server has checked it. The rest of the form stays usable meanwhile.
 */
export function FileUploader(props: Props) {
  const { kind, max, label, value = [], onChange, id, ref, onUseFrame, incoming, prepare } = props;
  const { t } = useTranslation();
  const [live, setLive] = useState<Record<string, Live>>({});
  const [frames, setFrames] = useState<Record<string, string | 'failed'>>({});
  const files = useRef(value);
  files.current = value;
  const rules = FILE_KINDS[kind];

  // Several files chosen at once change the list before the form re-renders: keep it current here.
  const commit = (next: FormFile[]) => {
    files.current = next;
    onChange?.(next);
  };
  const patch = (uid: string, change: Partial<FormFile>) =>
    commit(files.current.map((f) => (f.uid === uid ? { ...f, ...change } : f)));

  // Leaving the screen pauses the uploads (tus keeps them resumable), rather than leaking them.
  const liveRef = useRef(live);
  liveRef.current = live;
  useEffect(
    () => () => {
      for (const l of Object.values(liveRef.current)) void l.control.pause();
    },
    [],
  );

  const taken = () => files.current.filter((f) => f.state !== 'refused').length;
  const full = taken() >= max;
  const list = useRef<HTMLUListElement>(null);
  const chooser = useRef<HTMLButtonElement>(null);
  const box = useRef<HTMLDivElement>(null);
  useFullFieldFocus(full, list);
  useImperativeHandle(ref, () => ({
    // A file that holds the form back comes first: its Remove is what the creator needs.
    focus: () =>
      (
        list.current?.querySelector<HTMLElement>('[data-blocking] .upload-remove') ??
        (full ? list.current?.querySelector<HTMLElement>('.upload-remove') : chooser.current)
      )?.focus(),
  }));
  const sameAs = (file: File) => (f: FormFile) => f.name === file.name && f.size === file.size;

  /** A chosen file: refused at once for what the server would refuse, else prepared (cropped) and begun. */
  const choose = async (file: File) => {
    const entry = files.current.find(sameAs(file));
    if (entry && entry.state !== 'refused' && entry.state !== 'missing') return toast.info(t('uploads.alreadyChosen'));
    const errorKey = await checkChosenFile(kind, file);
    if (errorKey) {
      commit([
        ...files.current,
        { uid: crypto.randomUUID(), name: file.name, size: file.size, state: 'refused', errorKey },
      ]);
      return;
    }
    const ready = prepare ? await prepare(file).catch(() => file) : file;
    if (ready) begin(ready);
  };

  const begin = (file: File) => {
    // A file chosen again after a reload takes over its unfinished entry, and resumes.
    const missing = files.current.find((f) => f.state === 'missing' && sameAs(file)(f));
    // Several files chosen at once are checked in parallel: the limit is applied as each begins.
    if (!missing && taken() >= max) return;
    const uid = missing?.uid ?? crypto.randomUUID();
    if (!missing) commit([...files.current, { uid, name: file.name, size: file.size, state: 'uploading' }]);
    else patch(uid, { state: 'uploading' });
    if (onUseFrame) {
      frameFromFile(file).then(
        (blob) => setFrames((f) => ({ ...f, [uid]: URL.createObjectURL(blob) })),
        () => setFrames((f) => ({ ...f, [uid]: 'failed' })),
      );
    }
    let last = { at: Date.now(), sent: 0 };
    const since = last.at;
    const control = startUpload(file, kind, {
      onProgress: (sent, total) => {
        const now = Date.now();
        const speed = now > last.at ? ((sent - last.sent) / (now - last.at)) * 1000 : 0;
        if (now - last.at > 500) last = { at: now, sent };
        setLive((l) => ({ ...l, [uid]: { ...(l[uid] as Live), sent, total, speed: speed || (l[uid]?.speed ?? 0) } }));
      },
      onDone: async (fileId) => {
        patch(uid, { fileId, state: 'processing' });
        const info = await settled(fileId, since).catch(() => undefined);
        patch(
          uid,
          info?.state === 'ready'
            ? { state: 'ready' }
            : { state: 'refused', errorKey: info?.refusedKey ?? 'errors.uploadFailed', errorValues: figuresOf(info) },
        );
      },
      onError: (errorKey) => patch(uid, { state: 'refused', errorKey }),
    });
    setLive((l) => ({ ...l, [uid]: { sent: 0, total: file.size, speed: 0, control } }));
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: begins each handed-over file once
  useEffect(() => {
    if (incoming) begin(incoming);
  }, [incoming]);

  const frameAsCover = async (uid: string) => {
    const src = frames[uid];
    if (!src || src === 'failed' || !onUseFrame) return;
    const blob = await (await fetch(src)).blob();
    onUseFrame(new File([blob], 'cover-from-video.jpg', { type: 'image/jpeg' }));
  };

  const remove = (item: FormFile) => {
    if (item.state === 'uploading' || item.state === 'paused') void live[item.uid]?.control.cancel();
    commit(files.current.filter((f) => f.uid !== item.uid));
    // The removed file's button took focus with it: back to choosing, once the button is enabled again.
    requestAnimationFrame(() => chooser.current?.focus());
  };

  const toggle = (item: FormFile) => {
    const l = live[item.uid];
    if (!l) return;
    if (item.state === 'uploading') {
      void l.control.pause();
      patch(item.uid, { state: 'paused' });
    } else {
      l.control.resume();
      patch(item.uid, { state: 'uploading' });
    }
  };

  return (
    <div id={id} ref={box}>
      {/* The button opens the picker itself: rc-upload's own click handling blurs a button inside
          it, leaving focus on the page's body (WCAG 2.4.3). */}
      <Upload
        openFileDialogOnClick={false}
        multiple={max > 1}
        accept={rules.extensions.map((e) => `.${e}`).join(',')}
        showUploadList={false}
        beforeUpload={(file) => {
          if (taken() < max) void choose(file);
          return false;
        }}
      >
        <Button
          ref={chooser}
          onClick={() => box.current?.querySelector<HTMLInputElement>('input[type="file"]')?.click()}
          icon={<UploadOutlined aria-hidden />}
          disabled={full}
          aria-label={t('uploads.chooseFor', { field: label })}
          aria-describedby={props['aria-describedby']}
          aria-invalid={props['aria-invalid']}
          data-testid={`upload-${kind}`}
        >
          {t('uploads.choose')}
        </Button>
      </Upload>
      <Typography.Text type="secondary" style={{ marginLeft: 8 }}>
        {t(`uploads.hint.${kind}`)}
      </Typography.Text>
      {value.length > 0 && (
        <ul className="upload-list" ref={list}>
          {value.map((item) => {
            const l = live[item.uid];
            const percent =
              item.state === 'ready' || item.state === 'processing'
                ? 100
                : l
                  ? Math.floor((l.sent / l.total) * 100)
                  : 0;
            return (
              <li
                key={item.uid}
                className="upload-item"
                data-testid="upload-item"
                data-state={item.state}
                data-blocking={blocks(item) || undefined}
              >
                {frames[item.uid] === 'failed' ? (
                  <Typography.Text type="secondary" className="upload-thumb">
                    {t('errors.thumbnailFailed')}
                  </Typography.Text>
                ) : frames[item.uid] ? (
                  <button
                    type="button"
                    className="upload-thumb"
                    onClick={() => frameAsCover(item.uid)}
                    title={t('uploads.useAsCover')}
                  >
                    <img src={frames[item.uid]} alt={t('uploads.useAsCover')} data-testid="video-thumb" />
                    <Typography.Text type="secondary" className="upload-thumb-caption">
                      {t('uploads.asCover')}
                    </Typography.Text>
                  </button>
                ) : null}
                <Space orientation="vertical" style={{ flex: 1, minWidth: 0 }} size={2}>
                  <Space wrap>
                    <Typography.Text ellipsis style={{ maxWidth: 260 }}>
                      {item.name}
                    </Typography.Text>
                    <Tag color={item.state === 'ready' ? 'green' : item.state === 'refused' ? 'red' : 'blue'}>
                      {t(`uploads.state.${item.state}`)}
                    </Tag>
                    {item.state === 'uploading' && l ? (
                      <Typography.Text type="secondary">
                        {mb(l.sent)} / {mb(l.total)} · {mb(l.speed)}/s
                      </Typography.Text>
                    ) : null}
                  </Space>
                  {item.state === 'refused' ? (
                    <Typography.Text type="danger">{refusalOf(t, item)}</Typography.Text>
                  ) : item.state === 'missing' ? (
                    <Typography.Text type="warning">{t('uploads.chooseAgain')}</Typography.Text>
                  ) : (
                    <Progress
                      aria-label={t('uploads.progress', { name: item.name })}
                      percent={percent}
                      size="small"
                      status={item.state === 'processing' ? 'active' : undefined}
                    />
                  )}
                  {item.state === 'ready' && item.fileId && isVideoName(item.name) ? (
                    <UploadedVideoRetry fileId={item.fileId} />
                  ) : null}
                </Space>
                <span className="upload-actions">
                  {(item.state === 'uploading' || item.state === 'paused') && l ? (
                    <Button
                      size="small"
                      type="text"
                      icon={item.state === 'uploading' ? <PauseOutlined /> : <PlayCircleOutlined />}
                      aria-label={t(item.state === 'uploading' ? 'uploads.pause' : 'uploads.resume')}
                      onClick={() => toggle(item)}
                    />
                  ) : null}
                  <Button
                    size="small"
                    type="text"
                    danger
                    className="upload-remove"
                    icon={<DeleteOutlined />}
                    aria-label={t('uploads.removeNamed', { name: item.name })}
                    onClick={() => remove(item)}
                  >
                    {/* Said in words where the file holds the form back: removing it is the way on. */}
                    {blocks(item) ? t('uploads.remove') : null}
                  </Button>
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

/**
 * A field that has taken its last file disables its button: focus that was on the button (or went
 * with a closing cropper) moves to the file just chosen (its Remove, which stays) rather than to the body.
 */
function useFullFieldFocus(full: boolean, list: RefObject<HTMLUListElement | null>) {
  const wasFull = useRef(full);
  useEffect(() => {
    const becameFull = full && !wasFull.current;
    wasFull.current = full;
    const active = document.activeElement;
    const dropped = focusLost() || active?.closest('[role="dialog"]') || active?.hasAttribute('disabled');
    if (becameFull && dropped) list.current?.querySelector<HTMLElement>('li:last-child .upload-remove')?.focus();
  }, [full, list]);
}

/** Files the form may be sent with: every one ready. */
export const allReady = (files: FormFile[] | undefined) => (files ?? []).every((f) => f.state === 'ready');

/** A file that only its removal (or, stopped, choosing it again) lets the form be sent with. */
export const blocks = (f: FormFile) => f.state === 'refused' || f.state === 'missing';

/** Why a file was refused, in the reader's words. */
export const refusalOf = (t: TFunction, f: FormFile) => t(f.errorKey ?? 'errors.uploadFailed', f.errorValues);

/** The times a video's refusal quotes: where a cut one really ends, and the length it claims. */
export const figuresOf = (info?: Verdict) =>
  info?.refusedAtS == null ? undefined : { at: clock(info.refusedAtS), of: clock(info.durationS ?? 0) };
