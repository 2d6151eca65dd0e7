import { LIMITS } from '@stringer/shared/constants';
import { intro, nickName, realName, tags } from '@stringer/shared/schemas/profile';
import { CertificationStatus, certificationStatusKey } from '@stringer/shared/statuses';
import { webPaths } from '@stringer/shared/web-paths';
import { Alert, Button, Card, Descriptions, Input, Select, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { zodRule } from '../../../lib/form';
import { useSession } from '../../../lib/session';
import { useCertification, usePersonalTags } from '../api/account';
import { AvatarField } from '../components/avatar-field';
import { CertificationDialog } from '../components/certification-dialog';
import { NotificationSettingsCard } from '../components/notification-settings-card';
import { ProfileField } from '../components/profile-field';

const { NotSubmitted, Submitted, Passed, Failed } = CertificationStatus;
const statusColor = { [NotSubmitted]: 'default', [Submitted]: 'blue', [Passed]: 'green', [Failed]: 'red' } as const;
const certifyKey: Partial<Record<CertificationStatus, string>> = {
  [NotSubmitted]: 'account.certify',
  [Passed]: 'account.recertify',
};

function Certification() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const state = useCertification().data;
  const status = state?.status ?? NotSubmitted;
  const reviewing = state?.latest?.status === Submitted;
  return (
    <Space orientation="vertical">
      <Space wrap>
        <Tag color={statusColor[status]} data-testid="certification-status">
          {t(certificationStatusKey[status])}
        </Tag>
        {status === Passed && reviewing && (
          <Typography.Text type="secondary">{t('account.recertifying')}</Typography.Text>
        )}
        {!reviewing && (
          <Button size="small" onClick={() => setOpen(true)} data-testid="certify">
            {t(certifyKey[status] ?? 'account.certifyAgain')}
          </Button>
        )}
      </Space>
      {status === Failed && state?.latest?.reason ? (
        <Alert type="error" showIcon title={t('account.failedBecause')} description={state.latest.reason} />
      ) : null}
      {/* Drawn once the latest submission is known: the form starts from it. */}
      {state && <CertificationDialog open={open} onClose={() => setOpen(false)} previous={state.latest} />}
    </Space>
  );
}

/** Account Settings: every field saved by its own call (spec 7), each with its own message. */
export default function AccountSettingsScreen() {
  const { t, i18n } = useTranslation();
  const user = useSession((s) => s.user);
  const personalTags = usePersonalTags();
  const zh = i18n.language === 'zh';
  if (!user) return null;
  const dash = (v: string | null) => v || <Typography.Text type="secondary">{t('account.notSet')}</Typography.Text>;

  return (
    <Space orientation="vertical" size="large" style={{ width: '100%', maxWidth: 900 }}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t('menu.accountSettings')}
      </Typography.Title>
      <Card>
        <AvatarField url={user.avatarUrl} />
      </Card>
      <Descriptions column={1} bordered size="middle" styles={{ label: { width: 160 } }}>
        <Descriptions.Item label={t('account.nickName')}>
          <ProfileField
            field="nickName"
            value={user.nickName ?? ''}
            display={dash(user.nickName)}
            editor={<Input maxLength={LIMITS.nickNameMax} showCount />}
            rules={[zodRule(nickName, t)]}
            extra={t('account.nickNameHelp')}
            failedKey="errors.setNicknameFailed"
          />
        </Descriptions.Item>
        <Descriptions.Item label={t('account.account')}>{user.account}</Descriptions.Item>
        <Descriptions.Item label={t('account.email')}>{user.mail}</Descriptions.Item>
        <Descriptions.Item label={t('account.name')}>
          <ProfileField
            field="realName"
            value={user.realName}
            display={user.realName}
            editor={<Input maxLength={LIMITS.realNameMax} />}
            rules={[zodRule(realName, t)]}
            failedKey="errors.setNameFailed"
          />
        </Descriptions.Item>
        <Descriptions.Item label={t('account.intro')}>
          <ProfileField
            field="intro"
            value={user.intro ?? ''}
            display={<span style={{ whiteSpace: 'pre-wrap' }}>{dash(user.intro)}</span>}
            editor={<Input.TextArea rows={3} maxLength={LIMITS.introMax} showCount />}
            rules={[zodRule(intro, t)]}
            extra={t('account.introHelp')}
            failedKey="errors.setIntroFailed"
          />
        </Descriptions.Item>
        <Descriptions.Item label={t('account.tags')}>
          <ProfileField
            field="tags"
            value={user.tags.map((tag) => tag.id)}
            display={
              user.tags.length
                ? user.tags.map((tag) => <Tag key={tag.id}>{zh ? tag.nameZh : tag.name}</Tag>)
                : dash(null)
            }
            editor={
              <Select
                mode="multiple"
                maxCount={LIMITS.tagsMax}
                loading={personalTags.isLoading}
                options={(personalTags.data ?? []).map((tag) => ({ value: tag.id, label: zh ? tag.nameZh : tag.name }))}
                placeholder={t('account.tagsHelp')}
              />
            }
            rules={[zodRule(tags, t)]}
            failedKey="errors.setTagFailed"
          />
        </Descriptions.Item>
        <Descriptions.Item label={t('account.certification')}>
          <Certification />
        </Descriptions.Item>
      </Descriptions>
      <NotificationSettingsCard />
      {/* Second factors have a page of their own (decision 0052). */}
      <Card size="small" title={t('menu.security')}>
        <Link to={webPaths.security}>{t('menu.security')}</Link>
      </Card>
    </Space>
  );
}
