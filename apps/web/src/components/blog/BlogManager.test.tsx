import { BLOG_MESSAGES, type BlogPost } from '@studybot/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeBlogPost } from '../../lib/blog/testing';
import {
  callsTo,
  deferred,
  type MockResponse,
  mockFetch,
  type RouteHandler,
  renderWithProviders,
} from '../../test/utils';
import { BlogManager } from './BlogManager';

const DRAFT = makeBlogPost({
  id: 'p-draft',
  slug: 'exam-week',
  title: 'Exam week plan',
  status: 'draft',
  published_at: null,
  created_at: '2026-02-01T10:00:00.000Z',
  content: '<p>Plan each day.</p>',
  excerpt: 'A day-by-day plan.',
  tags: ['exams'],
  view_count: 0,
});
const PUBLISHED = makeBlogPost({
  id: 'p-pub',
  slug: 'active-recall',
  title: 'Active recall',
  status: 'published',
  published_at: '2026-01-20T10:00:00.000Z',
  content: '<p>Test yourself.</p>',
  excerpt: 'Close the book.',
  tags: ['memory', 'study tips'],
  featured_image: 'https://img.example.com/recall.jpg',
  seo_title: 'Active recall guide',
  seo_description: 'Close the book and test yourself.',
  view_count: 57,
});

/** A server holding `posts`: GET lists them, POST/PUT/DELETE change them (unless `routes` override). */
function renderManager(
  posts: BlogPost[] = [DRAFT, PUBLISHED],
  routes: Record<string, RouteHandler | MockResponse> = {},
) {
  let stored = [...posts];
  const server: Record<string, RouteHandler | MockResponse> = {
    'GET /api/blogs': () => ({ body: stored }),
    'POST /api/blogs': ({ body }) => {
      const created = makeBlogPost({ ...(body as Partial<BlogPost>), id: 'p-new', slug: 'new-post' });
      stored = [created, ...stored];
      return { body: created };
    },
  };
  for (const post of posts) {
    server[`PUT /api/blogs/${post.id}`] = ({ body }) => {
      const updated = { ...stored.find((p) => p.id === post.id)!, ...(body as Partial<BlogPost>) };
      stored = stored.map((p) => (p.id === post.id ? updated : p));
      return { body: updated };
    };
    server[`DELETE /api/blogs/${post.id}`] = () => {
      stored = stored.filter((p) => p.id !== post.id);
      return { body: { message: 'Blog post deleted' } };
    };
  }
  const fetchMock = mockFetch({ ...server, ...routes });
  return { ...renderWithProviders(<BlogManager />), fetchMock };
}

const tiles = async () =>
  within(await screen.findByRole('list', { name: 'All posts' })).getAllByRole('article');
const tile = async (title: string) =>
  (await tiles()).find((article) => within(article).queryByRole('heading', { name: title }))!;
const editor = () => screen.getByRole('dialog');
const field = (name: string | RegExp) => within(editor()).getByLabelText(name);
const gets = (fetchMock: ReturnType<typeof mockFetch>) => callsTo(fetchMock, 'GET /api/blogs').length;

describe('BlogManager', () => {
  it('lists every post, drafts included, with status, date, views and tags', async () => {
    const { fetchMock } = renderManager();
    expect(screen.getByRole('heading', { level: 2, name: 'Blog Management' })).toBeInTheDocument();
    const [draft, published] = await tiles();
    expect(within(draft!).getByText('Draft', { selector: '[data-tone]' })).toBeInTheDocument();
    expect(draft).toHaveTextContent('Created Feb 1, 2026');
    expect(draft).toHaveTextContent('0 views');
    expect(within(draft!).getByRole('button', { name: 'Publish Exam week plan' })).toBeInTheDocument();

    expect(within(published!).getByText('Published', { selector: '[data-tone]' })).toBeInTheDocument();
    expect(published).toHaveTextContent('Published Jan 20, 2026');
    expect(published).toHaveTextContent('57 views');
    expect(within(published!).getByRole('list', { name: 'Tags' })).toHaveTextContent('memorystudy tips');
    expect(within(published!).getByRole('button', { name: 'Unpublish Active recall' })).toBeInTheDocument();
    expect(within(published!).getByRole('link', { name: 'View Active recall' })).toHaveAttribute(
      'href',
      '/blog/active-recall',
    );

    const [url] = callsTo(fetchMock, 'GET /api/blogs')[0]!;
    expect(String(url)).toBe('/api/blogs?status=all&limit=24&offset=0');
  });

  it('shows the loading text, then the empty state whose button opens the editor', async () => {
    const user = userEvent.setup();
    const answer = deferred<MockResponse>();
    mockFetch({ 'GET /api/blogs': () => answer.promise });
    renderWithProviders(<BlogManager />);
    expect(screen.getByRole('status')).toHaveTextContent(BLOG_MESSAGES.loading);
    answer.resolve({ body: [] });
    expect(await screen.findByText(BLOG_MESSAGES.emptyTitle)).toBeInTheDocument();
    expect(screen.getByText(BLOG_MESSAGES.emptyBody)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create First Post' }));
    expect(editor()).toHaveAccessibleName('Create New Post');
    expect(field('Title')).toHaveFocus();
  });

  it('says when the posts could not be loaded, and tries again', async () => {
    const user = userEvent.setup();
    let calls = 0;
    mockFetch({
      'GET /api/blogs': () => {
        calls += 1;
        return calls === 1 ? { status: 500, body: 'oops' } : { body: [DRAFT] };
      },
    });
    renderWithProviders(<BlogManager />);
    // One retry for a 5xx, then the banner.
    expect(await screen.findByRole('alert')).toHaveTextContent(BLOG_MESSAGES.loadPostsFailed);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await tiles()).toHaveLength(1);
  });

  it('creates a post: sends the fields (tags cleaned, no image as null) and refreshes the list', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderManager([PUBLISHED]);
    await tiles();
    const before = gets(fetchMock);
    await user.click(screen.getByRole('button', { name: 'New Post' }));
    expect(editor()).toHaveAccessibleName('Create New Post');

    await user.type(field('Title'), '  Note-taking that works ');
    await user.click(field('Content (HTML)'));
    await user.paste('<p>Use the Cornell method.</p>');
    await user.type(field('Excerpt'), 'Cornell notes in 5 minutes.');
    await user.selectOptions(field('Status'), 'Published');
    await user.type(field('Tags'), 'Study tips, notes,, study tips ,  exams');
    await user.type(field('SEO title'), 'Cornell notes');
    await user.type(field('SEO description'), 'A quick guide.');
    await user.click(within(editor()).getByRole('button', { name: 'Save Post' }));

    await waitFor(() => expect(callsTo(fetchMock, 'POST /api/blogs')).toHaveLength(1));
    const [, init] = callsTo(fetchMock, 'POST /api/blogs')[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({
      title: 'Note-taking that works',
      content: '<p>Use the Cornell method.</p>',
      excerpt: 'Cornell notes in 5 minutes.',
      status: 'published',
      featured_image: null,
      tags: ['Study tips', 'notes', 'exams'],
      seo_title: 'Cornell notes',
      seo_description: 'A quick guide.',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(async () => expect(await tiles()).toHaveLength(2));
    expect(gets(fetchMock)).toBeGreaterThan(before);
    expect((await tiles())[0]).toHaveTextContent('Note-taking that works');
    expect(await screen.findByText('Post created')).toBeInTheDocument();
  });

  it('edits a post: the form is filled from it and PUT sends every field', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderManager();
    await user.click(within(await tile('Active recall')).getByRole('button', { name: /^Edit/ }));
    expect(editor()).toHaveAccessibleName('Edit Post');
    expect(field('Title')).toHaveValue('Active recall');
    expect(field('Content (HTML)')).toHaveValue('<p>Test yourself.</p>');
    expect(field('Excerpt')).toHaveValue('Close the book.');
    expect(field('Status')).toHaveValue('published');
    expect(field('Featured image URL')).toHaveValue('https://img.example.com/recall.jpg');
    expect(field('Tags')).toHaveValue('memory, study tips');
    expect(field('SEO title')).toHaveValue('Active recall guide');
    expect(field('SEO description')).toHaveValue('Close the book and test yourself.');

    await user.clear(field('Title'));
    await user.type(field('Title'), 'Active recall, step by step');
    await user.clear(field('Featured image URL'));
    await user.click(within(editor()).getByRole('button', { name: 'Save Post' }));

    await waitFor(() => expect(callsTo(fetchMock, 'PUT /api/blogs/p-pub')).toHaveLength(1));
    const [, init] = callsTo(fetchMock, 'PUT /api/blogs/p-pub')[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({
      title: 'Active recall, step by step',
      content: '<p>Test yourself.</p>',
      excerpt: 'Close the book.',
      status: 'published',
      featured_image: null,
      tags: ['memory', 'study tips'],
      seo_title: 'Active recall guide',
      seo_description: 'Close the book and test yourself.',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('heading', { name: 'Active recall, step by step' })).toBeInTheDocument();
  });

  it('Cancel closes the editor without saving', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderManager();
    await user.click(within(await tile('Exam week plan')).getByRole('button', { name: /^Edit/ }));
    await user.type(field('Title'), ' changed');
    await user.click(within(editor()).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'PUT /api/blogs/p-draft')).toHaveLength(0);
  });

  it('shows the save error in the editor, keeps what was typed, and clears the banner on success', async () => {
    const user = userEvent.setup();
    let attempts = 0;
    const { fetchMock } = renderManager([DRAFT], {
      'DELETE /api/blogs/p-draft': { status: 500, body: { detail: 'Database is busy' } },
      'POST /api/blogs': ({ body }) => {
        attempts += 1;
        return attempts === 1
          ? { status: 400, body: { detail: 'featured_image: The featured image must be an http(s) address' } }
          : { body: makeBlogPost({ ...(body as Partial<BlogPost>), id: 'p-new' }) };
      },
    });
    // A failed delete leaves the page banner up.
    await user.click(within(await tile('Exam week plan')).getByRole('button', { name: /^Delete/ }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(BLOG_MESSAGES.deleteFailed)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'New Post' }));
    await user.type(field('Title'), 'Flashcards');
    await user.click(field('Content (HTML)'));
    await user.paste('<p>Make them small.</p>');
    await user.click(within(editor()).getByRole('button', { name: 'Save Post' }));

    expect(await within(editor()).findByRole('alert')).toHaveTextContent(
      `${BLOG_MESSAGES.saveFailed}: featured_image: The featured image must be an http(s) address`,
    );
    expect(field('Title')).toHaveValue('Flashcards');

    await user.click(within(editor()).getByRole('button', { name: 'Save Post' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(fetchMock, 'POST /api/blogs')).toHaveLength(2);
    expect(screen.queryByText(BLOG_MESSAGES.deleteFailed)).not.toBeInTheDocument();
    expect(screen.queryByText(BLOG_MESSAGES.saveFailed, { exact: false })).not.toBeInTheDocument();
  });

  it('publishes and unpublishes with {status} alone', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderManager();
    await user.click(within(await tile('Exam week plan')).getByRole('button', { name: /^Publish/ }));
    await waitFor(() => expect(callsTo(fetchMock, 'PUT /api/blogs/p-draft')).toHaveLength(1));
    expect(JSON.parse(String(callsTo(fetchMock, 'PUT /api/blogs/p-draft')[0]![1]?.body))).toEqual({
      status: 'published',
    });
    expect(
      await within(await tile('Exam week plan')).findByRole('button', { name: 'Unpublish Exam week plan' }),
    ).toBeInTheDocument();

    await user.click(within(await tile('Active recall')).getByRole('button', { name: /^Unpublish/ }));
    await waitFor(() => expect(callsTo(fetchMock, 'PUT /api/blogs/p-pub')).toHaveLength(1));
    expect(JSON.parse(String(callsTo(fetchMock, 'PUT /api/blogs/p-pub')[0]![1]?.body))).toEqual({
      status: 'draft',
    });
    expect(
      await within(await tile('Active recall')).findByRole('button', { name: 'Publish Active recall' }),
    ).toBeInTheDocument();
    expect(within(await tile('Active recall')).getByText('Draft')).toBeInTheDocument();
  });

  it('shows a banner when the status cannot be changed', async () => {
    const user = userEvent.setup();
    renderManager([DRAFT], { 'PUT /api/blogs/p-draft': { status: 500, body: 'oops' } });
    await user.click(within(await tile('Exam week plan')).getByRole('button', { name: /^Publish/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(BLOG_MESSAGES.statusFailed);
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('asks before deleting, and sends DELETE only when confirmed', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderManager();
    await user.click(within(await tile('Exam week plan')).getByRole('button', { name: /^Delete/ }));
    const confirm = screen.getByRole('alertdialog');
    expect(confirm).toHaveAccessibleName(BLOG_MESSAGES.confirmDelete);
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'DELETE /api/blogs/p-draft')).toHaveLength(0);

    await user.click(within(await tile('Exam week plan')).getByRole('button', { name: /^Delete/ }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(callsTo(fetchMock, 'DELETE /api/blogs/p-draft')).toHaveLength(1));
    await waitFor(async () => expect(await tiles()).toHaveLength(1));
    expect(screen.queryByRole('heading', { name: 'Exam week plan' })).not.toBeInTheDocument();
  });

  it('formats content with the toolbar and previews it in a sandboxed frame', async () => {
    const user = userEvent.setup();
    renderManager([]);
    await user.click(await screen.findByRole('button', { name: 'New Post' }));
    const content = field('Content (HTML)') as HTMLTextAreaElement;
    await user.click(content);
    await user.paste('Study smarter');
    content.setSelectionRange(6, 13);
    await user.click(within(editor()).getByRole('button', { name: 'Bold' }));
    expect(content).toHaveValue('Study <strong>smarter</strong>');
    expect(content).toHaveFocus();
    expect(content.value.slice(content.selectionStart, content.selectionEnd)).toBe('smarter');

    const toolbar = within(editor()).getByRole('toolbar', { name: 'Formatting' });
    expect(
      within(toolbar)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Heading', 'Bold', 'Italic', 'Link', 'Bulleted list', 'Quote']);

    content.setSelectionRange(content.value.length, content.value.length);
    await user.paste('<script>alert(1)</script>');
    const preview = within(editor()).getByTitle('Content preview');
    expect(preview).toHaveAttribute('sandbox', '');
    await waitFor(() =>
      expect(preview.getAttribute('srcdoc')).toContain(
        'Study <strong>smarter</strong><script>alert(1)</script>',
      ),
    );
    expect(preview.getAttribute('srcdoc')).toContain("default-src 'none'");
  });

  it('shows the SEO description hint with a live count, and marks the image field as a URL', async () => {
    const user = userEvent.setup();
    renderManager([]);
    await user.click(await screen.findByRole('button', { name: 'New Post' }));
    expect(field('Featured image URL')).toHaveAttribute('type', 'url');
    const seo = field('SEO description');
    expect(seo).toHaveAccessibleDescription('160 characters max 0/160');
    await user.type(seo, 'Twelve chars');
    expect(seo).toHaveAccessibleDescription('160 characters max 12/160');
    expect(within(editor()).getByText('Separate tags with commas')).toBeInTheDocument();
  });
});
