import { Form, Input, Tabs } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { refusesEmpty, zodRule } from '../../../lib/form';
import { RichTextEditor } from './rich-text-editor';

export type Language = 'en' | 'zh';

export interface BilingualField {
  /** The English field's name; the Chinese one adds `Zh` (title / titleZh), as the API names them. */
  name: string;
  labelKey: string;
  kind: 'text' | 'textarea' | 'rich';
  schema: z.ZodType;
  max?: number;
}

export const fieldName = (name: string, lang: Language) => (lang === 'zh' ? `${name}Zh` : name);

/** The language tab a refused field sits in, so the form can show it. */
export const languageOf = (field: string): Language => (field.endsWith('Zh') ? 'zh' : 'en');

function FieldsOf({ fields, lang, t }: { fields: BilingualField[]; lang: Language; t: TFunction }) {
  return fields.map((f) => {
    const label = `${t(f.labelKey)} (${t(`contentAdmin.lang.${lang}`)})`;
    return (
      <Form.Item
        key={f.name}
        name={fieldName(f.name, lang)}
        label={label}
        required={refusesEmpty(f.schema)}
        rules={[zodRule(f.schema, t)]}
      >
        {f.kind === 'rich' ? (
          <RichTextEditor label={label} />
        ) : f.kind === 'textarea' ? (
          <Input.TextArea rows={2} maxLength={f.max} showCount />
        ) : (
          <Input maxLength={f.max} />
        )}
      </Form.Item>
    );
  });
}

/**
 * The same fields in English and in Chinese, one tab each. Both tabs stay rendered, so the form
 * checks and submits both languages whichever tab is open.
 */
export function BilingualFields({
  fields,
  active,
  onActive,
}: {
  fields: BilingualField[];
  active: Language;
  onActive(lang: Language): void;
}) {
  const { t } = useTranslation();
  return (
    <Tabs
      activeKey={active}
      onChange={(k) => onActive(k as Language)}
      items={(['en', 'zh'] as const).map((lang) => ({
        key: lang,
        label: t(`contentAdmin.lang.${lang}`),
        forceRender: true,
        children: <FieldsOf fields={fields} lang={lang} t={t} />,
      }))}
    />
  );
}
