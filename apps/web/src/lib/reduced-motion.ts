import { useMediaQuery } from './media-query';

/**
 * Whether the reader asked their system for less motion (WCAG 2.3.3): antd's zooms, slides and
 * fades are then left out. Follows the setting while the app is open.
 */
export const useReducedMotion = () => useMediaQuery('(prefers-reduced-motion: reduce)');
