import { type Checklist, type ChecklistItem, checklistItemKey } from '@stringer/shared/schemas/verification-checklist';
import { Alert, Button, Checkbox, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../../lib/http';
import { formatGmt } from '../../../../lib/time';
import { useSetChecklist } from '../../../verification-desk/api/checklist';

interface Props {
  worksId: number;
  checklist: Checklist;
  /** The checklist as the server saved it: the panel's data takes it in place. */
  onSaved(checklist: Checklist): void;
}

/** The items not ticked when the work was passed, in words ("Place confirmed, Original"). */
export function untickedWords(items: readonly ChecklistItem[], t: (key: string) => string) {
  return items.map((item) => t(checklistItemKey(item))).join(', ');
}

/**
 * The newsroom's checklist (decision 0082): one checkbox per item, saved as it is ticked, with who
 * changed it last and when. A save that fails leaves the box as the reviewer set it, says it was
 * not saved and why, and offers to try again; the boxes are native inputs (Tab, Space).
 */
export function ChecklistSection({ worksId, checklist, onSaved }: Props) {
  const { t } = useTranslation();
  // What the reviewer set and the server has not confirmed (saving, or failed), and why it failed.
  const [shown, setShown] = useState<Partial<Record<ChecklistItem, boolean>>>({});
  const [failed, setFailed] = useState<Partial<Record<ChecklistItem, string>>>({});
  const save = useSetChecklist(worksId, onSaved);

  const set = (item: ChecklistItem, ticked: boolean) => {
    setShown((s) => ({ ...s, [item]: ticked }));
    setFailed(({ [item]: _, ...rest }) => rest);
    save.mutate(
      { [item]: ticked },
      {
        onSuccess: () => setShown(({ [item]: _, ...rest }) => rest),
        onError: (e) => setFailed((f) => ({ ...f, [item]: e instanceof ApiError ? e.msgKey : 'errors.serverRetry' })),
      },
    );
  };

  const { atPass, verifiedAt } = checklist;
  return (
    <section data-testid="verification-checklist" aria-labelledby="verification-checklist-title">
      <Typography.Title level={5} id="verification-checklist-title">
        {t('verificationChecklist.title')}
      </Typography.Title>
      {verifiedAt ? (
        <Alert type="success" showIcon title={t('verificationChecklist.verified', { at: formatGmt(verifiedAt) })} />
      ) : atPass ? (
        <Alert
          type="warning"
          showIcon
          data-testid="passed-unticked"
          title={t('verificationChecklist.passedUnticked', {
            count: atPass.unticked.length,
            items: untickedWords(atPass.unticked, t),
            at: formatGmt(atPass.at),
          })}
        />
      ) : null}
      <ul className="verification-checklist">
        {checklist.items.map(({ item, ticked, by, at }) => {
          const checked = shown[item] ?? ticked;
          const why = failed[item];
          return (
            <li key={item}>
              <Checkbox checked={checked} onChange={(e) => set(item, e.target.checked)} data-testid={`check-${item}`}>
                {t(checklistItemKey(item))}
              </Checkbox>{' '}
              {why ? (
                <span role="alert">
                  <Typography.Text type="danger">
                    {t('verificationChecklist.notSaved', { why: t(why) })}
                  </Typography.Text>{' '}
                  <Button size="small" type="link" onClick={() => set(item, checked)}>
                    {t('verificationChecklist.retry')}
                  </Button>
                </span>
              ) : shown[item] !== undefined ? (
                <Typography.Text type="secondary">{t('verificationChecklist.saving')}</Typography.Text>
              ) : by && at ? (
                <Typography.Text type="secondary">
                  {t(ticked ? 'verificationChecklist.tickedBy' : 'verificationChecklist.untickedBy', {
                    name: by.name,
                    at: formatGmt(at),
                  })}
                </Typography.Text>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
