import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './rich-text';

describe('sanitizeRichText', () => {
  it('should drop scripts with their content', () => {
    expect(sanitizeRichText('<p>Hi</p><script>alert(1)</script>')).toBe('<p>Hi</p>');
  });

  it('should drop event handlers', () => {
    expect(sanitizeRichText('<p onclick="steal()">Hi</p><img src=x onerror="steal()">')).toBe('<p>Hi</p>');
  });

  it('should drop javascript: and data: links but keep their text', () => {
    expect(sanitizeRichText('<a href="javascript:alert(1)">go</a>')).toBe('<a rel="noopener noreferrer">go</a>');
    expect(sanitizeRichText('<a href="JaVaScRiPt&colon;alert(1)">go</a>')).toBe('<a rel="noopener noreferrer">go</a>');
    expect(sanitizeRichText('<a href="data:text/html,x">go</a>')).toBe('<a rel="noopener noreferrer">go</a>');
  });

  it('should drop style attributes and style elements', () => {
    expect(sanitizeRichText('<p style="position:fixed">Hi</p><style>p{}</style>')).toBe('<p>Hi</p>');
  });

  it('should drop frames, objects and forms', () => {
    expect(
      sanitizeRichText('<iframe src="https://evil.example"></iframe><object data="x"></object><form><input></form>ok'),
    ).toBe('ok');
  });

  it('should keep the formatting the editor makes', () => {
    const html =
      '<h2>Title</h2><h3>Part</h3><p><strong>bold</strong> <em>it</em> <u>u</u> <s>s</s> <code>c</code><br /></p>' +
      '<ul><li><p>one</p></li></ul><ol start="3"><li><p>three</p></li></ol><blockquote><p>q</p></blockquote>' +
      '<pre><code>x</code></pre><hr />';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('should keep http and mail links, and give every link rel="noopener noreferrer"', () => {
    expect(sanitizeRichText('<a href="https://example.com" target="_blank" rel="opener">x</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeRichText('<a href="mailto:a@example.com" target="_top">m</a>')).toBe(
      '<a href="mailto:a@example.com" rel="noopener noreferrer">m</a>',
    );
    expect(sanitizeRichText('<a href="#/college">in the app</a>')).toBe(
      '<a href="#/college" rel="noopener noreferrer">in the app</a>',
    );
  });

  it('should drop classes and ids', () => {
    expect(sanitizeRichText('<p class="x" id="y">Hi</p>')).toBe('<p>Hi</p>');
  });
});
