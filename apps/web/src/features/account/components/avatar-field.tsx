import { UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Progress, Space } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AVATAR_CROP, useImageCrop } from '../../../components/image-crop';
import { toast } from '../../../lib/toast';
import { startUpload } from '../../../lib/uploads';
import { useSetProfileField } from '../api/account';

/** The avatar: a picture is cropped square here (the creator chooses the part), uploaded, and stored at 200x200 by the server. */
export function AvatarField({ url }: { url: string | null }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const save = useSetProfileField('avatar');
  const cropper = useImageCrop();

  const upload = async (chosen: File) => {
    const square = await cropper.crop(chosen, AVATAR_CROP);
    if (!square) return;
    setPercent(0);
    startUpload(square, 'avatar', {
      onProgress: (sent, total) => setPercent(Math.round((sent / total) * 100)),
      onDone: (fileId) =>
        save
          .mutateAsync(fileId)
          .then(() => toast.success(t('account.saved')))
          .catch(() => toast.error(t('errors.setAvatarFailed')))
          .finally(() => setPercent(null)),
      onError: (msgKey) => {
        setPercent(null);
        toast.error(t(msgKey));
      },
    });
  };

  return (
    <Space size="large" align="center">
      {cropper.dialog}
      <Avatar size={96} src={url ?? undefined} icon={<UserOutlined />} data-testid="avatar" />
      <input
        ref={input}
        type="file"
        accept="image/jpeg,image/png"
        hidden
        data-testid="avatar-input"
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) void upload(file);
        }}
      />
      {percent === null ? (
        <Button onClick={() => input.current?.click()}>{t('account.changeAvatar')}</Button>
      ) : (
        <Progress type="circle" size={48} percent={percent} aria-label={t('account.changeAvatar')} />
      )}
    </Space>
  );
}
