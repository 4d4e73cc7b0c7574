import type { Kysely } from 'kysely'

// Portable schema: text ids, ISO-8601 UTC text times, text statuses (checked by zod).
export async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable('contact_messages')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('phone', 'text')
    .addColumn('company', 'text')
    .addColumn('website', 'text')
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('new'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('contact_messages_created_at')
    .on('contact_messages')
    .column('created_at')
    .execute()

  await db.schema
    .createTable('job_applications')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('job_title', 'text', (c) => c.notNull())
    .addColumn('full_name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('portfolio', 'text')
    .addColumn('cover_letter', 'text', (c) => c.notNull())
    .addColumn('resume_url', 'text', (c) => c.notNull().unique())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('job_applications_created_at')
    .on('job_applications')
    .column('created_at')
    .execute()

  await db.schema
    .createTable('blog_comments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('blog_id', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('comment', 'text', (c) => c.notNull())
    .addColumn('website', 'text')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('blog_comments_created_at').on('blog_comments').column('created_at').execute()
  await db.schema
    .createIndex('blog_comments_post')
    .on('blog_comments')
    .columns(['blog_id', 'status'])
    .execute()
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable('blog_comments').execute()
  await db.schema.dropTable('job_applications').execute()
  await db.schema.dropTable('contact_messages').execute()
}
