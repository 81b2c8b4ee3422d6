import { useId, useState } from 'react'
import { atendo, dataOf } from '../../../api/atendo.ts'
import type { Ticket } from '../../../api/models.ts'
import { Dialog } from '../../../components/dialog.tsx'
import { Field, SelectField } from '../../../components/field.tsx'
import { useFeatureTexts } from '../../../i18n/feature-texts.ts'
import { scheduleTexts } from '../../../i18n/schedule-texts.ts'
import { companyOption } from '../../../session/permissions.ts'
import { useUser } from '../../../session/session-context.tsx'
import { toast } from '../../../toasts/toast-store.ts'
import { useErrorToast } from '../../../toasts/use-error-toast.ts'
import { ScheduleImagePicker } from './schedule-image-picker.tsx'
import { ScheduleRepeatFields } from './schedule-repeat-fields.tsx'
import { newScheduleForm, repeatFields, scheduleProblems } from './schedule-rules.ts'

/**
 * Schedule a message to the conversation's contact (POST /schedules), with its repeat and an
 * optional image (POST /schedules/{id}/media-upload). The fields start at the defaults of
 * inbox.md §9: one hour from now, sent once, normally on non-business days.
 */
export function ScheduleDialog({ ticket, onClose }: { ticket: Ticket; onClose(): void }) {
  const t = useFeatureTexts(scheduleTexts)
  const user = useUser()
  const showError = useErrorToast()
  const bodyId = useId()
  const [form, setForm] = useState(() => newScheduleForm(new Date()))
  const [image, setImage] = useState<File>()
  const [openTicket, setOpenTicket] = useState(true)
  const [statusTicket, setStatusTicket] = useState<'closed' | 'open'>('closed')
  const [sign, setSign] = useState(false)
  const [touched, setTouched] = useState(false)
  const [busy, setBusy] = useState(false)
  const signable = companyOption(user, 'sendSignMessage') === 'enabled'
  const found = scheduleProblems(form)

  const save = async () => {
    setTouched(true)
    if (Object.keys(found).length > 0) return
    setBusy(true)
    try {
      const schedule = await dataOf(
        atendo.POST('/api/schedules', {
          body: {
            body: form.body.trim(),
            contactId: ticket.contactId,
            sendAt: new Date(form.sendAt).toISOString(),
            openTicket: openTicket ? 'enabled' : 'disabled',
            statusTicket,
            ticketUserId: user.id,
            queueId: ticket.queueId,
            whatsappId: ticket.whatsappId,
            ...repeatFields(form),
            assinar: signable && sign,
          },
        }),
      )
      if (image) await attachImage(schedule.id, image)
      toast.success(t('schedule.saved'))
      onClose()
    } catch (error) {
      showError(error)
      setBusy(false)
    }
  }

  const problem = (field: keyof typeof found) => (touched && found[field] ? t(found[field]) : undefined)
  const bodyProblem = problem('body')
  return (
    <Dialog
      title={t('schedule.title')}
      onClose={onClose}
      actions={
        <>
          <button type="button" className="button" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button type="button" className="button button-primary" disabled={busy} onClick={() => void save()}>
            {t('schedule.submit')}
          </button>
        </>
      }
    >
      <p>{t('schedule.to', { name: ticket.contact.name })}</p>
      <div className="field">
        <label htmlFor={bodyId}>{t('schedule.body')}</label>
        <textarea
          id={bodyId}
          rows={5}
          value={form.body}
          data-autofocus
          aria-invalid={bodyProblem ? true : undefined}
          aria-describedby={bodyProblem ? `${bodyId}-error` : undefined}
          onChange={(event) => setForm({ ...form, body: event.target.value })}
        />
        {bodyProblem ? (
          <span id={`${bodyId}-error`} className="field-error">
            {bodyProblem}
          </span>
        ) : null}
      </div>
      <Field
        label={t('schedule.sendAt')}
        type="datetime-local"
        value={form.sendAt}
        error={problem('sendAt')}
        onChange={(event) => setForm({ ...form, sendAt: event.target.value })}
      />
      <ScheduleRepeatFields form={form} onChange={setForm} problem={problem} />
      <ScheduleImagePicker image={image} onChange={setImage} />
      <label className="switch">
        <input
          type="checkbox"
          checked={openTicket}
          onChange={(event) => setOpenTicket(event.target.checked)}
        />
        {t('schedule.openTicket')}
      </label>
      <SelectField
        label={t('schedule.statusTicket')}
        value={statusTicket}
        onChange={(event) => setStatusTicket(event.target.value as 'closed' | 'open')}
      >
        <option value="closed">{t('status.closed')}</option>
        <option value="open">{t('status.open')}</option>
      </SelectField>
      {signable ? (
        <label className="switch">
          <input type="checkbox" checked={sign} onChange={(event) => setSign(event.target.checked)} />
          {t('conversation.sign')}
        </label>
      ) : null}
    </Dialog>
  )
}

/**
 * Uploads the schedule's image. A refused upload takes the new schedule back, so a failure never
 * leaves a schedule that would go out without the image the attendant chose.
 */
async function attachImage(scheduleId: number, image: File): Promise<void> {
  const params = { path: { id: scheduleId } }
  try {
    await dataOf(atendo.POST('/api/schedules/{id}/media-upload', { params, body: { file: image } }))
  } catch (error) {
    await dataOf(atendo.DELETE('/api/schedules/{id}', { params })).catch(() => undefined)
    throw error
  }
}
