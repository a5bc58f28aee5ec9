import {
  BlogDeleted,
  BlogIdParams,
  BlogListQuery,
  BlogPost,
  BlogPostInput,
  BlogPostUpdate,
  BlogSlugParams,
  BlogTagCount,
  ErrorBody,
} from '@studybot/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, type Guards } from '../../platform/auth/guard.ts';
import type { BlogService } from './service.ts';

/** Where the site is served, for the feed's and sitemap's absolute links. */
function baseUrlOf(request: FastifyRequest, publicUrl: string | undefined): string {
  return (publicUrl ?? `${request.protocol}://${request.host}`).replace(/\/+$/, '');
}

/** The blog (spec part 2 §7 Blog): reading is public, writing is for admins; plus /rss.xml and /sitemap.xml. */
export const blogRoutes: FastifyPluginAsyncZod<{
  blog: BlogService;
  guards: Guards;
  publicUrl?: string;
}> = async (app, { blog, guards, publicUrl }) => {
  const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };
  const tags = ['blog'];
  const reading = { onRequest: guards.optionalUser };
  const writing = { onRequest: guards.requireAdmin };

  app.get(
    '/api/blogs',
    {
      ...reading,
      schema: { tags, querystring: BlogListQuery, response: { 200: z.array(BlogPost), ...errors } },
    },
    (request) => blog.list(request.user, request.query),
  );

  app.get('/api/blogs/tags/list', { schema: { tags, response: { 200: z.array(BlogTagCount) } } }, () =>
    blog.tags(),
  );

  app.get(
    '/api/blogs/:slug',
    { ...reading, schema: { tags, params: BlogSlugParams, response: { 200: BlogPost, ...errors } } },
    (request) =>
      blog.get(request.user, request.params.slug, {
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? '',
      }),
  );

  app.get(
    '/api/blogs/:slug/related',
    { ...reading, schema: { tags, params: BlogSlugParams, response: { 200: z.array(BlogPost), ...errors } } },
    (request) => blog.related(request.user, request.params.slug),
  );

  app.post(
    '/api/blogs',
    { ...writing, schema: { tags, body: BlogPostInput, response: { 200: BlogPost, ...errors } } },
    (request) => blog.create(currentUser(request), request.body),
  );

  app.put(
    '/api/blogs/:id',
    {
      ...writing,
      schema: { tags, params: BlogIdParams, body: BlogPostUpdate, response: { 200: BlogPost, ...errors } },
    },
    (request) => blog.update(request.params.id, request.body),
  );

  app.delete(
    '/api/blogs/:id',
    { ...writing, schema: { tags, params: BlogIdParams, response: { 200: BlogDeleted, ...errors } } },
    (request) => blog.delete(request.params.id),
  );

  app.get('/rss.xml', async (request, reply) =>
    reply
      .header('content-type', 'application/rss+xml; charset=utf-8')
      .send(await blog.rss(baseUrlOf(request, publicUrl))),
  );

  app.get('/sitemap.xml', async (request, reply) =>
    reply
      .header('content-type', 'application/xml; charset=utf-8')
      .send(await blog.sitemap(baseUrlOf(request, publicUrl))),
  );
};
