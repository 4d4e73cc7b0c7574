// Signing in: the limits, the attempts per account, sudo mode and the codes already used.
export interface RateLimitsTable {
  key: string
  hits: number
  reset_at: string
}

export interface SignInAttemptsTable {
  account: string
  attempts: number
  last_attempt_at: string
  next_attempt_at: string
}

/** A session's confirmed identity ("sudo mode"): migration 0008, server/auth/sudo.ts. */
export interface SudoGrantsTable {
  session_id: string
  opened_at: string
  expires_at: string
}

/** Authenticator codes already accepted, refused until they expire: server/auth/second-factor.ts. */
export interface UsedTotpCodesTable {
  user_id: string
  code_hash: string
  expires_at: string
}
