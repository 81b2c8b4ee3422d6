import { type ApiAnswer, AtendoApiError } from '@atendo/sdk'
import { useId, useRef, useState } from 'react'
import { answerOf, atendo, dataOf } from '../../../api/atendo.ts'
import { FilePicker } from '../../../components/file-picker.tsx'
import { VirtualList } from '../../../components/virtual-list.tsx'
import { contactImportTexts } from '../../../i18n/contact-import-texts.ts'
import { useFeatureTexts } from '../../../i18n/feature-texts.ts'
import { useI18n } from '../../../i18n/i18n-context.tsx'
import { Link } from '../../../router/router.tsx'
import { errorToastText } from '../../../toasts/error-text.ts'
import { useErrorToast } from '../../../toasts/use-error-toast.ts'
import { type RowOutcome, runImport } from './import-runner.ts'
import { type RowProblem, rowProblemText } from './row-problem-text.ts'
import { type ImportRow, maxImportRows, readContactsFile, type SheetReading } from './spreadsheet-rows.ts'

/** The answer of POST /contacts/upload (the .xls path). */
type UploadReport = ApiAnswer<'post', '/api/contacts/upload'>

const rowKey = (row: ImportRow) => row.row

/**
 * /contacts/import (inbox.md §2): pick a spreadsheet, see its contacts, and import them with the
 * progress in percent and each row's outcome. CSV and XLSX are read here and sent row by row
 * (POST /contactsImport), so the progress is the rows the server has answered; a legacy .xls,
 * which only the server reads, goes whole to POST /contacts/upload and its row errors show at the end.
 */
export default function ContactsImportPage() {
  const { t, language } = useI18n()
  const tx = useFeatureTexts(contactImportTexts)
  const showError = useErrorToast()
  const fileId = useId()
  const [file, setFile] = useState<File>()
  const [reading, setReading] = useState<SheetReading>()
  const [validate, setValidate] = useState(false)
  const [outcomes, setOutcomes] = useState<(RowOutcome | undefined)[]>([])
  const [running, setRunning] = useState(false)
  const [finished, setFinished] = useState<'done' | 'stopped'>()
  const [onlyErrors, setOnlyErrors] = useState(false)
  const [serverReport, setServerReport] = useState<UploadReport>()
  const stopper = useRef<AbortController>(undefined)

  const rows = reading?.kind === 'rows' ? reading.rows : []
  const answered = outcomes.filter(Boolean).length
  const count = (kind: RowOutcome['kind']) => outcomes.filter((outcome) => outcome?.kind === kind).length
  const percent = rows.length ? Math.round((answered / rows.length) * 100) : 0

  /** Why the server refused a row, in the user's language: the fields it named, or the error's code. */
  const reasonOf = (error: unknown): string => {
    if (error instanceof AtendoApiError) {
      const fields = (error.body as { fields?: RowProblem[] } | undefined)?.fields
      if (fields?.length) return fields.map((problem) => rowProblemText(problem, tx)).join('; ')
    }
    return errorToastText(error, language)
  }

  const choose = async (chosen: File | undefined) => {
    setFile(chosen)
    setReading(undefined)
    setOutcomes([])
    setFinished(undefined)
    setServerReport(undefined)
    if (chosen) setReading(await readContactsFile(chosen))
  }

  const importRows = async () => {
    const controller = new AbortController()
    stopper.current = controller
    setRunning(true)
    setFinished(undefined)
    setOutcomes(rows.map(() => undefined))
    await runImport(
      rows,
      async (row): Promise<RowOutcome> => {
        try {
          const { status } = await answerOf(
            atendo.POST('/api/contactsImport', {
              body: {
                name: row.name,
                number: row.number,
                email: row.email,
                tags: row.tags,
                validateContact: validate ? 'true' : 'false',
              },
            }),
          )
          return { kind: status === 201 ? 'created' : 'updated' }
        } catch (error) {
          return { kind: 'failed', error }
        }
      },
      (index, outcome) =>
        setOutcomes((current) => current.map((existing, at) => (at === index ? outcome : existing))),
      controller.signal,
    )
    setRunning(false)
    setFinished(controller.signal.aborted ? 'stopped' : 'done')
  }

  /** A legacy .xls goes whole to the server, which imports the valid rows and reports the others. */
  const importOnServer = async () => {
    if (!file) return
    setRunning(true)
    try {
      const upload = atendo.POST('/api/contacts/upload', {
        params: { query: { partial: true } },
        body: { file },
      })
      setServerReport(await dataOf(upload))
    } catch (error) {
      showError(error)
    } finally {
      setRunning(false)
    }
  }

  const problemText =
    reading?.kind === 'problem'
      ? reading.problem === 'tooMany'
        ? tx('import.tooMany', { max: maxImportRows })
        : tx(
            reading.problem === 'noColumns'
              ? 'import.noColumns'
              : reading.problem === 'empty'
                ? 'import.empty'
                : 'import.unreadable',
          )
      : undefined
  const shownRows = onlyErrors ? rows.filter((_, index) => outcomes[index]?.kind === 'failed') : rows
  const indexOf = new Map(rows.map((row, index) => [row.row, index]))
  const serverFailedRows = serverReport ? new Set(serverReport.errors.map((error) => error.row)).size : 0

  return (
    <section className="page contacts-import" aria-labelledby={`${fileId}-title`}>
      <div className="contacts-header">
        <h1 id={`${fileId}-title`}>{tx('import.title')}</h1>
        <Link to="/contacts">{tx('import.back')}</Link>
      </div>
      <FilePicker
        label={tx('import.file')}
        file={file}
        accept=".xls,.xlsx,.csv"
        hint={tx('import.columns')}
        disabled={running}
        onChoose={(chosen) => void choose(chosen)}
      />
      {problemText ? (
        <p className="field-error" role="alert">
          {problemText}
        </p>
      ) : null}
      {reading?.kind === 'server-only' ? (
        <div className="import-status">
          <p>{tx('import.serverOnly')}</p>
          <button
            type="button"
            className="button button-primary"
            disabled={running || Boolean(serverReport)}
            onClick={() => void importOnServer()}
          >
            {tx('contacts.import')}
          </button>
          {running ? (
            <p role="status">
              <progress aria-label={tx('import.progressLabel')} />{' '}
              {tx('import.sending', { name: file?.name ?? '' })}
            </p>
          ) : null}
          {serverReport ? (
            <div role="status">
              <progress aria-label={tx('import.progressLabel')} value={1} max={1} /> 100%
              <p>
                {tx('import.serverDone', {
                  created: serverReport.created,
                  updated: serverReport.updated,
                  failed: serverFailedRows,
                })}
              </p>
              <ul className="import-errors">
                {serverReport.errors.map((error, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a row may have several problems with one field
                  <li key={index}>
                    {tx('import.row')} {error.row}: {rowProblemText(error, tx)}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>
      ) : null}
      {rows.length > 0 ? (
        <>
          <div className="import-toolbar">
            <span>{tx('import.rows', { count: rows.length })}</span>
            <label className="switch">
              <input
                type="checkbox"
                checked={validate}
                disabled={running}
                onChange={(event) => setValidate(event.target.checked)}
              />
              {tx('import.validate')}
            </label>
            <span className="top-bar-spacer" />
            {running ? (
              <button type="button" className="button" onClick={() => stopper.current?.abort()}>
                {tx('import.stop')}
              </button>
            ) : (
              <button
                type="button"
                className="button button-primary"
                disabled={finished === 'done'}
                onClick={() => void importRows()}
              >
                {tx('import.start', { count: rows.length })}
              </button>
            )}
          </div>
          {running || finished ? (
            <div className="import-progress" role="status">
              <progress
                aria-label={tx('import.progressLabel')}
                value={answered}
                max={rows.length}
                aria-valuetext={`${percent}%`}
              />
              <strong>{percent}%</strong>
              <span>
                {finished === 'done'
                  ? tx('import.done', {
                      created: count('created'),
                      updated: count('updated'),
                      failed: count('failed'),
                    })
                  : finished === 'stopped'
                    ? tx('import.stopped', { done: answered, total: rows.length })
                    : tx('import.progress', { done: answered, total: rows.length })}
              </span>
            </div>
          ) : null}
          {count('failed') > 0 ? (
            <label className="switch">
              <input
                type="checkbox"
                checked={onlyErrors}
                onChange={(event) => setOnlyErrors(event.target.checked)}
              />
              {tx('import.onlyErrors')}
            </label>
          ) : null}
          <div className="import-table">
            <div className="import-row head" aria-hidden="true">
              <span>{tx('import.row')}</span>
              <span>{t('contacts.name')}</span>
              <span>{t('contacts.number')}</span>
              <span className="wide-only">{t('contacts.email')}</span>
              <span className="wide-only">{t('contacts.tags')}</span>
              <span>{tx('import.status')}</span>
            </div>
            <VirtualList
              role="list"
              aria-label={tx('import.rows', { count: rows.length })}
              className="import-body"
              items={shownRows}
              itemKey={rowKey}
              estimatedHeight={36}
              rowProps={() => ({ role: 'listitem' })}
              renderItem={(row) => {
                const outcome = outcomes[indexOf.get(row.row)!]
                return (
                  <div className={`import-row ${outcome?.kind ?? ''}`}>
                    <span>
                      <span className="visually-hidden">{tx('import.row')} </span>
                      {row.row}
                    </span>
                    <span>{row.name}</span>
                    <span>{row.number}</span>
                    <span className="wide-only">{row.email}</span>
                    <span className="wide-only">{row.tags}</span>
                    <span>
                      {outcome === undefined
                        ? tx('import.waiting')
                        : outcome.kind === 'failed'
                          ? tx('import.failed', { reason: reasonOf(outcome.error) })
                          : tx(outcome.kind === 'created' ? 'import.created' : 'import.updated')}
                    </span>
                  </div>
                )
              }}
            />
          </div>
        </>
      ) : null}
    </section>
  )
}
