import { beforeEach, describe, expect, it } from 'vitest';
import { MAX_TABS, tabKey, useSession } from './session';

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

  it('should keep one tab per screen, where its query moves it', () => {
    const { openTab } = useSession.getState();
    for (const path of ['/home/myworks', '/message', '/message?tab=system', '/message?tab=service']) openTab(path);
    expect(useSession.getState().tabs).toEqual(['/home/myworks', '/message?tab=service']);
  });

  it('should open a tab per item of a detail screen, named by the screen', () => {
    const { openTab, setItemTitle, closeTab } = useSession.getState();
    for (const path of ['/home/editworksdetail?id=1', '/home/editworksdetail?id=2']) openTab(path);
    setItemTitle('/home/editworksdetail?id=2', 'Flood');
    expect(useSession.getState().tabs).toHaveLength(2);
    expect(useSession.getState().itemTitles).toEqual({ '/home/editworksdetail?id=2': 'Flood' });
    closeTab('/home/editworksdetail?id=2');
    expect(useSession.getState().itemTitles).toEqual({});
  });

  it('should tell a tab by its screen and item id only', () => {
    expect(tabKey('/message?tab=system')).toBe('/message');
    expect(tabKey('/home/publishwork?taskId=4')).toBe('/home/publishwork');
    expect(tabKey('/home/worksdetail?id=7&from=bell')).toBe('/home/worksdetail?id=7');
  });
});
