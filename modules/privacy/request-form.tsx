'use client'

import { useSyncExternalStore } from 'react'
import { PERSONAL_LINK_PARAM, PERSONAL_LINK_PATTERN, REQUEST_KINDS } from '@/lib/privacy'
import { PRIVACY_REQUEST_KINDS } from '@/lib/vocabulary'
import { Field } from '@/modules/forms/field'
import { FormFooter } from '@/modules/forms/form-footer'
import { Honeypot } from '@/modules/forms/honeypot'
import { useFormSubmit } from '@/modules/forms/use-form-submit'
import { privacyRequestForm } from './form'

/** The page's own address does not change while the form is open. */
const staysPut = () => () => {}

/** The personal link's token from the page's address, if it carries a well-formed one. */
function personalToken() {
  const from = new URLSearchParams(window.location.search).get(PERSONAL_LINK_PARAM) ?? ''
  return PERSONAL_LINK_PATTERN.test(from) ? from : ''
}

/**
 * The request page's form. Works without JavaScript (the browser posts it and gets a page back).
 * With it, a personal link from one of our e-mails (`?from=…`) rides along in a hidden field, so
 * the request needs no second e-mail; the page itself stays static and the same for everyone.
 */
export function PrivacyRequestForm({
  copy,
}: {
  copy: { submit: string; pending: string; personalLink: string }
}) {
  const { id, pending, status, field, fieldErrors, formProps } = useFormSubmit(privacyRequestForm)
  const token = useSyncExternalStore(staysPut, personalToken, () => '')
  const kindError = fieldErrors.kind

  return (
    <form {...formProps} className="relative grid gap-5" data-testid="privacy-request-form">
      <fieldset className="grid gap-2" aria-describedby={kindError ? `${id}-kind-error` : undefined}>
        <legend className="mb-1 text-sm font-medium">
          {privacyRequestForm.fields.kind.label}
          <span className="text-accent" aria-hidden>
            {' *'}
          </span>
        </legend>
        {PRIVACY_REQUEST_KINDS.map((kind, i) => (
          <label
            key={kind}
            className="border-border has-[:checked]:border-accent has-[:checked]:bg-accent-soft/60 flex cursor-pointer items-start gap-3 rounded-xl border p-3"
          >
            <input
              type="radio"
              name="kind"
              value={kind}
              required={i === 0}
              className="accent-accent mt-1 size-4 shrink-0"
            />
            <span className="grid gap-0.5">
              <span className="text-sm font-semibold">{REQUEST_KINDS[kind].label}</span>
              <span className="text-fg-muted text-xs">{REQUEST_KINDS[kind].hint}</span>
            </span>
          </label>
        ))}
        {kindError ? (
          <p id={`${id}-kind-error`} className="field-error mt-0">
            {kindError}
          </p>
        ) : null}
      </fieldset>
      <Field {...field('email')} />
      <Field {...field('details')} />
      {token ? (
        <p className="bg-accent-soft/60 rounded-xl p-3 text-sm" data-testid="personal-link">
          {copy.personalLink}
        </p>
      ) : null}
      <input type="hidden" name={PERSONAL_LINK_PARAM} value={token} />
      <Honeypot />
      <FormFooter pending={pending} label={copy.submit} pendingLabel={copy.pending} status={status} />
    </form>
  )
}
