import { BLOG_MESSAGES } from '@studybot/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeBlogPost } from '../../lib/blog/testing';
import { makeUser } from '../../test/utils';
import { ADMIN, metaContent, renderBlog } from './testing';

const location = () => screen.getByTestId('location');

const POST = makeBlogPost({
  id: 'p-1',
  slug: 'spaced-repetition',
  title: 'Spaced repetition, explained',
  content:
    '<h2>Why it works</h2><p>Reviewing just before you forget makes memories <strong>last</strong>.</p>' +
    '<ul><li>Review on day 1</li><li>Then day 3</li></ul><pre><code>review(card)</code></pre>',
  excerpt: 'Review just before you forget.',
  tags: ['memory', 'study tips'],
  author_name: 'Ms Rivera',
  view_count: 42,
  featured_image: 'https://img.example.com/cards.jpg',
  published_at: '2026-02-10T09:00:00.000Z',
});
const RELATED_A = makeBlogPost({
  id: 'p-2',
  slug: 'active-recall',
  title: 'Active recall',
  tags: ['memory'],
});
const RELATED_B = makeBlogPost({
  id: 'p-3',
  slug: 'exam-week',
  title: 'Exam week plan',
  tags: ['study tips'],
});
const RELATED_C = makeBlogPost({ id: 'p-4', slug: 'sleep', title: 'Sleep and memory', tags: ['memory'] });

function renderPost(options: Parameters<typeof renderBlog>[1] = {}) {
  return renderBlog('/blog/spaced-repetition', {
    ...options,
    routes: {
      'GET /api/blogs/spaced-repetition': { body: POST },
      'GET /api/blogs/spaced-repetition/related': { body: [RELATED_A, POST, RELATED_B, RELATED_C] },
      ...options.routes,
    },
  });
}

describe('public blog post', () => {
  it('shows the hero image, title, tags, author, date, views and the HTML content', async () => {
    renderPost();
    const title = await screen.findByRole('heading', { level: 1, name: 'Spaced repetition, explained' });
    const article = title.closest('article')!;
    expect(within(article).getByRole('img', { name: 'Spaced repetition, explained' })).toHaveAttribute(
      'src',
      'https://img.example.com/cards.jpg',
    );
    const tags = within(within(article).getByRole('list', { name: 'Tags' })).getAllByRole('link');
    expect(tags.map((tag) => [tag.textContent, tag.getAttribute('href')])).toEqual([
      ['memory', '/blog?tag=memory'],
      ['study tips', '/blog?tag=study+tips'],
    ]);
    expect(article).toHaveTextContent('By Ms Rivera');
    expect(article).toHaveTextContent('Feb 10, 2026');
    expect(article).toHaveTextContent('42 views');
    // The content is rendered as HTML, not shown as markup.
    expect(within(article).getByRole('heading', { level: 2, name: 'Why it works' })).toBeInTheDocument();
    expect(within(article).getByText('last').tagName).toBe('STRONG');
    expect(within(article).getByText('Then day 3').tagName).toBe('LI');
    // Wide code scrolls inside the post, so the keyboard can reach it.
    expect(within(article).getByText('review(card)').closest('pre')).toHaveAttribute('tabindex', '0');
    expect(screen.queryByText('Draft')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All posts' })).toHaveAttribute('href', '/blog');
  });

  it('shows up to 2 related posts, never the post itself', async () => {
    renderPost();
    const section = await screen.findByRole('region', { name: 'Related posts' });
    const cards = within(section).getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Active recall',
      'Exam week plan',
    ]);
    expect(within(cards[0]!).getByRole('link', { name: 'Active recall' })).toHaveAttribute(
      'href',
      '/blog/active-recall',
    );
  });

  it('leaves out the related section when there are none', async () => {
    renderPost({ routes: { 'GET /api/blogs/spaced-repetition/related': { body: [] } } });
    await screen.findByRole('heading', { level: 1, name: 'Spaced repetition, explained' });
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Related posts' })).not.toBeInTheDocument(),
    );
  });

  it('sets the SEO title, description and Open Graph tags, and removes them on leaving', async () => {
    const user = userEvent.setup();
    renderPost({
      routes: {
        'GET /api/blogs/spaced-repetition': {
          body: { ...POST, seo_title: 'Spaced repetition guide', seo_description: 'How to remember more.' },
        },
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Spaced repetition, explained' });
    await waitFor(() => expect(document.title).toBe('Spaced repetition guide · StudyBot'));
    expect(metaContent('name', 'description')).toBe('How to remember more.');
    expect(metaContent('property', 'og:title')).toBe('Spaced repetition guide');
    expect(metaContent('property', 'og:description')).toBe('How to remember more.');
    expect(metaContent('property', 'og:image')).toBe('https://img.example.com/cards.jpg');
    expect(metaContent('property', 'og:type')).toBe('article');

    await user.click(screen.getByRole('link', { name: 'All posts' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Blog' })).toBeInTheDocument();
    expect(metaContent('property', 'og:title')).toBeNull();
    expect(metaContent('property', 'og:image')).toBeNull();
  });

  it('falls back to the title and excerpt when no SEO fields are set', async () => {
    renderPost({
      routes: { 'GET /api/blogs/spaced-repetition': { body: { ...POST, featured_image: null } } },
    });
    await screen.findByRole('heading', { level: 1, name: 'Spaced repetition, explained' });
    await waitFor(() => expect(document.title).toBe('Spaced repetition, explained · StudyBot'));
    expect(metaContent('name', 'description')).toBe('Review just before you forget.');
    expect(metaContent('property', 'og:title')).toBe('Spaced repetition, explained');
    expect(metaContent('property', 'og:image')).toBeNull();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('shows a 404 view with a Back to Blog button', async () => {
    const user = userEvent.setup();
    renderBlog('/blog/gone', {
      routes: { 'GET /api/blogs/gone': { status: 404, body: { detail: BLOG_MESSAGES.notFound } } },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: BLOG_MESSAGES.notFound }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`${BLOG_MESSAGES.notFound} · StudyBot`));
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to Blog' }));
    expect(location()).toHaveTextContent(/^\/blog$/);
  });

  it('says when the post could not be loaded for another reason, and tries again', async () => {
    const user = userEvent.setup();
    let calls = 0;
    renderPost({
      routes: {
        'GET /api/blogs/spaced-repetition': () => {
          calls += 1;
          return calls === 1 ? { status: 403, body: { detail: 'Forbidden' } } : { body: POST };
        },
      },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: BLOG_MESSAGES.postFailed }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Blog' })).toHaveAttribute('href', '/blog');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Spaced repetition, explained' }),
    ).toBeInTheDocument();
  });

  it('shows Edit Post to admins only, linking to the editor for this post', async () => {
    const { unmount } = renderPost({ user: makeUser() });
    await screen.findByRole('heading', { level: 1, name: 'Spaced repetition, explained' });
    expect(screen.queryByRole('link', { name: 'Edit Post' })).not.toBeInTheDocument();
    unmount();
    localStorage.clear();

    renderPost({ user: ADMIN });
    expect(await screen.findByRole('link', { name: 'Edit Post' })).toHaveAttribute(
      'href',
      '/admin/blog?edit=p-1',
    );
  });

  it('marks a draft (shown to admins)', async () => {
    renderPost({
      user: ADMIN,
      routes: {
        'GET /api/blogs/spaced-repetition': { body: { ...POST, status: 'draft', published_at: null } },
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Spaced repetition, explained' });
    expect(screen.getByText('Draft')).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Related posts' })).toBeInTheDocument();
  });

  it('offers a keyboard-usable scroll-to-top button once the reader scrolls down', async () => {
    const user = userEvent.setup();
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    renderPost();
    const title = await screen.findByRole('heading', { level: 1, name: 'Spaced repetition, explained' });
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).not.toBeInTheDocument();

    Object.defineProperty(window, 'scrollY', { value: 900, configurable: true });
    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });
    const button = screen.getByRole('button', { name: 'Scroll to top' });
    button.focus();
    await user.keyboard('{Enter}');
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
    expect(title).toHaveFocus();

    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).not.toBeInTheDocument();
  });
});
