import type { Migration } from 'kysely'
import * as m0001 from './0001_create_leads'
import * as m0002 from './0002_create_likes_and_outbox'
import * as m0003 from './0003_add_lead_desk'
import * as m0004 from './0004_search_trigram_indexes'
import * as m0005 from './0005_add_analytics'
import * as m0006 from './0006_add_shared_limits'
import * as m0007 from './0007_add_audit_trail'
import * as m0008 from './0008_add_account_security'
import * as m0009 from './0009_add_privacy'
import * as m0010 from './0010_add_privacy_requests'
import * as m0011 from './0011_add_spam'
import * as m0012 from './0012_add_used_challenges'
import * as m0013 from './0013_add_webhooks'
import * as m0014 from './0014_add_bookings'
import * as m0015 from './0015_add_spam_lessons'
import * as m0016 from './0016_add_content'
import * as m0017 from './0017_add_content_pages'
import * as m0018 from './0018_add_content_page_failures'
import * as m0019 from './0019_add_figures'
import * as m0020 from './0020_add_media'
import * as m0021 from './0021_add_spam_unsure'
import * as m0022 from './0022_add_spam_likeness'

/** Every migration, in order; listed here so they bundle. Never edit a shipped one. */
export const migrations: Record<string, Migration> = {
  '0001_create_leads': m0001,
  '0002_create_likes_and_outbox': m0002,
  '0003_add_lead_desk': m0003,
  '0004_search_trigram_indexes': m0004,
  '0005_add_analytics': m0005,
  '0006_add_shared_limits': m0006,
  '0007_add_audit_trail': m0007,
  '0008_add_account_security': m0008,
  '0009_add_privacy': m0009,
  '0010_add_privacy_requests': m0010,
  '0011_add_spam': m0011,
  '0012_add_used_challenges': m0012,
  '0013_add_webhooks': m0013,
  '0014_add_bookings': m0014,
  '0015_add_spam_lessons': m0015,
  '0016_add_content': m0016,
  '0017_add_content_pages': m0017,
  '0018_add_content_page_failures': m0018,
  '0019_add_figures': m0019,
  '0020_add_media': m0020,
  '0021_add_spam_unsure': m0021,
  '0022_add_spam_likeness': m0022,
}
