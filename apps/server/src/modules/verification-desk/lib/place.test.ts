import { FILMED_FAR_KM } from '@stringer/shared/schemas/capture-facts';
import { describe, expect, it } from 'vitest';
import type { StatedPlace } from '../../areas';
import { haversineKm, placeFacts } from './place';

const BEIJING = { lat: 39.9042, lon: 116.4074 };
const SHANGHAI: StatedPlace = {
  level: 'city',
  name: 'Shanghai, China',
  nameZh: '中国上海',
  lat: 31.22222,
  lon: 121.45806,
};

describe('the distance from the stated place (decision 0082)', () => {
  it('should measure great-circle km as a hand computation does', () => {
    // By hand: Δφ = -8.68198°, Δλ = 5.05066°; a = sin²(Δφ/2) + cos φ1 cos φ2 sin²(Δλ/2)
    // = 0.0057293 + 0.76604 × 0.85636 × 0.0019414 = 0.0070029; d = 2R asin(√a) = 2 × 6371.0088 × 0.083781 = 1067.5 km.
    expect(haversineKm(BEIJING, SHANGHAI)).toBeCloseTo(1067.5, 0);
    expect(haversineKm(BEIJING, BEIJING)).toBe(0);
    // A quarter of the globe: πR/2.
    expect(haversineKm({ lat: 0, lon: 0 }, { lat: 0, lon: 90 })).toBeCloseTo((Math.PI * 6371.0088) / 2, 6);
  });

  it('should flag a video filmed farther than the threshold from the stated city, in km', () => {
    expect(placeFacts(BEIJING, 'Shanghai', { place: SHANGHAI })).toEqual({
      statedPlace: SHANGHAI,
      distanceKm: 1068,
      flags: [
        {
          key: 'filmedFar',
          values: { km: 1068, place: 'Shanghai, China', placeZh: '中国上海' },
          level: 'warning',
        },
      ],
    });
  });

  it('should note a video filmed within the threshold, and not flag it', () => {
    const near = { lat: 31.2304, lon: 121.4737 };
    const facts = placeFacts(near, 'Shanghai', { place: SHANGHAI });
    expect(facts.distanceKm).toBe(2);
    expect(facts.flags).toEqual([{ key: 'filmedNear', values: expect.objectContaining({ km: 2 }), level: 'note' }]);
    // Just past the threshold is far.
    const past = { lat: SHANGHAI.lat + (FILMED_FAR_KM + 1) / 111.2, lon: SHANGHAI.lon };
    expect(placeFacts(past, 'Shanghai', { place: SHANGHAI }).flags[0]?.key).toBe('filmedFar');
  });

  it("should give a province's centre only as a note: a province is wide", () => {
    const anhui: StatedPlace = { level: 'province', name: 'Anhui, China', nameZh: '中国安徽', lat: 30.6, lon: 117.9 };
    expect(placeFacts(BEIJING, 'Anhui', { place: anhui }).flags).toEqual([
      { key: 'filmedFromProvince', values: expect.objectContaining({ place: 'Anhui, China' }), level: 'note' },
    ]);
  });

  it('should say which side is absent, and never measure without both', () => {
    expect(placeFacts(null, 'Shanghai', { place: SHANGHAI })).toEqual({
      statedPlace: SHANGHAI,
      distanceKm: null,
      flags: [{ key: 'noRecordedPlace', values: { place: 'Shanghai, China' }, level: 'note' }],
    });
    expect(placeFacts(null, null, undefined)).toEqual({ statedPlace: null, distanceKm: null, flags: [] });
    expect(placeFacts(BEIJING, '  ', undefined).flags).toEqual([{ key: 'noStatedPlace', values: {}, level: 'note' }]);
    expect(placeFacts(BEIJING, 'Atlantis', { place: null, why: 'unknown' })).toEqual({
      statedPlace: null,
      distanceKm: null,
      flags: [{ key: 'statedPlaceUnknown', values: { place: 'Atlantis' }, level: 'note' }],
    });
    expect(placeFacts(BEIJING, 'Springfield', { place: null, why: 'ambiguous', count: 9 }).flags).toEqual([
      { key: 'statedPlaceAmbiguous', values: { place: 'Springfield', places: 9 }, level: 'note' },
    ]);
  });
});
