import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/** Staff-written HTML (articles, agreements), sanitized before it reaches the page. */
export function RichText({ html }: { html: string }) {
  const clean = useMemo(() => DOMPurify.sanitize(html, { USE_PROFILES: { html: true } }), [html]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by DOMPurify just above
  return <div className="rich-text" dangerouslySetInnerHTML={{ __html: clean }} />;
}
