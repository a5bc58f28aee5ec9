import type { BlogPost } from '@studybot/contract';

/** The date a post shows: when it was published, else (a draft) when it was written. */
export function postDate(post: Pick<BlogPost, 'published_at' | 'created_at'>): string {
  return post.published_at ?? post.created_at;
}

/** `1` → "1 view", `1234` → "1,234 views". */
export function formatViews(count: number): string {
  return `${count.toLocaleString()} ${count === 1 ? 'view' : 'views'}`;
}

const BLOCKS =
  'address,article,aside,blockquote,br,dd,div,dl,dt,figcaption,figure,h1,h2,h3,h4,h5,h6,hr,li,ol,p,pre,section,table,td,th,tr,ul';

/**
 * The words of an HTML fragment without its markup, whitespace collapsed, cut at `max` characters
 * on a word boundary (for a card's excerpt when the post has none). DOMParser builds an inert
 * document: nothing in it loads or runs.
 */
export function plainText(html: string, max = 200): string {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  // Block elements end a word ("<h2>Tips</h2><p>Start" reads "Tips Start").
  for (const block of body.querySelectorAll(BLOCKS)) block.after(' ');
  const text = (body.textContent ?? '').replace(/\s+/g, ' ').trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:!?-]+$/, '')}…`;
}

/** What a post's page says about it to search engines and link previews. */
export function postDescription(post: Pick<BlogPost, 'seo_description' | 'excerpt' | 'content'>): string {
  return post.seo_description.trim() || post.excerpt.trim() || plainText(post.content, 160);
}

/** The link to the public list filtered by `tag`. */
export function tagHref(tag: string): string {
  return `/blog?${new URLSearchParams({ tag })}`;
}
