import type { RecordType } from '@/lib/vocabulary'

// The spam screening's tables of the database (server/db/schema.ts lists every table).

/**
 * What the administrator decided about a sender: 'trusted' (after "Not spam"; `sender` is a keyed
 * hash of the address) or 'blocked' (`sender` is the address or the domain as written).
 */
export interface SpamSendersTable {
  sender: string
  verdict: 'trusted' | 'blocked'
  created_at: string
  created_by: string | null
}

/**
 * One band of a recent enquiry's or comment's MinHash signature (server/spam/likeness.ts), for
 * finding near-duplicates; deleted with the record.
 */
export interface SpamLikenessTable {
  band: string
  record_type: RecordType
  record_id: string
  created_at: string
}

/** A spent proof-of-work challenge, kept until it expires (server/spam/challenge.ts). */
export interface UsedChallengesTable {
  signature: string
  expires_at: string
}

/** What a verdict of the desk taught the spam filter: this text is spam, or it is not. */
export type SpamLesson = 'spam' | 'genuine'
