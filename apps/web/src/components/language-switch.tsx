import { GlobalOutlined } from '@ant-design/icons';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { type Language, usePreferences } from '../lib/preferences';

const options = [
  { value: 'en', label: 'English' },
  { value: 'zh', label: '中文' },
];

export function LanguageSwitch() {
  const { t } = useTranslation();
  const language = usePreferences((s) => s.language);
  const setLanguage = usePreferences((s) => s.setLanguage);
  return (
    <Select<Language>
      aria-label={t('app.language')}
      data-testid="language-switch"
      value={language}
      onChange={setLanguage}
      options={options}
      suffixIcon={<GlobalOutlined />}
      variant="borderless"
      popupMatchSelectWidth={false}
    />
  );
}
