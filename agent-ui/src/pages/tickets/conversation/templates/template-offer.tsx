import type { ApiAnswer } from '@atendo/sdk'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { atendo, dataOf } from '../../../../api/atendo.ts'
import type { Ticket } from '../../../../api/models.ts'
import { templateKeys } from '../../../../api/query-keys/template-keys.ts'
import { Dialog } from '../../../../components/dialog.tsx'
import { LoadingState } from '../../../../components/states/loading-state.tsx'
import { useFeatureTexts } from '../../../../i18n/feature-texts.ts'
import { templateTexts } from '../../../../i18n/template-texts.ts'
import { toast } from '../../../../toasts/toast-store.ts'
import { useErrorToast } from '../../../../toasts/use-error-toast.ts'
import { filledTemplate } from './reply-window.ts'

type Template = ApiAnswer<'get', '/api/channel-meta/connections/{connectionId}/templates'>[number]

const keyOf = (template: Template) => `${template.name}:${template.language}`

/**
 * Outside the WhatsApp Cloud API's 24-hour window (inbox.md's window notice) the input offers an
 * approved template instead: the connection's templates, a value for each {{n}}, a preview, and
 * the send (the Meta channels plugin's routes).
 */
export function TemplateOffer({ ticket }: { ticket: Ticket }) {
  const tx = useFeatureTexts(templateTexts)
  const [open, setOpen] = useState(false)
  return (
    <div className="notice template-offer" role="status">
      <span>{tx('template.closed')}</span>{' '}
      <button type="button" className="button button-primary" onClick={() => setOpen(true)}>
        {tx('template.offer')}
      </button>
      {open && ticket.whatsappId ? (
        <TemplateDialog
          ticketId={ticket.id}
          connectionId={ticket.whatsappId}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </div>
  )
}

function TemplateDialog({
  ticketId,
  connectionId,
  onClose,
}: {
  ticketId: number
  connectionId: number
  onClose(): void
}) {
  const tx = useFeatureTexts(templateTexts)
  const showError = useErrorToast()
  const [chosenKey, setChosenKey] = useState('')
  const [values, setValues] = useState<string[]>([])
  const [busy, setBusy] = useState(false)

  // The parent's callbacks change on every render; the templates are read once per connection.
  const failed = useRef((error: unknown) => {
    showError(error)
    onClose()
  })

  // The connection's approved templates, read from Meta when the dialog opens.
  const query = useQuery({
    queryKey: templateKeys.ofConnection(connectionId),
    queryFn: () =>
      dataOf(
        atendo.GET('/api/channel-meta/connections/{connectionId}/templates', {
          params: { path: { connectionId } },
        }),
      ),
  })
  const templates: Template[] | undefined = query.data
  const firstKey = templates?.[0] ? keyOf(templates[0]) : ''
  useEffect(() => {
    if (firstKey) setChosenKey((chosen) => chosen || firstKey)
  }, [firstKey])
  const { error } = query
  useEffect(() => {
    if (error) failed.current(error)
  }, [error])

  const chosen = templates?.find((template) => keyOf(template) === chosenKey)
  const complete =
    chosen !== undefined &&
    values.slice(0, chosen.parameters).filter((v) => v.trim()).length === chosen.parameters

  const send = async () => {
    if (!chosen) return
    setBusy(true)
    try {
      await dataOf(
        atendo.POST('/api/channel-meta/tickets/{ticketId}/template', {
          params: { path: { ticketId } },
          body: {
            name: chosen.name,
            language: chosen.language,
            parameters: values.slice(0, chosen.parameters).map((value) => value.trim()),
          },
        }),
      )
      toast.success(tx('template.sent'))
      onClose()
    } catch (error) {
      showError(error)
      setBusy(false)
    }
  }

  return (
    <Dialog
      title={tx('template.title')}
      onClose={onClose}
      actions={
        <>
          <button type="button" className="button" onClick={onClose}>
            {tx('common.cancel')}
          </button>
          <button
            type="button"
            className="button button-primary"
            disabled={busy || !complete}
            onClick={() => void send()}
          >
            {tx('conversation.send')}
          </button>
        </>
      }
    >
      {templates === undefined ? (
        <LoadingState compact />
      ) : templates.length === 0 ? (
        <p>{tx('template.none')}</p>
      ) : (
        <>
          <label className="field">
            <span>{tx('template.choose')}</span>
            <select
              value={chosenKey}
              data-autofocus
              onChange={(event) => {
                setChosenKey(event.target.value)
                setValues([])
              }}
            >
              {templates.map((template) => (
                <option key={keyOf(template)} value={keyOf(template)}>
                  {template.name} ({template.language})
                </option>
              ))}
            </select>
          </label>
          {chosen
            ? Array.from({ length: chosen.parameters }, (_, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the {{n}} placeholders are positional
                <label className="field" key={index}>
                  <span>{tx('template.parameter', { n: `{{${index + 1}}}` })}</span>
                  <input
                    value={values[index] ?? ''}
                    maxLength={1024}
                    onChange={(event) =>
                      setValues((current) => {
                        const next = [...current]
                        next[index] = event.target.value
                        return next
                      })
                    }
                  />
                </label>
              ))
            : null}
          {chosen ? (
            <section aria-label={tx('template.preview')} className="template-preview">
              {filledTemplate(chosen.body, values)}
            </section>
          ) : null}
        </>
      )}
    </Dialog>
  )
}
