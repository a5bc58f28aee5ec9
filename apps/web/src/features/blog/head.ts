import { useEffect } from 'react';

/**
 * Sets `<meta {attr}="{key}" content="…">` in the document head while the page is shown, then puts
 * back what was there (or removes the tag it added). Nothing is set while `content` is empty.
 */
export function useMetaTag(attr: 'name' | 'property', key: string, content: string | null | undefined): void {
  useEffect(() => {
    if (!content) return;
    let tag = document.head.querySelector<HTMLMetaElement>(`meta[${attr}="${key}"]`);
    const added = tag === null;
    const previous = tag?.getAttribute('content') ?? null;
    if (!tag) {
      tag = document.createElement('meta');
      tag.setAttribute(attr, key);
      document.head.appendChild(tag);
    }
    tag.setAttribute('content', content);
    const current = tag;
    return () => {
      if (added) current.remove();
      else if (previous !== null) current.setAttribute('content', previous);
    };
  }, [attr, key, content]);
}

/** Adds `<link rel=… type=… href=… title=…>` to the document head while the page is shown. */
export function useHeadLink(rel: string, type: string, href: string, title: string): void {
  useEffect(() => {
    const link = document.createElement('link');
    link.rel = rel;
    link.type = type;
    link.href = href;
    link.title = title;
    document.head.appendChild(link);
    return () => link.remove();
  }, [rel, type, href, title]);
}
