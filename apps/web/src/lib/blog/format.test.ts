import { describe, expect, it } from 'vitest';
import { formatViews, plainText, postDescription, tagHref } from './format';

describe('blog formatting', () => {
  it('counts views', () => {
    expect(formatViews(0)).toBe('0 views');
    expect(formatViews(1)).toBe('1 view');
    expect(formatViews(1234)).toBe('1,234 views');
  });

  it('reads the words of HTML without running or loading anything', () => {
    expect(plainText('<h2>Tips</h2><p>Start <em>early</em>.</p><ul><li>One</li><li>Two</li></ul>')).toBe(
      'Tips Start early. One Two',
    );
    expect(plainText('<img src="x" onerror="window.hacked = true"><p>Safe</p>')).toBe('Safe');
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('cuts long text on a word boundary', () => {
    const text = plainText(`<p>${'word '.repeat(60)}</p>`, 23);
    expect(text).toBe('word word word word…');
  });

  it('describes a post by its SEO description, else its excerpt, else its text', () => {
    const post = { seo_description: '', excerpt: '', content: '<p>Hello there.</p>' };
    expect(postDescription(post)).toBe('Hello there.');
    expect(postDescription({ ...post, excerpt: 'Short.' })).toBe('Short.');
    expect(postDescription({ ...post, excerpt: 'Short.', seo_description: 'For search.' })).toBe(
      'For search.',
    );
  });

  it('links to a tag', () => {
    expect(tagHref('study tips')).toBe('/blog?tag=study+tips');
    expect(tagHref('C&C')).toBe('/blog?tag=C%26C');
  });
});
