import { type TextareaHTMLAttributes, useId } from 'react'

interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string
  error?: string
}

/** A labelled multi-line input with its error announced to assistive technology (as Field). */
export function TextAreaField({ label, error, id, ...textarea }: TextAreaFieldProps) {
  const generated = useId()
  const inputId = id ?? generated
  return (
    <div className="field">
      <label htmlFor={inputId}>{label}</label>
      <textarea
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${inputId}-error` : undefined}
        {...textarea}
      />
      {error ? (
        <span id={`${inputId}-error`} className="field-error">
          {error}
        </span>
      ) : null}
    </div>
  )
}
