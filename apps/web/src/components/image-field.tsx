import { Space, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COVER_CROP, useImageCrop } from './image-crop';
import { FileUploader, type FormFile } from './uploads/file-uploader';

interface Props {
  /** The path the item shows (kept), or the id of a picture just uploaded (the server publishes it). */
  value?: string;
  onChange?: (value: string) => void;
  id?: string;
  /** Shown beside the picture, for screen readers and when it cannot load. */
  alt: string;
}

/**
 * The console's image field (activity and task covers, banners, College articles): shows the
 * picture the item has, and takes a new one through the shared uploader and cropper (16:9
 * advised). Its value becomes the upload's id once the upload is done; the server's
 * `publishImage` turns that into a public path. Removing the new picture brings the old back.
 */
export function ImageField({ value, onChange, id, alt }: Props) {
  const { t } = useTranslation();
  const { crop, dialog } = useImageCrop();
  const [files, setFiles] = useState<FormFile[]>([]);
  const [preview, setPreview] = useState<string | null>(null);
  // What the item had when the form opened: a removed upload gives it back.
  const original = useRef(value?.startsWith('/') ? value : '');

  useEffect(() => () => URL.revokeObjectURL(preview ?? ''), [preview]);

  const change = (next: FormFile[]) => {
    setFiles(next);
    const done = next.find((f) => f.state === 'ready' && f.fileId);
    if (done?.fileId) onChange?.(done.fileId);
    else if (next.length === 0) {
      setPreview(null);
      onChange?.(original.current);
    }
  };
  const prepare = async (file: File) => {
    const ready = await crop(file, COVER_CROP);
    if (ready) setPreview(URL.createObjectURL(ready));
    return ready;
  };
  const shown = preview ?? (value?.startsWith('/') ? value : null);

  return (
    <Space orientation="vertical" style={{ width: '100%' }} id={id}>
      {shown ? (
        <img src={shown} alt={alt} className="image-field-preview" data-testid="image-field-preview" />
      ) : (
        <Typography.Text type="secondary">{t('imageField.none')}</Typography.Text>
      )}
      <FileUploader kind="cover" max={1} label={alt} value={files} onChange={change} prepare={prepare} />
      {dialog}
    </Space>
  );
}
