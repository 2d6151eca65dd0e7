import { answerByError, windowError } from '@stringer/shared/schemas/catalog';
import { DatePicker, Form, type FormInstance, Input } from 'antd';
import type { Rule } from 'antd/es/form';
import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { showRefusal, zodRule } from '../../../lib/form';
import { toast } from '../../../lib/toast';
import { type CatalogBody, type CatalogKind, useSaveItem } from '../api/catalog';

dayjs.extend(utc);

type Shape = Record<string, z.ZodType>;

/** Title in both languages: creators read the one of their language. */
export function TitleFields({ shape }: { shape: Shape }) {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item name="title" label={t('catalog.titleEn')} required rules={[zodRule(shape.title as z.ZodType, t)]}>
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item name="titleZh" label={t('catalog.titleZh')} required rules={[zodRule(shape.titleZh as z.ZodType, t)]}>
        <Input maxLength={100} />
      </Form.Item>
    </>
  );
}

const iso = (d: Dayjs | null | undefined) => (d ? d.toISOString() : null);

/**
 * The window is picked in GMT+0, the zone every list shows it in: what the picker's clock reads is
 * taken as GMT+0 (a fresh pick comes in the browser's zone).
 */
const asGmt = (d: Dayjs | null) => (d ? dayjs.utc(d.format('YYYY-MM-DDTHH:mm:ss.SSS')) : null);
/** Shown with its zone; typed without it too. */
const GMT_PICKER = { showTime: { format: 'HH:mm' }, format: ['YYYY-MM-DD HH:mm [GMT+0]', 'YYYY-MM-DD HH:mm'] };

/** Start and deadline (creators see the item in between); `open`: either may be left empty. */
export function WindowFields({ open = false }: { open?: boolean }) {
  const { t } = useTranslation();
  const required = (key: string): Rule[] => (open ? [] : [{ required: true, message: t(key) }]);
  const order: Rule = ({ getFieldValue }) => ({
    validator: async (_r, end?: Dayjs | null) => {
      const key = windowError(iso(getFieldValue('startTime')), iso(end));
      if (key) throw new Error(t(key));
    },
  });
  return (
    <div className="catalog-pair">
      <Form.Item
        name="startTime"
        label={t('catalog.startTime')}
        rules={required('errors.startRequired')}
        getValueFromEvent={asGmt}
      >
        <DatePicker {...GMT_PICKER} allowClear={open} />
      </Form.Item>
      <Form.Item
        name="deadline"
        label={t('catalog.deadline')}
        dependencies={['startTime']}
        rules={[...required('errors.deadlineRequired'), order]}
        extra={open ? t('catalog.openWindow') : undefined}
        getValueFromEvent={asGmt}
      >
        <DatePicker {...GMT_PICKER} allowClear={open} />
      </Form.Item>
    </div>
  );
}

/** An exclusive task's answer-by time: before the deadline; left empty, answers wait until the deadline. */
export function AnswerByField() {
  const { t } = useTranslation();
  const order: Rule = ({ getFieldValue }) => ({
    validator: async (_r, value?: Dayjs | null) => {
      const key = answerByError({ answerBy: iso(value), deadline: iso(getFieldValue('deadline')) });
      if (key) throw new Error(t(key));
    },
  });
  return (
    <Form.Item
      name="answerBy"
      label={t('catalog.answerBy')}
      extra={t('catalog.answerByHelp')}
      dependencies={['deadline']}
      rules={[order]}
      getValueFromEvent={asGmt}
    >
      <DatePicker {...GMT_PICKER} allowClear />
    </Form.Item>
  );
}

/** The answer-by time as the form holds it, and as the API takes it (a useful task has none). */
export const answerByIn = (answerBy: string | null) => (answerBy ? dayjs.utc(answerBy) : null);
export const answerByOut = (v: { scope?: string; answerBy?: Dayjs | null }) =>
  v.scope === 'exclusive' ? iso(v.answerBy) : null;

/** The window's values as the form holds them (dayjs), and back as the API takes them (ISO). */
export const windowIn = (item: { startTime: string | null; deadline: string | null } | null) => ({
  startTime: item?.startTime ? dayjs.utc(item.startTime) : null,
  deadline: item?.deadline ? dayjs.utc(item.deadline) : null,
});
/** A new activity or task opens now for 30 days, unless the admin says otherwise. */
export const defaultWindow = () => ({
  startTime: dayjs.utc().startOf('minute'),
  deadline: dayjs.utc().add(30, 'day').endOf('day'),
});

export const windowOut = (v: { startTime?: Dayjs | null; deadline?: Dayjs | null }) => ({
  startTime: iso(v.startTime),
  deadline: iso(v.deadline),
});

/** Saves the drawer's form: a toast and close on success; the server's refusals at their fields. */
export function useCatalogSave(kind: CatalogKind, form: FormInstance, id: number | undefined, onDone: () => void) {
  const { t } = useTranslation();
  const save = useSaveItem(kind);
  const submit = (body: CatalogBody) =>
    save.mutate(
      { ...body, ...(id ? { id } : {}) },
      {
        onSuccess: () => {
          toast.success(t('catalog.saved'));
          onDone();
        },
        onError: (err) => showRefusal(form, err, t),
      },
    );
  return { submit, saving: save.isPending };
}
