import type { ReactNode } from 'react';
import { PublicHeader } from './public-header';

/** The frame of the public pages: the header, then the page's own content at reading width. */
export function PublicPage({ children, width = 948 }: { children: ReactNode; width?: number }) {
  return (
    <div className="landing">
      <PublicHeader />
      <main style={{ padding: 24, width: '100%', maxWidth: width, margin: '0 auto', boxSizing: 'border-box' }}>
        {children}
      </main>
    </div>
  );
}
