import type { Kysely } from 'kysely';
import { jsonColumnType } from './types.ts';

/**
 * The blog (posts, their tags for filtering and counting, one view per visitor per day) and the
 * admin panel (an audit log of admin actions; users that can be disabled and whose last activity
 * is known, for "active today").
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('blog_posts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('excerpt', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('featured_image', 'text')
    .addColumn('tags', jsonColumnType(db), (c) => c.notNull())
    .addColumn('seo_title', 'text', (c) => c.notNull())
    .addColumn('seo_description', 'text', (c) => c.notNull())
    .addColumn('author_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('author_name', 'text', (c) => c.notNull())
    .addColumn('view_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('published_at', 'text')
    .execute();
  await db.schema
    .createIndex('blog_posts_status')
    .on('blog_posts')
    .columns(['status', 'published_at'])
    .execute();

  await db.schema
    .createTable('blog_tags')
    .addColumn('post_id', 'text', (c) => c.notNull().references('blog_posts.id').onDelete('cascade'))
    .addColumn('tag', 'text', (c) => c.notNull())
    // Lower-cased, for filtering and counting ("Exams" and "exams" are one tag).
    .addColumn('tag_key', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('blog_tags_pk', ['post_id', 'tag_key'])
    .execute();
  await db.schema.createIndex('blog_tags_key').on('blog_tags').column('tag_key').execute();

  await db.schema
    .createTable('blog_views')
    .addColumn('post_id', 'text', (c) => c.notNull().references('blog_posts.id').onDelete('cascade'))
    // A hash of the visitor (user id, or address and browser), never the address itself.
    .addColumn('visitor', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('blog_views_pk', ['post_id', 'visitor', 'day'])
    .execute();

  await db.schema
    .createTable('admin_audit_log')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('admin_id', 'text', (c) => c.notNull())
    .addColumn('admin_name', 'text', (c) => c.notNull())
    .addColumn('target_user_id', 'text')
    .addColumn('target_name', 'text')
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('detail', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('admin_audit_log_at').on('admin_audit_log').column('created_at').execute();

  await db.schema
    .alterTable('users')
    .addColumn('disabled', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  await db.schema.alterTable('users').addColumn('last_active_at', 'text').execute();
  // Agreed at sign-up to study tips and news by email: only these users are exported.
  await db.schema
    .alterTable('users')
    .addColumn('email_consent', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  await db.schema
    .createTable('subscriber_exports')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('admin_name', 'text', (c) => c.notNull())
    .addColumn('filters', jsonColumnType(db), (c) => c.notNull())
    .addColumn('destination', 'text', (c) => c.notNull())
    .addColumn('total', 'integer', (c) => c.notNull())
    .addColumn('succeeded', 'integer', (c) => c.notNull())
    .addColumn('failed', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  // One row per user per day they were seen: "active today" and its trend.
  await db.schema
    .createTable('user_active_days')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('day', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('user_active_days_pk', ['user_id', 'day'])
    .execute();
  await db.schema.createIndex('user_active_days_day').on('user_active_days').column('day').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('subscriber_exports').execute();
  await db.schema.alterTable('users').dropColumn('email_consent').execute();
  await db.schema.dropTable('user_active_days').execute();
  await db.schema.alterTable('users').dropColumn('last_active_at').execute();
  await db.schema.alterTable('users').dropColumn('disabled').execute();
  await db.schema.dropTable('admin_audit_log').execute();
  await db.schema.dropTable('blog_views').execute();
  await db.schema.dropTable('blog_tags').execute();
  await db.schema.dropTable('blog_posts').execute();
}
