import type { Kysely } from 'kysely'

/**
 * Uploaded images (server/media/): one row per distinct file (`hash`, the SHA-256 of the bytes
 * uploaded, so the same file twice is one item), and its responsive variants, each a stored object
 * under `media/` served at /media/<name>. The bytes themselves are in the file store (DATA_DIR or
 * the S3 bucket), never in the database.
 */
export async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable('media')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('hash', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('mime', 'text', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('bytes', 'integer', (c) => c.notNull())
    .addColumn('alt', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text')
    .execute()
  await db.schema
    .createTable('media_variants')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('media_id', 'text', (c) => c.notNull().references('media.id').onDelete('cascade'))
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('format', 'text', (c) => c.notNull())
    .addColumn('bytes', 'integer', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('media_variants_media').on('media_variants').column('media_id').execute()
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable('media_variants').execute()
  await db.schema.dropTable('media').execute()
}
