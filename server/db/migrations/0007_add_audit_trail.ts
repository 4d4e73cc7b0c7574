import { sql, type Kysely } from 'kysely'
import { databaseKind } from '@/server/db'

/**
 * The audit trail: one row per thing an administrator (or someone trying to become one) did.
 * Append-only, and the database holds it so, not only our code: no row can be changed, and none
 * deleted before it is a year old (AUDIT_RETENTION_DAYS; the purge deletes the older ones, in
 * server/audit.ts). The year is written here as the migration's own: a shipped migration is never
 * edited, and a test holds the two equal.
 *
 * `actor` is the administrator's e-mail address (null when nobody was signed in: a failed
 * sign-in names the account in `target` as its hash); `client` is a keyed hash of the address the
 * request came from, so two events from one address can be linked without storing it.
 */
export async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable('audit_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('actor', 'text')
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('target', 'text')
    .addColumn('detail', 'text')
    .addColumn('request_id', 'text')
    .addColumn('client', 'text')
    .execute()
  await db.schema
    .createIndex('audit_events_created_at')
    .on('audit_events')
    .columns(['created_at', 'id'])
    .execute()
  await db.schema
    .createIndex('audit_events_action')
    .on('audit_events')
    .columns(['action', 'created_at'])
    .execute()
  await db.schema
    .createIndex('audit_events_actor')
    .on('audit_events')
    .columns(['actor', 'created_at'])
    .execute()

  if (databaseKind === 'postgres') {
    await sql`
      create function audit_events_guard() returns trigger language plpgsql as $$
      begin
        if tg_op = 'UPDATE' then
          raise exception 'audit events cannot be changed';
        end if;
        if tg_op = 'TRUNCATE' then
          raise exception 'audit events cannot be truncated';
        end if;
        if old.created_at > to_char(now() at time zone 'utc' - interval '365 days', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') then
          raise exception 'audit events are kept for a year';
        end if;
        return old;
      end $$`.execute(db)
    await sql`create trigger audit_events_guard before update or delete on audit_events
      for each row execute function audit_events_guard()`.execute(db)
    await sql`create trigger audit_events_no_truncate before truncate on audit_events
      for each statement execute function audit_events_guard()`.execute(db)
  } else {
    await sql`create trigger audit_events_no_update before update on audit_events
      begin select raise(abort, 'audit events cannot be changed'); end`.execute(db)
    await sql`create trigger audit_events_keep before delete on audit_events
      when old.created_at > strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-365 days')
      begin select raise(abort, 'audit events are kept for a year'); end`.execute(db)
  }
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable('audit_events').execute()
  if (databaseKind === 'postgres') await sql`drop function audit_events_guard()`.execute(db)
}
