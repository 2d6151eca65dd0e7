import sanitizeHtml from 'sanitize-html';

/**
 * Staff-written rich text (College articles, agreements): an allow-list of what the console's
 * editor can produce (Tiptap's starter kit with links), and nothing else. No script, no event
 * handler, no style, no frame; links only to http(s) and mail, or within the app. Applied when
 * the text is stored and again when it is served, so a row written some other way (an import, an
 * old release, a hand edit) still reaches the browser clean; the browser sanitizes once more.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'h2',
    'h3',
    'h4',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'code',
    'pre',
    'blockquote',
    'ul',
    'ol',
    'li',
    'hr',
    'a',
  ],
  allowedAttributes: {
    a: ['href', 'rel', 'target'],
    ol: ['start'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  // Dropped with their content: what is inside a script or a frame is never text to show.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'template'],
  transformTags: {
    // A link never gives the page it opens a handle on ours, nor our address.
    // A new tab, or the same one: no other target (no named window, no frame).
    a: (tagName, { href, target }) => ({
      tagName,
      attribs: {
        ...(href === undefined ? {} : { href }),
        ...(target === '_blank' ? { target } : {}),
        rel: 'noopener noreferrer',
      },
    }),
  },
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
