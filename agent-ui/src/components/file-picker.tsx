import { type InputHTMLAttributes, useId, useRef } from 'react'
import { useI18n } from '../i18n/i18n-context.tsx'
import { FieldNote } from './field.tsx'
import './file-picker.css'

interface FilePickerProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'onChange' | 'value'> {
  label: string
  /** The file chosen, whose name shows beside the button. */
  file: File | undefined
  onChoose(file: File | undefined): void
  hint?: string
  error?: string
}

/**
 * A file field in the page's language: a button that opens the browser's file picker and the
 * chosen file's name (or "no file chosen"). The native input it stands for writes its own text in
 * the browser's language ("Choose file / No file chosen" under a Portuguese page, the walk found),
 * so it stays hidden; the button is the one control, reached and pressed with the keyboard.
 */
export function FilePicker({ label, file, onChoose, hint, error, disabled, ...input }: FilePickerProps) {
  const { t } = useI18n()
  const id = useId()
  const picker = useRef<HTMLInputElement>(null)
  const described = [`${id}-chosen`, error ? `${id}-error` : hint ? `${id}-hint` : undefined]
    .filter(Boolean)
    .join(' ')
  return (
    <fieldset className="field file-picker">
      <legend className="file-picker-label">{label}</legend>
      <div className="file-picker-row">
        <button
          type="button"
          className="button"
          disabled={disabled}
          aria-describedby={described}
          aria-invalid={error ? true : undefined}
          onClick={() => picker.current?.click()}
        >
          {t('common.chooseFile')}
        </button>
        <span id={`${id}-chosen`} className="file-picker-name" aria-live="polite">
          {file?.name ?? t('common.noFileChosen')}
        </span>
      </div>
      <input
        ref={picker}
        type="file"
        hidden
        disabled={disabled}
        onChange={(event) => onChoose(event.target.files?.[0])}
        {...input}
      />
      <FieldNote id={id} error={error} hint={hint} />
    </fieldset>
  )
}
