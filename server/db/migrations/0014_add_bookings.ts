import type { Kysely } from 'kysely'

/**
 * Calls booked through the scheduling provider (server/integrations/calendly.ts): one row per
 * invitee (the provider's invitee address is its identity; a reschedule cancels one and creates
 * another), joined to the lead it belongs to. `kind` tells an enquiry from a lead that arrived as a
 * booking alone. `calendly_seen` keeps the signatures of the events received, long enough to
 * refuse one sent again while its timestamp would still pass.
 */
export async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable('bookings')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('invitee_uri', 'text', (c) => c.notNull().unique())
    .addColumn('event_uri', 'text', (c) => c.notNull())
    .addColumn('record_type', 'text', (c) => c.notNull())
    .addColumn('record_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('event_name', 'text', (c) => c.notNull())
    .addColumn('start_time', 'text', (c) => c.notNull())
    .addColumn('end_time', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('rescheduled', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('canceled_at', 'text')
    .execute()
  await db.schema
    .createIndex('bookings_record')
    .on('bookings')
    .columns(['record_type', 'record_id'])
    .execute()
  await db.schema
    .createTable('calendly_seen')
    .addColumn('signature', 'text', (c) => c.primaryKey())
    .addColumn('seen_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema
    .alterTable('contact_messages')
    .addColumn('kind', 'text', (c) => c.notNull().defaultTo('enquiry'))
    .execute()
}

export async function down(db: Kysely<unknown>) {
  await db.schema.alterTable('contact_messages').dropColumn('kind').execute()
  await db.schema.dropTable('calendly_seen').execute()
  await db.schema.dropTable('bookings').execute()
}
