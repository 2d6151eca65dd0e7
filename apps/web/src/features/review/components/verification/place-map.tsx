import type { CaptureFacts } from '@stringer/shared/schemas/capture-facts';
import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { frameAround, type Point } from './map-frame';

type StatedPlace = NonNullable<CaptureFacts['statedPlace']>;

const RECORDED = '#c2410c';
const STATED = '#1d4ed8';

/** The place's name in the reader's language: the Chinese where the lists have it. */
export const placeName = (place: StatedPlace, language: string) =>
  language.startsWith('zh') ? (place.nameZh ?? place.name) : place.name;

/**
 * Where the file says the video was filmed, and the work's stated city (or province), on a small
 * map of the countries around them (docs/decisions/0082, "Place on the map"). The outlines come from
 * a package shipped with the app, loaded here only when a map is drawn: no tile server, no other
 * site. The text alternative says the distance in words; the legend names both marks.
 */
export function PlaceMap({
  recorded,
  stated,
  distanceKm,
}: {
  recorded: Point;
  stated: StatedPlace | null;
  distanceKm: number | null;
}) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const frame = useMemo(() => frameAround(stated ? [recorded, stated] : [recorded]), [recorded, stated]);
  const [outlines, setOutlines] = useState<string | null | 'failed'>(null);
  useEffect(() => {
    let live = true;
    import('./world-outlines')
      .then((m) => live && setOutlines(m.outlines(frame)))
      .catch(() => live && setOutlines('failed'));
    return () => {
      live = false;
    };
  }, [frame]);

  const place = stated ? placeName(stated, i18n.language) : '';
  const km = distanceKm === null ? '' : new Intl.NumberFormat(i18n.language).format(distanceKm);
  const alt = !stated
    ? t('captureFacts.map.altRecordedOnly', { lat: recorded.lat.toFixed(4), lon: recorded.lon.toFixed(4) })
    : t(stated.level === 'city' ? 'captureFacts.map.altCity' : 'captureFacts.map.altProvince', { place, km });
  const [rx, ry] = frame.project(recorded.lon, recorded.lat);
  const [sx, sy] = stated ? frame.project(stated.lon, stated.lat) : [0, 0];
  return (
    <figure data-testid="place-map" style={{ margin: '8px 0', maxWidth: 360 }}>
      <svg
        viewBox={`0 0 ${frame.width} ${frame.height}`}
        width="100%"
        role="img"
        aria-labelledby={titleId}
        style={{ display: 'block', borderRadius: 4, border: '1px solid #d6d3d1' }}
      >
        <title id={titleId}>{alt}</title>
        <rect width={frame.width} height={frame.height} fill="#e0f2fe" />
        {typeof outlines === 'string' && outlines !== 'failed' ? (
          <path d={outlines} fill="#f5f5f4" stroke="#78716c" strokeWidth={0.6} strokeLinejoin="round" />
        ) : null}
        {stated ? (
          <>
            <line x1={rx} y1={ry} x2={sx} y2={sy} stroke="#44403c" strokeWidth={1} strokeDasharray="3 3" />
            <rect
              x={sx - 5}
              y={sy - 5}
              width={10}
              height={10}
              transform={`rotate(45 ${sx} ${sy})`}
              fill={STATED}
              stroke="#fff"
              strokeWidth={1.5}
            />
          </>
        ) : null}
        <circle cx={rx} cy={ry} r={5.5} fill={RECORDED} stroke="#fff" strokeWidth={1.5} />
      </svg>
      <figcaption style={{ fontSize: 12, marginTop: 4 }}>
        <ul data-testid="place-map-legend" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          <li>
            <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" style={{ verticalAlign: -1 }}>
              <circle cx="6" cy="6" r="5" fill={RECORDED} />
            </svg>{' '}
            {t('captureFacts.map.recorded')}
          </li>
          {stated ? (
            <li>
              <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" style={{ verticalAlign: -1 }}>
                <rect x="2" y="2" width="8" height="8" transform="rotate(45 6 6)" fill={STATED} />
              </svg>{' '}
              {t(stated.level === 'city' ? 'captureFacts.map.statedCity' : 'captureFacts.map.statedProvince', {
                place,
              })}
            </li>
          ) : null}
        </ul>
        {outlines === 'failed' ? <div>{t('captureFacts.map.failed')}</div> : null}
      </figcaption>
    </figure>
  );
}
