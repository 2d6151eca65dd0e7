import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { focusPageContent, PAGE_CONTENT_ID } from '../../lib/focus';

/**
 * The first Tab stop of the shell and the console (WCAG 2.4.1): past the menu, header and opened
 * pages to the page itself. Focus is moved by hand: the hash router owns the URL's fragment.
 */
export function SkipLink() {
  const { t } = useTranslation();
  const skip = (event: MouseEvent) => {
    event.preventDefault();
    focusPageContent({ scroll: true });
  };
  return (
    <a className="skip-link" href={`#${PAGE_CONTENT_ID}`} onClick={skip}>
      {t('app.skipToContent')}
    </a>
  );
}

/** The page's content: the one place focus lands on after a skip, or after a page change left it nowhere. */
export function PageContent({ children }: { children: React.ReactNode }) {
  return (
    <div id={PAGE_CONTENT_ID} className="shell-page" tabIndex={-1}>
      {children}
    </div>
  );
}
