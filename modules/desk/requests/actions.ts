'use server'

import { revalidatePath } from 'next/cache'
import { after } from 'next/server'
import { DESK_PATH } from '@/lib/constants'
import { failed, succeeded } from '@/lib/forms/action-state'
import { adminAction } from '@/server/auth/admin-action'
import { flushOutbox } from '@/server/outbox'
import { erasePerson } from '@/server/privacy/erase'
import {
  correctRecord,
  personTarget,
  fulfilCopy,
  fulfilErasure,
  setLegalHold,
  withdrawFutureRoles,
} from '@/server/privacy/fulfil'
import { answerRequest, requestTarget } from '@/server/privacy/requests'
import { recordEmail } from '../record/queries'
import {
  answerSchema,
  correctionSchema,
  holdSchema,
  recordSchema,
  requestSchema,
  withdrawalSchema,
} from '../schema'

const ANSWERED = 'That request was already answered.'
/** A one-press answer for a request that is not open, or asks for something else. */
const NOT_THIS = 'That request is answered already, or asks for something else.'

/** An answer is on its way: mail it now, and show the desk as it is. */
function answered(message: string) {
  after(() => flushOutbox())
  revalidatePath(DESK_PATH, 'layout')
  return succeeded(message)
}

/**
 * Answers a data request in the administrator's words (what was done, or why not): mailed to the
 * person, the request done, on the audit trail.
 */
export const answerRequestAction = adminAction(
  answerSchema,
  'Failed to answer the request',
  async (input, admin) => {
    const done = await answerRequest(input.id, input.outcome, admin.email)
    if (!done) return failed(ANSWERED)
    await admin.audit({
      action: 'privacy_request_answered',
      target: requestTarget(input.id),
      detail: { kind: done.kind },
    })
    return answered('Answer sent; the request is done.')
  },
)

/** A request for a copy, answered in one press: the archive made, its link mailed. Needs sudo mode. */
export const sendCopyAction = adminAction(
  requestSchema,
  'Failed to send the copy',
  async (input, admin) => {
    const done = await fulfilCopy(input.id, admin.email)
    if (!done) return failed(NOT_THIS)
    await admin.audit({
      action: 'personal_data_exported',
      target: done.person,
      detail: { via: 'request', ...done.counts },
    })
    await admin.audit({
      action: 'privacy_request_answered',
      target: requestTarget(input.id),
      detail: { kind: 'copy' },
    })
    return answered('Copy made and its link sent; the request is done.')
  },
  { sudo: true },
)

/** A request for erasure, answered in one press: everything erased but held records. Needs sudo mode. */
export const eraseForRequestAction = adminAction(
  requestSchema,
  'Failed to erase the data',
  async (input, admin) => {
    const done = await fulfilErasure(input.id, admin.email)
    if (!done) return failed(NOT_THIS)
    await admin.audit({
      action: 'personal_data_erased',
      target: done.person,
      detail: { via: 'request', ...done.counts, held: done.held },
    })
    await admin.audit({
      action: 'privacy_request_answered',
      target: requestTarget(input.id),
      detail: { kind: 'erasure' },
    })
    return answered(
      done.held
        ? `Erased, but for ${done.held} held ${done.held === 1 ? 'record' : 'records'}; the answer says why.`
        : 'Erased; the answer is on its way and the request is done.',
    )
  },
  { sudo: true },
)

/** Corrects a record's contact fields at the person's request, each change on its timeline. */
export const correctRecordAction = adminAction(
  correctionSchema,
  'Failed to correct the record',
  async (input, admin) => {
    const { tab, id, ...fields } = input
    const changed = await correctRecord(tab, id, fields, admin.email)
    if (!changed) return failed('That record no longer exists.')
    if (!changed.length) return failed('Nothing was changed: the fields are as they were.')
    await admin.audit({
      action: 'personal_data_corrected',
      target: `${tab}:${id}`,
      detail: { fields: changed.join(',') },
    })
    revalidatePath(DESK_PATH, 'layout')
    return succeeded(`Corrected: ${changed.map((f) => f.replace('_', ' ')).join(', ')}.`)
  },
)

/** Withdraws an applicant's consent to be kept for future roles, at their request. */
export const withdrawConsentAction = adminAction(
  withdrawalSchema,
  'Failed to withdraw the consent',
  async (input, admin) => {
    if (!(await withdrawFutureRoles(input.id, admin.email)))
      return failed('That consent was already withdrawn.')
    await admin.audit({
      action: 'consent_withdrawn',
      target: `applications:${input.id}`,
      detail: { consent: 'future roles' },
    })
    revalidatePath(DESK_PATH, 'layout')
    return succeeded('Consent withdrawn; the application is kept only for its ordinary period.')
  },
)

/** Holds a record back from erasure and retention with a reason, or lifts the hold. */
export const setHoldAction = adminAction(holdSchema, 'Failed to change the hold', async (input, admin) => {
  if (!(await setLegalHold(input.tab, input.id, input.reason, admin.email)))
    return failed('That record no longer exists.')
  await admin.audit({
    action: 'legal_hold_changed',
    target: `${input.tab}:${input.id}`,
    detail: { held: Boolean(input.reason) },
  })
  revalidatePath(DESK_PATH, 'layout')
  return succeeded(input.reason ? 'Held: erasure and retention leave this record alone.' : 'Hold lifted.')
})

/**
 * Erases everything held for the person of one record (by its address), from the record's
 * "Personal data" section: for a request that came by post or phone. Held records stay. Needs
 * sudo mode; on the audit trail by a keyed hash of the address only.
 */
export const erasePersonAction = adminAction(
  recordSchema,
  'Failed to erase the data',
  async (input, admin) => {
    const email = await recordEmail(input.tab, input.id)
    if (!email) return failed('That record no longer exists.')
    const { counts, held } = await erasePerson(email, admin.email)
    await admin.audit({
      action: 'personal_data_erased',
      target: personTarget(email),
      detail: { via: 'desk', ...counts, held: held.length },
    })
    revalidatePath(DESK_PATH, 'layout')
    return succeeded(
      held.length
        ? `Erased, but for ${held.length} held ${held.length === 1 ? 'record' : 'records'}.`
        : 'Everything held for this person is erased.',
    )
  },
  { sudo: true },
)
