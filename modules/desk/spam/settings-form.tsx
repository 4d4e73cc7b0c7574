'use client'

import { useId } from 'react'
import { spamFormCopy } from '@/content/desk/forms'
import { fieldProps } from '@/modules/forms/field'
import type { WEIGHT } from '@/server/spam/rules'
import type { SPAM_BOUNDS, SpamSettings } from '@/server/spam/settings'
import { Field, fieldClass } from '../field'
import { useDeskAction } from '../use-desk-action'
import { saveSpamSettingsAction } from './actions'

/**
 * The threshold, the phrases of spam offers (one a line) and the scripts the site's clients write
 * in. What was typed stays when it is refused; the next message is scored with what is saved.
 */
export function SpamSettingsForm({
  settings,
  defaults,
  bounds,
  weights,
}: {
  settings: SpamSettings
  defaults: SpamSettings
  bounds: typeof SPAM_BOUNDS
  weights: typeof WEIGHT
}) {
  const uid = useId()
  const { state, formAction, pending } = useDeskAction(saveSpamSettingsAction)
  const errors = state.status === 'error' ? (state.fieldErrors ?? {}) : {}
  const kept = state.status === 'error' ? state.values : undefined
  const threshold = kept?.threshold ?? String(settings.threshold)
  const phrases = kept?.phrases ?? settings.phrases.join('\n')
  return (
    <form
      action={formAction}
      aria-label="Spam settings"
      aria-busy={pending || undefined}
      className="grid gap-4"
    >
      <Field
        id={`${uid}-threshold`}
        label="Spam from a score of"
        hint={spamFormCopy.threshold(bounds.threshold, defaults.threshold, weights.decisive)}
        error={errors.threshold}
      >
        <input
          {...fieldProps(`${uid}-threshold`, errors.threshold, true)}
          key={threshold}
          name="threshold"
          type="number"
          inputMode="numeric"
          min={bounds.threshold.min}
          max={bounds.threshold.max}
          step={1}
          required
          defaultValue={threshold}
          className={`${fieldClass} max-w-32`}
        />
      </Field>
      <Field
        id={`${uid}-phrases`}
        label="Phrases of spam offers"
        hint={spamFormCopy.phrases(weights.phrase, weights.phrasesMax)}
        error={errors.phrases}
      >
        <textarea
          {...fieldProps(`${uid}-phrases`, errors.phrases, true)}
          key={phrases}
          name="phrases"
          rows={8}
          defaultValue={phrases}
          className={fieldClass}
        />
      </Field>
      <fieldset className="grid gap-2" aria-describedby={`${uid}-scripts-hint`}>
        <legend className="text-sm font-medium">Scripts your clients write in</legend>
        <p id={`${uid}-scripts-hint`} className="text-fg-muted text-sm">
          {spamFormCopy.scripts}
        </p>
        <div className="flex flex-wrap gap-x-4 gap-y-1">
          {bounds.scripts.map((script) => (
            <label key={script} className="inline-flex min-h-11 items-center gap-2 text-sm">
              <input
                type="checkbox"
                name="scripts"
                value={script}
                defaultChecked={settings.scripts.includes(script)}
                className="accent-accent size-4.5"
              />
              {script}
            </label>
          ))}
        </div>
        {errors.scripts ? <p className="text-violet text-sm font-medium">{errors.scripts}</p> : null}
      </fieldset>
      <button type="submit" className="btn btn-secondary w-fit" disabled={pending}>
        {pending ? 'Saving...' : 'Save the spam settings'}
      </button>
    </form>
  )
}
