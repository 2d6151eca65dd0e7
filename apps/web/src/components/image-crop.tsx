import { Button, Modal, Slider, Typography } from 'antd';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import Cropper from 'react-easy-crop';
// Its styles as a file of the build rather than a <style> it would inject at run time (CSP).
import 'react-easy-crop/react-easy-crop.css';
import { useTranslation } from 'react-i18next';
import { type CropArea, cropImage, hasRatio } from '../lib/image-crop';

export interface CropKind {
  /** width:height of the result: 16/9 for covers, 1 for avatars. */
  aspect: number;
  /** Added to the file name of the result, e.g. "16x9". */
  suffix: string;
  titleKey: string;
  bodyKey?: string;
  /** The shape is advised, not forced: the creator may keep the picture as it is. */
  optional?: boolean;
}

export const COVER_CROP: CropKind = {
  aspect: 16 / 9,
  suffix: '16x9',
  titleKey: 'crop.coverTitle',
  bodyKey: 'crop.coverBody',
  optional: true,
};
export const AVATAR_CROP: CropKind = { aspect: 1, suffix: 'square', titleKey: 'crop.avatarTitle' };

interface Pending {
  file: File;
  url: string;
  kind: CropKind;
  /** The file to upload: cropped, the original (kept), or null (cancelled). */
  resolve(file: File | null): void;
}

/**
 * An interactive cropper (react-easy-crop) in a dialog: `crop(file, kind)` resolves with the part
 * the creator chose, as a JPEG. A picture already of the right shape goes through untouched.
 * Render `dialog` once where the hook is used.
 */
export function useImageCrop(): { crop(file: File, kind: CropKind): Promise<File | null>; dialog: ReactNode } {
  const { t } = useTranslation();
  const [pending, setPending] = useState<Pending | null>(null);
  const [position, setPosition] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const area = useRef<CropArea | null>(null);
  const [working, setWorking] = useState(false);

  useEffect(() => () => URL.revokeObjectURL(pending?.url ?? ''), [pending]);

  const crop = async (file: File, kind: CropKind) => {
    const fits = await hasRatio(file, kind.aspect);
    // Not a picture the browser can read: the server's check will say so.
    if (fits !== false) return file;
    return new Promise<File | null>((resolve) => {
      setPosition({ x: 0, y: 0 });
      setZoom(1);
      area.current = null;
      setPending({ file, url: URL.createObjectURL(file), kind, resolve });
    });
  };

  const finish = (result: File | null) => {
    pending?.resolve(result);
    setPending(null);
  };
  const apply = async () => {
    if (!pending || !area.current) return;
    setWorking(true);
    const cropped = await cropImage(pending.file, area.current, pending.kind.suffix).catch(() => pending.file);
    setWorking(false);
    finish(cropped);
  };

  const kind = pending?.kind;
  const dialog = (
    <Modal
      open={Boolean(pending)}
      title={kind ? t(kind.titleKey) : null}
      onCancel={() => finish(kind?.optional ? (pending?.file ?? null) : null)}
      destroyOnHidden
      footer={[
        <Button
          key="keep"
          onClick={() => finish(kind?.optional ? (pending?.file ?? null) : null)}
          data-testid="crop-keep"
        >
          {t(kind?.optional ? 'crop.keep' : 'crop.cancel')}
        </Button>,
        <Button key="apply" type="primary" loading={working} onClick={apply} data-testid="crop-apply">
          {t('crop.apply')}
        </Button>,
      ]}
    >
      {kind?.bodyKey ? <Typography.Paragraph>{t(kind.bodyKey)}</Typography.Paragraph> : null}
      <div className="image-crop" data-testid="image-crop" data-aspect={kind?.aspect}>
        {pending ? (
          <Cropper
            image={pending.url}
            aspect={kind?.aspect ?? 1}
            crop={position}
            zoom={zoom}
            onCropChange={setPosition}
            onZoomChange={setZoom}
            onCropComplete={(_, pixels) => {
              area.current = pixels;
            }}
            cropperProps={{ role: 'group', 'aria-label': t('crop.area') }}
            disableAutomaticStylesInjection
          />
        ) : null}
      </div>
      <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
        {t('crop.help')}
      </Typography.Paragraph>
      <Slider min={1} max={3} step={0.05} value={zoom} onChange={setZoom} ariaLabelForHandle={t('crop.zoom')} />
    </Modal>
  );
  return { crop, dialog };
}
