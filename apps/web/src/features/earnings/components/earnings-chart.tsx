import type { EarningsSummary } from '@stringer/shared/schemas/earnings';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';

type Month = EarningsSummary['months'][number];

/** Paid at the bottom, then waiting, then expected: what is settled first. */
const PARTS = [
  { key: 'paid', color: '#237804' },
  { key: 'waiting', color: '#d48806' },
  { key: 'expected', color: '#8c8c8c' },
] as const;

/** Of each month's column, the bar's share; the rest is space between bars. */
const BAR = 2 / 3;
const HEIGHT = 160;
const LABEL = 20;

interface Props {
  months: Month[];
  money(minor: number): string;
}

/**
 * Earnings per month as stacked bars, drawn in SVG (antd has no chart, and a chart library would
 * weigh more than this whole screen). Each bar says its figures to a screen reader and on hover.
 */
export function EarningsChart({ months, money }: Props) {
  const { t, i18n } = useTranslation();
  const total = (m: Month) => m.paid + m.waiting + m.expected;
  const top = Math.max(1, ...months.map(total));
  const monthName = (ym: string) =>
    new Date(`${ym}-01T00:00:00Z`).toLocaleDateString(i18n.language === 'zh' ? 'zh-CN' : 'en-US', {
      month: 'short',
      timeZone: 'UTC',
    });
  const column = 100 / months.length;
  // Twelve empty bars would read as a broken chart: a creator with nothing yet is told so.
  if (months.every((m) => total(m) === 0))
    return (
      <Typography.Paragraph type="secondary" data-testid="earnings-chart-empty">
        {t('earnings.noneYet')}
      </Typography.Paragraph>
    );
  return (
    <figure className="earnings-chart">
      {/* No viewBox: one scaled to a phone's width shrank the month names to 6-7 px. Columns are
          shares of the width instead, and the text keeps its size (earnings.css drops every other
          name where twelve do not fit). */}
      <svg role="img" aria-label={t('earnings.chartLabel')} width="100%" height={HEIGHT + LABEL}>
        {months.map((m, i) => {
          const x = (i + (1 - BAR) / 2) * column;
          let y = HEIGHT;
          const said = t('earnings.chartBar', {
            month: monthName(m.month),
            paid: money(m.paid),
            waiting: money(m.waiting),
            expected: money(m.expected),
          });
          return (
            <g key={m.month} data-testid={`earnings-bar-${m.month}`}>
              <title>{said}</title>
              {PARTS.map(({ key, color }) => {
                const h = (m[key] / top) * (HEIGHT - 4);
                y -= h;
                return h > 0 ? (
                  <rect key={key} x={`${x}%`} y={y} width={`${BAR * column}%`} height={h} fill={color} rx={2} />
                ) : null;
              })}
              <text
                x={`${(i + 0.5) * column}%`}
                y={HEIGHT + LABEL - 4}
                textAnchor="middle"
                fontSize="12"
                fill="#595959"
              >
                {monthName(m.month)}
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption className="earnings-legend">
        {PARTS.map(({ key, color }) => (
          <span key={key}>
            <span className="earnings-swatch" style={{ background: color }} aria-hidden />
            {t(`earnings.states.${key}`)}
          </span>
        ))}
      </figcaption>
    </figure>
  );
}
