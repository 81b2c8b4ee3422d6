import { useId, useRef, useState } from 'react'
import { useFeatureTexts } from '../../../i18n/feature-texts.ts'
import { scheduleTexts } from '../../../i18n/schedule-texts.ts'
import { scheduleImageProblem, scheduleImageTypes } from './schedule-rules.ts'

/** Chooses the image a schedule carries (png, jpg or jpeg); a wrong file is refused at once. */
export function ScheduleImagePicker({ image, onChange }: { image?: File; onChange(image?: File): void }) {
  const t = useFeatureTexts(scheduleTexts)
  const inputId = useId()
  const input = useRef<HTMLInputElement>(null)
  const [problem, setProblem] = useState<string>()

  const choose = (file?: File) => {
    if (input.current) input.current.value = ''
    if (!file) return
    const found = scheduleImageProblem(file)
    setProblem(found ? t(found) : undefined)
    if (!found) onChange(file)
  }

  return (
    <div className="field">
      <div className="file-picker">
        <button
          type="button"
          className="button"
          aria-describedby={`${inputId}-note`}
          onClick={() => input.current?.click()}
        >
          {t('schedule.attach')}
        </button>
        {/* The input itself stays hidden and out of the tab order: the button above opens it. */}
        <input
          ref={input}
          id={inputId}
          type="file"
          className="visually-hidden"
          tabIndex={-1}
          aria-label={t('schedule.attach')}
          accept={[...scheduleImageTypes, '.png', '.jpg', '.jpeg'].join(',')}
          onChange={(event) => choose(event.target.files?.[0])}
        />
        {image ? (
          <>
            <span>{image.name}</span>
            <button
              type="button"
              className="button button-small"
              onClick={() => {
                setProblem(undefined)
                onChange(undefined)
              }}
            >
              {t('schedule.attachRemove')}
            </button>
          </>
        ) : null}
      </div>
      <span
        id={`${inputId}-note`}
        className={problem ? 'field-error' : 'field-hint'}
        role={problem ? 'alert' : undefined}
      >
        {problem ?? t('schedule.attachHint')}
      </span>
    </div>
  )
}
