import { type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, useId, useState } from 'react'
import { Icon } from './icon.tsx'

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string
  error?: string
  hint?: string
}

/** A labelled text input with its error announced to assistive technology. */
export function Field({ label, error, hint, id, ...input }: FieldProps) {
  const generated = useId()
  const inputId = id ?? generated
  const describedBy = error ? `${inputId}-error` : hint ? `${inputId}-hint` : undefined
  return (
    <div className="field">
      <label htmlFor={inputId}>{label}</label>
      <input id={inputId} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} />
      <FieldNote id={inputId} error={error} hint={hint} />
    </div>
  )
}

/**
 * What a field says under its control: its error, else its hint, with the ids its control's
 * aria-describedby names (`{id}-error`, `{id}-hint`).
 */
export function FieldNote({ id, error, hint }: { id: string; error?: string; hint?: string }) {
  if (error)
    return (
      <span id={`${id}-error`} className="field-error">
        {error}
      </span>
    )
  if (hint)
    return (
      <span id={`${id}-hint`} className="field-hint">
        {hint}
      </span>
    )
  return null
}

/** A password input with a show/hide button. */
export function PasswordField({
  label,
  showLabel,
  hideLabel,
  ...props
}: FieldProps & { showLabel: string; hideLabel: string }) {
  const [visible, setVisible] = useState(false)
  return (
    <div className="password-field">
      <Field label={label} type={visible ? 'text' : 'password'} {...props} />
      <button
        type="button"
        className="icon-button password-toggle"
        aria-label={visible ? hideLabel : showLabel}
        aria-pressed={visible}
        onClick={() => setVisible((shown) => !shown)}
      >
        <Icon name={visible ? 'eyeOff' : 'eye'} />
      </button>
    </div>
  )
}

/** A labelled select. */
export function SelectField({
  label,
  error,
  children,
  ...select
}: { label: string; error?: string; children: ReactNode } & SelectHTMLAttributes<HTMLSelectElement>) {
  const id = useId()
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...select}
      >
        {children}
      </select>
      {error ? (
        <span id={`${id}-error`} className="field-error">
          {error}
        </span>
      ) : null}
    </div>
  )
}
