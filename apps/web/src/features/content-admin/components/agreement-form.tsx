import { type AgreementVersion, agreementInput, CONTENT_LIMITS } from '@stringer/shared/schemas/content-manager';
import { Alert, Button, Form, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showRefusal } from '../../../lib/form';
import { toast } from '../../../lib/toast';
import { usePublishAgreement } from '../api/agreements';
import { type BilingualField, BilingualFields, type Language, languageOf } from './bilingual-fields';

const { shape } = agreementInput;
const FIELDS: BilingualField[] = [
  { name: 'title', labelKey: 'contentAdmin.title', kind: 'text', schema: shape.title, max: CONTENT_LIMITS.titleMax },
  { name: 'content', labelKey: 'contentAdmin.body', kind: 'rich', schema: shape.content },
];

type Values = Pick<AgreementVersion, 'title' | 'titleZh' | 'content' | 'contentZh'>;

/** Starts from the current version; saving publishes the next one, which creators see from then on. */
export function AgreementForm({ current, onDone }: { current: AgreementVersion; onDone(): void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [lang, setLang] = useState<Language>('en');
  const publish = usePublishAgreement();

  const showFirst = (fields: string[]) => fields[0] && setLang(languageOf(fields[0]));
  const submit = (values: Values) =>
    publish.mutate(
      { type: current.type, ...values },
      {
        onSuccess: ({ version }) => {
          toast.success(t('contentAdmin.versionPublished', { version }));
          onDone();
        },
        onError: (err) => showFirst(showRefusal(form, err, t)),
      },
    );

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={{
        title: current.title,
        titleZh: current.titleZh,
        content: current.content,
        contentZh: current.contentZh,
      }}
      onFinish={submit}
      onFinishFailed={({ errorFields }) => showFirst(errorFields.map((f) => String(f.name[0])))}
      data-testid="agreement-form"
    >
      <Alert type="info" showIcon message={t('contentAdmin.newVersionHelp', { version: current.version + 1 })} />
      <BilingualFields fields={FIELDS} active={lang} onActive={setLang} />
      <Space wrap>
        <Button type="primary" htmlType="submit" loading={publish.isPending}>
          {t('contentAdmin.publishVersion')}
        </Button>
        <Button onClick={onDone}>{t('contentAdmin.cancel')}</Button>
      </Space>
    </Form>
  );
}
