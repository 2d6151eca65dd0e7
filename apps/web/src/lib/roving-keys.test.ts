import { describe, expect, it } from 'vitest';
import { rovingIndex } from './roving-keys';

describe('the keys of a widget with one Tab stop', () => {
  it('should move along its orientation, round at the ends', () => {
    expect(rovingIndex('ArrowDown', 2, 3, 'vertical')).toBe(0);
    expect(rovingIndex('ArrowUp', 0, 3, 'vertical')).toBe(2);
    expect(rovingIndex('ArrowRight', 0, 3, 'horizontal')).toBe(1);
    expect(rovingIndex('ArrowLeft', 1, 3, 'horizontal')).toBe(0);
  });

  it('should go to the first and last with Home and End, and leave other keys alone', () => {
    expect(rovingIndex('Home', 2, 3, 'vertical')).toBe(0);
    expect(rovingIndex('End', 0, 3, 'horizontal')).toBe(2);
    expect(rovingIndex('ArrowRight', 0, 3, 'vertical')).toBeUndefined();
    expect(rovingIndex('Enter', 0, 3, 'vertical')).toBeUndefined();
    expect(rovingIndex('ArrowDown', 0, 0, 'vertical')).toBeUndefined();
  });
});
