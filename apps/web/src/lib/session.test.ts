import { beforeEach, describe, expect, it } from 'vitest';
import { MAX_TABS, useSession } from './session';

describe('session tabs', () => {
  beforeEach(() => useSession.getState().clear());

  it('should keep the last few tabs, closing the oldest and never the one opened', () => {
    const paths = Array.from({ length: MAX_TABS + 3 }, (_, i) => `/home/worksdetail?id=${i}`);
    for (const path of paths) useSession.getState().openTab(path);
    const { tabs, activeTab } = useSession.getState();
    expect(tabs).toEqual(paths.slice(-MAX_TABS));
    expect(activeTab).toBe(paths.at(-1));
  });

  it('should not reorder or grow when an open tab is opened again', () => {
    const { openTab } = useSession.getState();
    for (const path of ['/home/publishwork', '/home/myworks', '/home/publishwork']) openTab(path);
    expect(useSession.getState().tabs).toEqual(['/home/publishwork', '/home/myworks']);
    expect(useSession.getState().activeTab).toBe('/home/publishwork');
  });
});
