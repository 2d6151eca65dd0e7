import { Button, Input, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** What a link may lead to: the web, mail, or a page of the app (what the server's sanitizer keeps). */
export function normalizeHref(raw: string): string | null {
  const href = raw.trim();
  if (/^(https?:\/\/|mailto:)\S+$/i.test(href) || /^#\/\S*$/.test(href)) return href;
  // "example.com/page": a web address typed without its scheme.
  if (/^[\w-]+(\.[\w-]+)+(\/\S*)?$/.test(href)) return `https://${href}`;
  return null;
}

interface Props {
  initial: string;
  onApply(href: string): void;
  onCancel(): void;
}

/** The address of a link, asked under the toolbar (not in a dialog, so focus stays in the form). */
export function LinkForm({ initial, onApply, onCancel }: Props) {
  const { t } = useTranslation();
  const [value, setValue] = useState(initial);
  const [invalid, setInvalid] = useState(false);
  const apply = () => {
    const href = normalizeHref(value);
    if (href === null) return setInvalid(true);
    onApply(href);
  };
  return (
    <div className="rte-link-form">
      <Space.Compact block>
        <Input
          autoFocus
          aria-label={t('contentAdmin.editor.linkAddress')}
          placeholder="https://"
          value={value}
          status={invalid ? 'error' : undefined}
          onChange={(e) => {
            setValue(e.target.value);
            setInvalid(false);
          }}
          onPressEnter={(e) => {
            e.preventDefault();
            apply();
          }}
          onKeyDown={(e) => e.key === 'Escape' && onCancel()}
        />
        <Button type="primary" onClick={apply}>
          {t('contentAdmin.editor.applyLink')}
        </Button>
        <Button onClick={onCancel}>{t('contentAdmin.cancel')}</Button>
      </Space.Compact>
      {invalid && (
        <div role="alert" className="rte-link-error">
          {t('contentAdmin.editor.badLink')}
        </div>
      )}
    </div>
  );
}
