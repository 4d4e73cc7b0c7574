import type { Kysely } from 'kysely'

/**
 * Outgoing integrations (server/webhooks): the endpoints leads are sent to, set in the desk or by
 * WEBHOOK_URL (`source` 'env'), and their deliveries, an outbox like the mail's. A delivery is
 * stored in the transaction of what caused it, with its body fixed then (every attempt sends the
 * same bytes under the same `id`, the webhook-id), linked to its lead so that the lead's erasure
 * takes it along, and kept a while after it was delivered or given up for the desk's history.
 */
export async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable('webhook_endpoints')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('events', 'text', (c) => c.notNull())
    .addColumn('secret', 'text')
    .addColumn('previous_secret', 'text')
    .addColumn('previous_until', 'text')
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('disabled_at', 'text')
    .addColumn('disabled_reason', 'text')
    .addColumn('failing_since', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema
    .createTable('webhook_deliveries')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('endpoint_id', 'text', (c) => c.notNull())
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('record_type', 'text')
    .addColumn('record_id', 'text')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text')
    .addColumn('delivered_at', 'text')
    .addColumn('failed_at', 'text')
    .addColumn('last_status', 'integer')
    .addColumn('last_ms', 'integer')
    .addColumn('last_response', 'text')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('webhook_deliveries_due')
    .on('webhook_deliveries')
    .column('next_attempt_at')
    .execute()
  await db.schema
    .createIndex('webhook_deliveries_endpoint')
    .on('webhook_deliveries')
    .columns(['endpoint_id', 'created_at'])
    .execute()
  await db.schema
    .createIndex('webhook_deliveries_record')
    .on('webhook_deliveries')
    .columns(['record_type', 'record_id'])
    .execute()
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable('webhook_deliveries').execute()
  await db.schema.dropTable('webhook_endpoints').execute()
}
