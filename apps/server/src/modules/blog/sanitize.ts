import { createHash } from 'node:crypto';
import sanitizeHtml from 'sanitize-html';

/**
 * The one allowlist for blog HTML, applied when a post is saved and again whenever it is served:
 * text formatting, headings, lists, quotes, code, tables, images and links; no scripts, styles,
 * event handlers, frames, forms or `javascript:`/`data:` URLs. Links that open a new tab get
 * rel="noopener noreferrer".
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'mark',
    'small',
    'sub',
    'sup',
    'blockquote',
    'pre',
    'code',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'figure',
    'figcaption',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'caption',
    'span',
    'div',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    ol: ['start'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'template'],
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
    // A post's title is its h1; headings inside the post start at h2.
    h1: 'h2',
    // An image without a description is marked decorative, so screen readers skip it.
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, alt: attribs.alt ?? '' } }),
  },
};

export function sanitizeBlogHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

/** Posts served most recently, by a hash of their stored HTML: the result depends on nothing else. */
const served = new Map<string, string>();
const SERVED_KEPT = 256;

/**
 * A stored post's HTML sanitized again for serving (rules may have changed since it was saved),
 * remembered so a list of posts costs one pass per post per server, not one per request.
 */
export function sanitizeStoredHtml(html: string): string {
  const key = createHash('sha256').update(html).digest('base64');
  let clean = served.get(key);
  if (clean === undefined) {
    clean = sanitizeBlogHtml(html);
    if (served.size >= SERVED_KEPT) served.delete(served.keys().next().value!);
  } else {
    served.delete(key);
  }
  served.set(key, clean);
  return clean;
}

/** Plain text of a post's HTML (an excerpt when none was written; RSS descriptions). */
export function htmlToText(html: string): string {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}
