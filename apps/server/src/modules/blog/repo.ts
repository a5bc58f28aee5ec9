import { type Insertable, sql, type Updateable } from 'kysely';
import type { Db } from '../../platform/db/database.ts';
import type { BlogPostsTable } from '../../platform/db/schema.ts';

const tagKey = (tag: string) => tag.toLowerCase();

/** Owns blog_posts, blog_tags and blog_views. */
export class BlogRepo {
  constructor(private readonly db: Db) {}

  async insert(post: Insertable<BlogPostsTable>, tags: readonly string[]): Promise<void> {
    await this.db.transaction().execute(async (tx) => {
      await tx.insertInto('blog_posts').values(post).execute();
      if (tags.length) {
        await tx
          .insertInto('blog_tags')
          .values(tags.map((tag) => ({ post_id: post.id, tag, tag_key: tagKey(tag) })))
          .execute();
      }
    });
  }

  /** Saves changes; `tags` (when given) replaces the post's tags. False when there is no such post. */
  async update(id: string, changes: Updateable<BlogPostsTable>, tags?: readonly string[]): Promise<boolean> {
    return this.db.transaction().execute(async (tx) => {
      const result = await tx.updateTable('blog_posts').set(changes).where('id', '=', id).executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) return false;
      if (tags) {
        await tx.deleteFrom('blog_tags').where('post_id', '=', id).execute();
        if (tags.length) {
          await tx
            .insertInto('blog_tags')
            .values(tags.map((tag) => ({ post_id: id, tag, tag_key: tagKey(tag) })))
            .execute();
        }
      }
      return true;
    });
  }

  async delete(id: string): Promise<boolean> {
    const result = await this.db.deleteFrom('blog_posts').where('id', '=', id).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  findById(id: string) {
    return this.db.selectFrom('blog_posts').selectAll().where('id', '=', id).executeTakeFirst();
  }

  findBySlug(slug: string) {
    return this.db.selectFrom('blog_posts').selectAll().where('slug', '=', slug).executeTakeFirst();
  }

  /** Slugs in use that are `base` or `base-<n>`. */
  async slugsLike(base: string): Promise<Set<string>> {
    const rows = await this.db
      .selectFrom('blog_posts')
      .select('slug')
      .where((eb) => eb.or([eb('slug', '=', base), eb('slug', 'like', `${base}-%`)]))
      .execute();
    return new Set(rows.map((r) => r.slug));
  }

  /** Newest first: by the date published, drafts by the date written. */
  list(query: { status: 'published' | 'draft' | 'all'; tag?: string; limit: number; offset: number }) {
    let q = this.db.selectFrom('blog_posts').selectAll('blog_posts');
    if (query.status !== 'all') q = q.where('blog_posts.status', '=', query.status);
    if (query.tag) {
      const key = tagKey(query.tag);
      q = q.where((eb) =>
        eb.exists(
          eb
            .selectFrom('blog_tags')
            .select('blog_tags.post_id')
            .whereRef('blog_tags.post_id', '=', 'blog_posts.id')
            .where('blog_tags.tag_key', '=', key),
        ),
      );
    }
    return q
      .orderBy(sql`coalesce(blog_posts.published_at, blog_posts.created_at)`, 'desc')
      .orderBy('blog_posts.id')
      .limit(query.limit)
      .offset(query.offset)
      .execute();
  }

  /** Each tag of the published posts with how many it is on, most used first. */
  async tagCounts(): Promise<{ tag: string; count: number }[]> {
    const rows = await this.db
      .selectFrom('blog_tags')
      .innerJoin('blog_posts', 'blog_posts.id', 'blog_tags.post_id')
      .where('blog_posts.status', '=', 'published')
      .select([
        'blog_tags.tag_key',
        (eb) => eb.fn.min('blog_tags.tag').as('tag'),
        (eb) => eb.fn.countAll().as('n'),
      ])
      .groupBy('blog_tags.tag_key')
      .execute();
    return rows
      .map((r) => ({ tag: String(r.tag), count: Number(r.n) }))
      .sort((a, b) => b.count - a.count || a.tag.localeCompare(b.tag));
  }

  /** Published posts other than `postId` sharing the most of `tags`, then the newest. */
  async related(postId: string, tags: readonly string[], limit: number) {
    if (tags.length === 0) return [];
    const ranked = await this.db
      .selectFrom('blog_tags')
      .innerJoin('blog_posts', 'blog_posts.id', 'blog_tags.post_id')
      .where('blog_tags.tag_key', 'in', tags.map(tagKey))
      .where('blog_posts.status', '=', 'published')
      .where('blog_posts.id', '!=', postId)
      .select(['blog_posts.id', 'blog_posts.published_at', (eb) => eb.fn.countAll().as('shared')])
      .groupBy(['blog_posts.id', 'blog_posts.published_at'])
      .orderBy('shared', 'desc')
      .orderBy('blog_posts.published_at', 'desc')
      .limit(limit)
      .execute();
    if (ranked.length === 0) return [];
    const posts = await this.db
      .selectFrom('blog_posts')
      .selectAll()
      .where(
        'id',
        'in',
        ranked.map((r) => r.id),
      )
      .execute();
    return ranked.map((r) => posts.find((p) => p.id === r.id)!);
  }

  /** Counts a view once per visitor per day; true when this one counted. */
  async recordView(postId: string, visitor: string, day: string): Promise<boolean> {
    return this.db.transaction().execute(async (tx) => {
      const result = await tx
        .insertInto('blog_views')
        .values({ post_id: postId, visitor, day })
        .onConflict((oc) => oc.columns(['post_id', 'visitor', 'day']).doNothing())
        .executeTakeFirst();
      if (Number(result.numInsertedOrUpdatedRows ?? 0) === 0) return false;
      await tx
        .updateTable('blog_posts')
        .set({ view_count: sql`view_count + 1` })
        .where('id', '=', postId)
        .execute();
      return true;
    });
  }

  /** Views older than `day` are only needed for counting that day; they are pruned. */
  async pruneViews(beforeDay: string): Promise<void> {
    await this.db.deleteFrom('blog_views').where('day', '<', beforeDay).execute();
  }
}
