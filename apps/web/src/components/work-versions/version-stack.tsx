import type { WorkVersion } from '@stringer/shared/schemas/works';
import { Collapse, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatGmt } from '../../lib/time';
import { VersionContent } from './version-content';

interface Props {
  /** The work's versions, newest (the current one, shown by the page itself) first. */
  versions: WorkVersion[];
  /** What a screen adds under a version (the notes its creator marked done). */
  extra?: (version: number) => ReactNode;
  /** The section title's level in the page's outline. */
  level?: 2 | 5;
  /** The reader made the work (its creator's page): a failed video offers to be processed again. */
  mine?: boolean;
}

/** A work's versions stacked, newest first; an earlier one opens read-only, as it was sent. */
export function VersionStack({ versions, extra, level = 2, mine = false }: Props) {
  const { t } = useTranslation();
  const [current, ...earlier] = versions;
  if (!current || earlier.length === 0) return null;
  const headerOf = (v: WorkVersion) => (
    <span>
      {t('versions.label', { n: v.version })} · {t('versions.submitted', { at: formatGmt(v.createdAt) })}
      {v.replacedAt && <> · {t('versions.replaced', { at: formatGmt(v.replacedAt) })}</>}
    </span>
  );
  return (
    <section className="version-stack" aria-labelledby="version-stack-title" data-testid="version-stack">
      <Typography.Title level={level} className="version-stack-title" id="version-stack-title">
        {t('versions.title')}
      </Typography.Title>
      <div className="version-stack-current" data-testid={`version-${current.version}`}>
        {headerOf(current)} <Tag color="blue">{t('versions.current')}</Tag>
        {extra?.(current.version)}
      </div>
      <Collapse
        items={earlier.map((v) => ({
          key: v.version,
          label: headerOf(v),
          children: v.content && (
            <>
              <VersionContent content={v.content} version={v.version} mine={mine} />
              {extra?.(v.version)}
            </>
          ),
        }))}
      />
    </section>
  );
}
