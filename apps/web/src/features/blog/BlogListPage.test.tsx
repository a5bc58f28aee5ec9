import { BLOG_MESSAGES } from '@studybot/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeBlogPost, makeTags } from '../../lib/blog/testing';
import { callsTo, deferred, type MockResponse, makeUser } from '../../test/utils';
import { BLOG_DESCRIPTION } from './BlogListPage';
import { ADMIN, metaContent, renderBlog } from './testing';

const location = () => screen.getByTestId('location');
const postList = async () => {
  const section = await screen.findByRole('region', { name: /^Posts/ });
  return within(section).findAllByRole('article');
};

const STUDY = makeBlogPost({
  id: 'p-study',
  slug: 'how-to-study',
  title: 'How to study for exams',
  excerpt: 'Spaced repetition beats cramming.',
  tags: ['exams', 'study tips'],
  author_name: 'Ms Rivera',
  view_count: 1234,
  featured_image: 'https://img.example.com/study.jpg',
  published_at: '2026-01-05T10:00:00.000Z',
});
const MATH = makeBlogPost({
  id: 'p-math',
  slug: 'math-anxiety',
  title: 'Beating math anxiety',
  excerpt: '',
  content: '<h2>Breathe</h2><p>Start with <strong>one</strong> easy problem.</p>',
  tags: ['math'],
  view_count: 1,
  published_at: '2026-01-03T10:00:00.000Z',
});
const TAGS = makeTags(['exams', 2], ['math', 1], ['study tips', 1]);

describe('public blog list', () => {
  it('shows the published posts as cards, with the tag filter, RSS link and page details', async () => {
    const { fetchMock } = renderBlog('/blog', {
      routes: { 'GET /api/blogs': { body: [STUDY, MATH] }, 'GET /api/blogs/tags/list': { body: TAGS } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Blog' })).toBeInTheDocument();
    const [study, math] = await postList();

    const title = within(study!).getByRole('link', { name: 'How to study for exams' });
    expect(title).toHaveAttribute('href', '/blog/how-to-study');
    expect(within(study!).getByRole('heading', { level: 2 })).toHaveTextContent('How to study for exams');
    expect(within(study!).getByRole('img', { name: 'How to study for exams' })).toHaveAttribute(
      'src',
      'https://img.example.com/study.jpg',
    );
    expect(study).toHaveTextContent('Spaced repetition beats cramming.');
    expect(study).toHaveTextContent('Ms Rivera');
    expect(study).toHaveTextContent('Jan 5, 2026');
    expect(study).toHaveTextContent('1,234 views');
    const tags = within(within(study!).getByRole('list', { name: 'Tags' })).getAllByRole('link');
    expect(tags.map((tag) => [tag.textContent, tag.getAttribute('href')])).toEqual([
      ['exams', '/blog?tag=exams'],
      ['study tips', '/blog?tag=study+tips'],
    ]);

    // No excerpt: the card shows the start of the post's text instead; no image, no img.
    expect(math).toHaveTextContent('Breathe Start with one easy problem.');
    expect(math).toHaveTextContent('1 view');
    expect(within(math!).queryByRole('img')).not.toBeInTheDocument();

    const filter = screen.getByRole('navigation', { name: 'Filter posts by tag' });
    const pills = within(filter).getAllByRole('link');
    expect(pills.map((pill) => pill.textContent)).toEqual([
      'All',
      'exams 2 posts',
      'math 1 post',
      'study tips 1 post',
    ]);
    expect(within(filter).getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'page');
    expect(within(filter).getByRole('link', { name: /^exams/ })).not.toHaveAttribute('aria-current');

    expect(screen.getByRole('link', { name: 'RSS' })).toHaveAttribute('href', '/rss.xml');
    const feed = document.head.querySelector('link[rel="alternate"][type="application/rss+xml"]');
    expect(feed).toHaveAttribute('href', '/rss.xml');
    await waitFor(() => expect(document.title).toBe('Blog · StudyBot'));
    expect(metaContent('name', 'description')).toBe(BLOG_DESCRIPTION);

    // The public list asks for published posts only (no status parameter).
    const [url] = callsTo(fetchMock, 'GET /api/blogs')[0]!;
    expect(String(url)).toBe('/api/blogs?limit=24&offset=0');
  });

  it('filters by a tag through ?tag=, marks it current, and goes back to All', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderBlog('/blog', {
      routes: {
        'GET /api/blogs': ({ url }) => ({
          body: new URL(url, 'http://x').searchParams.get('tag') === 'math' ? [MATH] : [STUDY, MATH],
        }),
        'GET /api/blogs/tags/list': { body: TAGS },
      },
    });
    expect(await postList()).toHaveLength(2);
    const filter = screen.getByRole('navigation', { name: 'Filter posts by tag' });
    await user.click(within(filter).getByRole('link', { name: /^math/ }));

    expect(location()).toHaveTextContent('/blog?tag=math');
    await waitFor(async () => expect(await postList()).toHaveLength(1));
    expect((await postList())[0]).toHaveTextContent('Beating math anxiety');
    expect(within(filter).getByRole('link', { name: /^math/ })).toHaveAttribute('aria-current', 'page');
    expect(within(filter).getByRole('link', { name: 'All' })).not.toHaveAttribute('aria-current');
    expect(screen.getByText(/Showing posts tagged/)).toHaveTextContent('Showing posts tagged “math”.');
    expect(callsTo(fetchMock, 'GET /api/blogs?tag=math&limit=24&offset=0')).toHaveLength(1);

    await user.click(within(filter).getByRole('link', { name: 'All' }));
    expect(location()).toHaveTextContent(/^\/blog$/);
    await waitFor(async () => expect(await postList()).toHaveLength(2));
  });

  it('opens filtered from a tag link in the address', async () => {
    const { fetchMock } = renderBlog('/blog?tag=study%20tips', {
      routes: { 'GET /api/blogs': { body: [STUDY] }, 'GET /api/blogs/tags/list': { body: TAGS } },
    });
    expect(await postList()).toHaveLength(1);
    expect(await screen.findByRole('link', { name: /^study tips 1 post/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(callsTo(fetchMock, 'GET /api/blogs?tag=study+tips&limit=24&offset=0')).toHaveLength(1);
  });

  it('shows a spinner while loading, then the empty state', async () => {
    const answer = deferred<MockResponse>();
    renderBlog('/blog', { routes: { 'GET /api/blogs': () => answer.promise } });
    expect(await screen.findByRole('status')).toHaveTextContent('Loading blog posts...');
    answer.resolve({ body: [] });
    expect(await screen.findByText('No posts yet')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Filter posts by tag' })).not.toBeInTheDocument();
  });

  it('says when no post has the chosen tag, with a way back to every post', async () => {
    const user = userEvent.setup();
    renderBlog('/blog?tag=chess');
    expect(await screen.findByText('No posts tagged “chess”')).toBeInTheDocument();
    await user.click(screen.getAllByRole('link', { name: 'Show all posts' }).at(-1)!);
    expect(location()).toHaveTextContent(/^\/blog$/);
  });

  it('says when the posts could not be loaded, and tries again', async () => {
    const user = userEvent.setup();
    let calls = 0;
    renderBlog('/blog', {
      routes: {
        'GET /api/blogs': () => {
          calls += 1;
          return calls === 1 ? { status: 400, body: { detail: 'Bad tag' } } : { body: [STUDY] };
        },
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(BLOG_MESSAGES.listFailed);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await postList()).toHaveLength(1);
  });

  it('loads more posts while the last page was full', async () => {
    const user = userEvent.setup();
    const page = (from: number, count: number) =>
      Array.from({ length: count }, (_, i) => makeBlogPost({ id: `p${from + i}`, slug: `p${from + i}` }));
    renderBlog('/blog', {
      routes: {
        'GET /api/blogs?limit=24&offset=0': { body: page(0, 24) },
        'GET /api/blogs?limit=24&offset=24': { body: page(24, 2) },
      },
    });
    expect(await postList()).toHaveLength(24);
    await user.click(screen.getByRole('button', { name: 'Load more posts' }));
    await waitFor(async () => expect(await postList()).toHaveLength(26));
    expect(screen.queryByRole('button', { name: 'Load more posts' })).not.toBeInTheDocument();
  });

  it('shows Manage Posts to admins only', async () => {
    const { unmount } = renderBlog('/blog', { user: ADMIN });
    expect(await screen.findByRole('link', { name: 'Manage Posts' })).toHaveAttribute('href', '/admin/blog');
    unmount();
    localStorage.clear();

    const student = renderBlog('/blog', { user: makeUser() });
    expect(await screen.findByText('No posts yet')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Manage Posts' })).not.toBeInTheDocument();
    student.unmount();
    localStorage.clear();

    renderBlog('/blog');
    expect(await screen.findByText('No posts yet')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Manage Posts' })).not.toBeInTheDocument();
  });

  it('gives a signed-out visitor the site header with sign-in', async () => {
    renderBlog('/blog');
    expect(await screen.findByRole('heading', { level: 1, name: 'Blog' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Blog' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
  });

  it('removes its head tags when the page is left', async () => {
    const user = userEvent.setup();
    renderBlog('/blog');
    expect(await screen.findByText('No posts yet')).toBeInTheDocument();
    expect(document.head.querySelector('link[type="application/rss+xml"]')).not.toBeNull();
    await user.click(
      within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'About' }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'About StudyBot' })).toBeInTheDocument();
    expect(document.head.querySelector('link[type="application/rss+xml"]')).toBeNull();
    expect(metaContent('name', 'description')).toBeNull();
  });
});
