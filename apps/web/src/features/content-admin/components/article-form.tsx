import { articleInput, CONTENT_LIMITS, type ManagerArticle } from '@stringer/shared/schemas/content-manager';
import { Button, Form, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showRefusal } from '../../../lib/form';
import { toast } from '../../../lib/toast';
import { useSaveArticle } from '../api/articles';
import { type BilingualField, BilingualFields, type Language, languageOf } from './bilingual-fields';

const { shape } = articleInput;
const FIELDS: BilingualField[] = [
  { name: 'title', labelKey: 'contentAdmin.title', kind: 'text', schema: shape.title, max: CONTENT_LIMITS.titleMax },
  {
    name: 'summary',
    labelKey: 'contentAdmin.summary',
    kind: 'textarea',
    schema: shape.summary,
    max: CONTENT_LIMITS.summaryMax,
  },
  { name: 'body', labelKey: 'contentAdmin.body', kind: 'rich', schema: shape.body },
];

const EMPTY = { title: '', titleZh: '', summary: '', summaryZh: '', body: '', bodyZh: '' };

/** Writes a new article (no `article`) or edits one; both languages, the body in the rich-text editor. */
export function ArticleForm({ article, onDone }: { article?: ManagerArticle; onDone(): void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const [lang, setLang] = useState<Language>('en');
  const save = useSaveArticle();

  const showFirst = (fields: string[]) => fields[0] && setLang(languageOf(fields[0]));
  const submit = (values: typeof EMPTY) =>
    save.mutate(
      { id: article?.id ?? null, ...values },
      {
        onSuccess: () => {
          toast.success(t('contentAdmin.saved'));
          onDone();
        },
        onError: (err) => showFirst(showRefusal(form, err, t)),
      },
    );

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={article ?? EMPTY}
      onFinish={submit}
      onFinishFailed={({ errorFields }) => showFirst(errorFields.map((f) => String(f.name[0])))}
      data-testid="article-form"
    >
      <BilingualFields fields={FIELDS} active={lang} onActive={setLang} />
      <Space wrap>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {article ? t('contentAdmin.save') : t('contentAdmin.publish')}
        </Button>
        <Button onClick={onDone}>{t('contentAdmin.cancel')}</Button>
      </Space>
    </Form>
  );
}
