import { BLOG_MESSAGES } from '@studybot/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AuthProvider } from '../../lib/auth/AuthProvider';
import { makeBlogPost } from '../../lib/blog/testing';
import { callsTo, makeUser, mockFetch, renderWithProviders } from '../../test/utils';
import { BlogAdminPage } from './BlogAdminPage';
import { ADMIN, renderBlog } from './testing';

const location = () => screen.getByTestId('location');

const POST = makeBlogPost({
  id: 'p-7',
  slug: 'mind-maps',
  title: 'Mind maps',
  content: '<p>Draw it out.</p>',
  tags: ['notes'],
});
const OTHER = makeBlogPost({ id: 'p-8', slug: 'pomodoro', title: 'Pomodoro' });

describe('blog admin page', () => {
  it('shows the dashboard with a link to the public blog and the post manager', async () => {
    const { fetchMock } = renderBlog('/admin/blog', {
      user: ADMIN,
      routes: { 'GET /api/blogs': { body: [POST, OTHER] } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Blog Admin' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Blog Admin · StudyBot'));
    expect(screen.getByRole('link', { name: 'View Blog' })).toHaveAttribute('href', '/blog');
    expect(screen.getByRole('heading', { level: 2, name: 'Blog Management' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 3, name: 'Mind maps' })).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET /api/blogs?status=all&limit=24&offset=0')).toHaveLength(1);
  });

  it('opens the post named by ?edit= in the editor, and drops the parameter on closing', async () => {
    const user = userEvent.setup();
    renderBlog('/admin/blog?edit=p-7', {
      user: ADMIN,
      routes: { 'GET /api/blogs': { body: [OTHER, POST] } },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Edit Post' });
    expect(within(dialog).getByLabelText('Title')).toHaveValue('Mind maps');
    expect(within(dialog).getByLabelText('Tags')).toHaveValue('notes');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(location()).toHaveTextContent(/^\/admin\/blog$/));
  });

  it('says when the post named by ?edit= cannot be found', async () => {
    renderBlog('/admin/blog?edit=nope', { user: ADMIN, routes: { 'GET /api/blogs': { body: [OTHER] } } });
    expect(await screen.findByRole('alert')).toHaveTextContent(BLOG_MESSAGES.editLoadFailed);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('takes an admin from a post to its editor with Edit Post', async () => {
    const user = userEvent.setup();
    renderBlog('/blog/mind-maps', {
      user: ADMIN,
      routes: {
        'GET /api/blogs/mind-maps': { body: POST },
        'GET /api/blogs/mind-maps/related': { body: [] },
        'GET /api/blogs': { body: [POST] },
      },
    });
    await user.click(await screen.findByRole('link', { name: 'Edit Post' }));
    expect(location()).toHaveTextContent('/admin/blog?edit=p-7');
    const dialog = await screen.findByRole('dialog', { name: 'Edit Post' });
    expect(within(dialog).getByLabelText('Content (HTML)')).toHaveValue('<p>Draw it out.</p>');
  });

  it('sends a non-admin to /dashboard (routes table)', async () => {
    renderBlog('/admin/blog', { user: makeUser() });
    await waitFor(() => expect(location()).toHaveTextContent('/dashboard'));
  });

  it('says admin privileges are needed if a non-admin reaches the screen itself', async () => {
    localStorage.setItem('auth_token', 'test-token');
    mockFetch({ 'GET /api/auth/me': { body: makeUser() } });
    renderWithProviders(
      <AuthProvider dialog={() => null}>
        <BlogAdminPage />
      </AuthProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.getByText(BLOG_MESSAGES.adminOnly)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Blog Management' })).not.toBeInTheDocument();
  });
});
