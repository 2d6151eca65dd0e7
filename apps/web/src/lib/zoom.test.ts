import { describe, expect, it } from 'vitest';
import { zoomFor } from './zoom';

describe('zoomFor', () => {
  it('should scale from a 1280 design width, capped at 3840', () => {
    expect(zoomFor(1280)).toBe(1);
    expect(zoomFor(1920)).toBe(1.5);
    expect(zoomFor(3840)).toBe(3);
    expect(zoomFor(5120)).toBe(3);
  });

  it('should leave narrower windows (phones) at 1', () => {
    expect(zoomFor(390)).toBe(1);
  });
});
