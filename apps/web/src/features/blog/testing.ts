import type { User } from '@studybot/contract';
import { type MockResponse, makeUser, type RouteHandler, renderApp } from '../../test/utils';

export const ADMIN = makeUser({ id: 'admin-1', username: 'admin', is_admin: true });

/** Renders the app at `path` with an empty blog unless `routes` says otherwise. */
export function renderBlog(
  path: string,
  { user, routes = {} }: { user?: User; routes?: Record<string, RouteHandler | MockResponse> } = {},
) {
  return renderApp(path, {
    user,
    routes: {
      'GET /api/blogs': { body: [] },
      'GET /api/blogs/tags/list': { body: [] },
      ...routes,
    },
  });
}

/** The content of `<meta {attr}="{key}">` in the document head, or null. */
export function metaContent(attr: 'name' | 'property', key: string): string | null {
  return document.head.querySelector(`meta[${attr}="${key}"]`)?.getAttribute('content') ?? null;
}
