import { AtendoApiError } from '@atendo/sdk'
import { useId, useRef, useState } from 'react'
import { flushSync } from 'react-dom'
import { Dialog } from '../../../../components/dialog.tsx'
import { Field, SelectField } from '../../../../components/field.tsx'
import { Icon } from '../../../../components/icon.tsx'
import { TextAreaField } from '../../../../components/text-area-field.tsx'
import { useFeatureTexts } from '../../../../i18n/feature-texts.ts'
import { richMessageTexts } from '../../../../i18n/rich-message-texts.ts'
import { toast } from '../../../../toasts/toast-store.ts'
import { useErrorToast } from '../../../../toasts/use-error-toast.ts'
import { useObjectUrl } from '../media/object-url.ts'
import { ListSectionsEditor } from './list-sections-editor.tsx'
import {
  type ButtonDraft,
  buttonBody,
  buttonImageProblem,
  buttonProblems,
  isValidTicketId,
  type ListDraft,
  listBody,
  listProblems,
  maxButtonImageMb,
  type PixDraft,
  type PixKeyType,
  pixBody,
  pixKeyAsSent,
  pixKeyTypes,
  pixProblems,
  type RichKind,
  readAsDataUrl,
  richKinds,
  urlBody,
} from './rich-message-rules.ts'
import { type RichMessage, sendRichMessage } from './send-rich-message.ts'

const emptyButton: ButtonDraft = { title: '', description: '', buttonText: '', value: '' }
const emptyPix: PixDraft = { title: '', amount: '', keyType: 'CPF', key: '', merchantName: '' }

/**
 * The interactive-message sender (inbox.md §2 Dialogs, §3 "Sendable rich message kinds"): a list
 * with sections and options, a copy-code, call or link button, or a PIX payment request. Each
 * kind keeps what was typed while another is looked at. Fields are checked before anything is
 * sent; the server's refusals show in the shared error toast.
 */
export function RichMessageDialog({ ticketId, onClose }: { ticketId: number; onClose(): void }) {
  const tx = useFeatureTexts(richMessageTexts)
  const showError = useErrorToast()
  const form = useRef<HTMLFormElement>(null)
  const formId = useId()
  const nextKey = useRef(0)
  const newKey = () => nextKey.current++
  const [kind, setKind] = useState<RichKind>('list')
  const [list, setList] = useState<ListDraft>(() => ({
    title: '',
    text: '',
    buttonText: '',
    footer: '',
    sections: [{ key: newKey(), title: '', rows: [{ key: newKey(), title: '', description: '' }] }],
  }))
  const [button, setButton] = useState<ButtonDraft>(emptyButton)
  const [pix, setPix] = useState<PixDraft>(emptyPix)
  const [touched, setTouched] = useState(false)
  const [busy, setBusy] = useState(false)
  const imageUrl = useObjectUrl(
    kind === 'url' && button.image && !buttonImageProblem(button.image) ? button.image : undefined,
  )

  const found =
    kind === 'list' ? listProblems(list) : kind === 'pix' ? pixProblems(pix) : buttonProblems(kind, button)
  const problemOf = (field: string) => {
    const problem = found[field]
    // A refused image is said at once; the other fields once Send was tried.
    return problem && (touched || field === 'image') ? tx(problem, { limit: maxButtonImageMb }) : undefined
  }

  const send = async () => {
    if (!isValidTicketId(ticketId)) {
      toast.error(tx('rich.invalidTicket'))
      return
    }
    if (Object.keys(found).length > 0) {
      flushSync(() => setTouched(true))
      form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
      return
    }
    setBusy(true)
    try {
      const message: RichMessage =
        kind === 'list'
          ? { kind, body: listBody(list) }
          : kind === 'pix'
            ? { kind, body: pixBody(pix) }
            : kind === 'url'
              ? { kind, body: urlBody(button, button.image ? await readAsDataUrl(button.image) : undefined) }
              : { kind, body: buttonBody(button) }
      await sendRichMessage(ticketId, message)
      onClose()
    } catch (error) {
      const coded = error instanceof AtendoApiError && error.code !== 'ERR_UNKNOWN'
      // Known codes follow the shared toast rules (inbox.md §8); a send that failed without one says so.
      if (coded) showError(error)
      else toast.error(tx('rich.sendFailed'))
      // A message the channel refused is stored with its error: sending it again would duplicate it.
      if (coded && error.code === 'ERR_SENDING_WAPP_MSG') onClose()
      else setBusy(false)
    }
  }

  const buttonField = (field: keyof Omit<ButtonDraft, 'image'>) => ({
    value: button[field],
    error: problemOf(field),
    onChange: (event: { target: { value: string } }) => setButton({ ...button, [field]: event.target.value }),
  })
  const pixField = (field: Exclude<keyof PixDraft, 'keyType'>) => ({
    value: pix[field],
    error: problemOf(field),
    onChange: (event: { target: { value: string } }) => setPix({ ...pix, [field]: event.target.value }),
  })
  const listField = (field: Exclude<keyof ListDraft, 'sections'>) => ({
    value: list[field],
    error: problemOf(field),
    onChange: (event: { target: { value: string } }) => setList({ ...list, [field]: event.target.value }),
  })
  const keyAsSent = pixKeyAsSent(pix.keyType, pix.key)

  return (
    <Dialog
      title={tx('rich.title')}
      wide
      onClose={() => !busy && onClose()}
      actions={
        <>
          <button type="button" className="button" disabled={busy} onClick={onClose}>
            {tx('common.cancel')}
          </button>
          <button type="submit" form={formId} className="button button-primary" disabled={busy}>
            {tx('conversation.send')}
          </button>
        </>
      }
    >
      <form
        ref={form}
        id={formId}
        className="rich-message-form"
        aria-busy={busy}
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          void send()
        }}
      >
        <SelectField
          label={tx('rich.kind')}
          value={kind}
          data-autofocus
          onChange={(event) => {
            setKind(event.target.value as RichKind)
            setTouched(false)
          }}
        >
          {richKinds.map((option) => (
            <option key={option} value={option}>
              {tx(`rich.kind.${option}`)}
            </option>
          ))}
        </SelectField>

        {kind === 'list' ? (
          <>
            <Field label={tx('rich.messageTitle')} {...listField('title')} />
            <TextAreaField label={tx('rich.text')} rows={3} {...listField('text')} />
            <Field label={tx('rich.buttonText')} {...listField('buttonText')} />
            <Field label={tx('rich.footer')} {...listField('footer')} />
            <ListSectionsEditor
              sections={list.sections}
              onChange={(sections) => setList((current) => ({ ...current, sections }))}
              problemOf={problemOf}
              newKey={newKey}
              tx={tx}
            />
          </>
        ) : null}

        {kind === 'copy' || kind === 'call' || kind === 'url' ? (
          <>
            <TextAreaField label={tx('rich.messageTitle')} rows={3} {...buttonField('title')} />
            <Field label={tx('rich.description')} {...buttonField('description')} />
            <Field label={tx('rich.buttonText')} {...buttonField('buttonText')} />
            {kind === 'copy' ? <Field label={tx('rich.code')} {...buttonField('value')} /> : null}
            {kind === 'call' ? (
              <Field label={tx('rich.phone')} type="tel" autoComplete="off" {...buttonField('value')} />
            ) : null}
            {kind === 'url' ? (
              <>
                <Field label={tx('rich.link')} type="url" {...buttonField('value')} />
                <Field
                  label={tx('rich.image')}
                  type="file"
                  accept="image/png,image/jpeg,image/gif,image/webp"
                  error={problemOf('image')}
                  onChange={(event) => {
                    const image = event.target.files?.[0]
                    event.target.value = ''
                    if (image) setButton({ ...button, image })
                  }}
                />
                {button.image ? (
                  <div className="rich-image">
                    {imageUrl ? (
                      <img src={imageUrl} alt={button.image.name} />
                    ) : (
                      <span>{button.image.name}</span>
                    )}
                    <button
                      type="button"
                      className="button button-small"
                      onClick={() => setButton({ ...button, image: undefined })}
                    >
                      <Icon name="trash" size={16} /> {tx('rich.removeImage')}
                    </button>
                  </div>
                ) : null}
              </>
            ) : null}
          </>
        ) : null}

        {kind === 'pix' ? (
          <>
            <Field label={tx('rich.messageTitle')} {...pixField('title')} />
            <Field
              label={tx('rich.amount')}
              inputMode="decimal"
              hint={tx('rich.amountHint')}
              {...pixField('amount')}
            />
            <SelectField
              label={tx('rich.keyType')}
              value={pix.keyType}
              onChange={(event) => setPix({ ...pix, keyType: event.target.value as PixKeyType })}
            >
              {pixKeyTypes.map((type) => (
                <option key={type} value={type}>
                  {tx(`rich.keyType.${type}`)}
                </option>
              ))}
            </SelectField>
            <Field
              label={tx('rich.key')}
              autoComplete="off"
              hint={
                pix.key.trim() !== '' && keyAsSent !== pix.key.trim() && !found.key
                  ? tx('rich.keySentAs', { key: keyAsSent })
                  : undefined
              }
              {...pixField('key')}
            />
            <Field label={tx('rich.merchant')} {...pixField('merchantName')} />
          </>
        ) : null}
      </form>
    </Dialog>
  )
}
