import { AtendoApiError } from '@atendo/sdk'
import { type FormEvent, useId, useState } from 'react'
import { answerOf, atendo } from '../../api/atendo.ts'
import { Dialog } from '../../components/dialog.tsx'
import { campaignTexts } from '../../i18n/campaign-texts.ts'
import { useFeatureTexts } from '../../i18n/feature-texts.ts'
import { useErrorToast } from '../../toasts/use-error-toast.ts'

/** An import's rows written so far (`company-{id}-ContactListItem` `progress` events). */
export interface ImportProgress {
  contactListId: number
  done: number
  total: number
}

/** One refused row as the server names it (`row 3: number`, "must have 8 to 50 digits"). */
interface RowProblem {
  field: string
  message: string
}

type Outcome =
  | { kind: 'imported'; created: number; updated: number; total: number }
  | { kind: 'rejected'; problems: RowProblem[]; count: number }

/** The spreadsheets the server reads (administration.md §5: xls and xlsx; csv too). */
const accepted = '.xlsx,.xls,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv'

/**
 * The import of a spreadsheet into a list: the server checks every row first and writes nothing
 * when one is wrong, so a refusal lists each bad row; a good file is written in one go, its
 * progress coming live from the list's events while the request runs.
 */
export function ImportDialog({
  listId,
  progress,
  onImported,
  onClose,
}: {
  listId: number
  progress?: ImportProgress
  onImported(): void
  onClose(): void
}) {
  const tx = useFeatureTexts(campaignTexts)
  const showError = useErrorToast()
  const fileId = useId()
  const [file, setFile] = useState<File>()
  const [sending, setSending] = useState(false)
  const [outcome, setOutcome] = useState<Outcome>()
  const [tried, setTried] = useState(false)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setTried(true)
    if (!file) return
    setSending(true)
    setOutcome(undefined)
    try {
      const form = new FormData()
      form.append('file', file, file.name)
      const { data } = await answerOf(
        atendo.POST('/api/contact-lists/{id}/upload', {
          params: { path: { id: listId } },
          // openapi-fetch sends a FormData as it is (multipart, its boundary set by the browser).
          body: form as never,
        }),
      )
      setOutcome({ kind: 'imported', ...data })
      onImported()
    } catch (error) {
      const problems = rowProblems(error)
      if (problems) setOutcome({ kind: 'rejected', ...problems })
      else showError(error)
    } finally {
      setSending(false)
    }
  }

  const shownProgress = progress?.contactListId === listId ? progress : undefined
  return (
    <Dialog title={tx('items.importTitle')} onClose={onClose} wide>
      <form onSubmit={submit} noValidate className="campaign-form">
        <p className="field-hint">{tx('items.importHint')}</p>
        <div className="field">
          <label htmlFor={fileId}>{tx('items.file')}</label>
          <input
            id={fileId}
            type="file"
            accept={accepted}
            aria-invalid={tried && !file ? true : undefined}
            onChange={(event) => {
              setFile(event.target.files?.[0])
              setOutcome(undefined)
            }}
          />
          {tried && !file ? <span className="field-error">{tx('validation.required')}</span> : null}
        </div>
        <div role="status" className="import-outcome">
          {sending && !shownProgress ? <p>{tx('items.importing')}</p> : null}
          {shownProgress ? (
            <p>
              <label>
                {tx('items.importProgress', { done: shownProgress.done, total: shownProgress.total })}
                <progress max={shownProgress.total} value={shownProgress.done} />
              </label>
            </p>
          ) : null}
          {outcome?.kind === 'imported' ? (
            <p className="import-done">
              {tx('items.imported', {
                total: outcome.total,
                created: outcome.created,
                updated: outcome.updated,
              })}
            </p>
          ) : null}
        </div>
        {outcome?.kind === 'rejected' ? (
          <div role="alert" className="import-problems">
            <p>{tx('items.importRejected')}</p>
            <ul>
              {outcome.problems.map((problem) => (
                <li key={`${problem.field} ${problem.message}`}>
                  <strong>{problem.field}</strong>: {problem.message}
                </li>
              ))}
            </ul>
            {outcome.count > outcome.problems.length ? (
              <p>{tx('items.importMoreRows', { count: outcome.count - outcome.problems.length })}</p>
            ) : null}
          </div>
        ) : null}
        <div className="dialog-actions">
          <button type="button" className="button" onClick={onClose}>
            {tx('common.close')}
          </button>
          <button type="submit" className="button button-primary" disabled={sending}>
            {tx('items.import')}
          </button>
        </div>
      </form>
    </Dialog>
  )
}

/** The per-row problems of a refused import (or of an unreadable file), if that is the refusal. */
function rowProblems(error: unknown): { problems: RowProblem[]; count: number } | undefined {
  if (!(error instanceof AtendoApiError) || error.status !== 400) return undefined
  const body = error.body as { fields?: RowProblem[]; details?: { rows?: number } }
  if (!Array.isArray(body.fields) || body.fields.length === 0) return undefined
  return { problems: body.fields, count: body.details?.rows ?? body.fields.length }
}
