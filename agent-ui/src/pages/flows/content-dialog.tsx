import { useState } from 'react'
import { atendo, dataOf } from '../../api/atendo.ts'
import { Dialog } from '../../components/dialog.tsx'
import { Icon } from '../../components/icon.tsx'
import { useFeatureTexts } from '../../i18n/feature-texts.ts'
import { flowTexts } from '../../i18n/flow-texts.ts'
import { useErrorToast } from '../../toasts/use-error-toast.ts'
import type { FlowNodeData } from './flow-model.ts'
import { compressImage, fileProblem, type MediaCardKind, mediaLimits } from './media-limits.ts'

type CardKind = 'message' | 'interval' | MediaCardKind

interface Card {
  number: string
  type: CardKind
  value: string
  original?: string
  record?: boolean
  /** A chosen file not uploaded yet: removing the card drops it (§4). */
  file?: File
  preview?: string
}

interface StoredMedia {
  name: string
  original: string
}

const cardLabels = {
  message: 'content.text',
  interval: 'content.interval',
  img: 'content.image',
  audio: 'content.audio',
  video: 'content.video',
} as const

/**
 * The content dialog (administration.md §2, §5): a vertical list of removable cards (text, interval,
 * image, audio with the recorded-on-the-spot flag, video) sent in order, with the saved variables
 * beside it. Files are checked by type and size when chosen, images compressed at 0.7, and all
 * pending files uploaded together on save (POST /flowbuilder/content).
 */
export function ContentDialog({
  data,
  variables,
  onSave,
  onClose,
}: {
  data?: FlowNodeData
  variables: string[]
  onSave(data: FlowNodeData): void
  onClose(): void
}) {
  const tx = useFeatureTexts(flowTexts)
  const showError = useErrorToast()
  const [cards, setCards] = useState<Card[]>(() => {
    const elements = (data?.elements as Card[] | undefined) ?? []
    const seq = (data?.seq as string[] | undefined) ?? elements.map((element) => element.number)
    return seq.flatMap((number) => elements.filter((element) => element.number === number))
  })
  const [problem, setProblem] = useState<string>()
  const [uploading, setUploading] = useState(false)
  const [counter, setCounter] = useState(cards.length)

  const add = (type: CardKind) => {
    const next = counter + 1
    setCounter(next)
    setCards((current) => [
      ...current,
      {
        number: `${type}${next}`,
        type,
        value: type === 'interval' ? '5' : '',
        ...(type === 'audio' ? { record: true } : {}),
      },
    ])
  }
  const change = (number: string, patch: Partial<Card>) =>
    setCards((current) => current.map((card) => (card.number === number ? { ...card, ...patch } : card)))
  const remove = (number: string) => setCards((current) => current.filter((card) => card.number !== number))

  const choose = async (card: Card, file: File | undefined) => {
    if (!file || card.type === 'message' || card.type === 'interval') return
    const wrong = fileProblem(card.type, file)
    if (wrong === 'size') return setProblem(tx('content.tooBig', { limit: mediaLimits[card.type].megabytes }))
    if (wrong === 'type')
      return setProblem(tx('content.badType', { types: mediaLimits[card.type].extensions.join(', ') }))
    setProblem(undefined)
    let chosen = file
    if (card.type === 'img') {
      try {
        chosen = await compressImage(file)
      } catch {
        setProblem(tx('content.compressFailed'))
        return
      }
    }
    change(card.number, {
      file: chosen,
      original: file.name,
      value: '',
      preview: URL.createObjectURL(chosen),
    })
  }

  const save = async () => {
    if (cards.some((card) => card.type === 'message' && !card.value.trim()))
      return setProblem(tx('content.emptyText'))
    if (
      cards.some((card) => card.type === 'interval' && !(Number(card.value) > 0 && Number(card.value) <= 120))
    )
      return setProblem(tx('content.badInterval'))
    if (
      cards.some((card) => card.type !== 'message' && card.type !== 'interval' && !card.file && !card.value)
    )
      return setProblem(tx('content.emptyMedia'))
    if (cards.length === 0) return setProblem(tx('content.emptyText'))
    setProblem(undefined)
    const pending = cards.filter((card) => card.file)
    let stored: StoredMedia[] = []
    if (pending.length > 0) {
      setUploading(true)
      try {
        const form = new FormData()
        for (const card of pending) form.append('medias', card.file as File, card.file?.name)
        stored = (await dataOf(
          atendo.POST('/api/flowbuilder/content', { body: form as never }),
        )) as StoredMedia[]
      } catch (error) {
        setUploading(false)
        return showError(error)
      }
    }
    const elements = cards.map(({ number, type, value, original, record, file }) => {
      const upload = file ? stored[pending.findIndex((card) => card.number === number)] : undefined
      return {
        number,
        type,
        value: upload ? upload.name : type === 'interval' ? String(Number(value)) : value,
        ...(original || upload ? { original: upload?.original ?? original } : {}),
        ...(type === 'audio' ? { record: record ?? true } : {}),
      }
    })
    onSave({ seq: elements.map((element) => element.number), elements })
  }

  return (
    <Dialog title={data ? tx('content.editTitle') : tx('content.addTitle')} onClose={onClose} wide>
      <div className="flow-content-dialog">
        <ol className="flow-content-cards">
          {cards.map((card) => (
            <li key={card.number} className="flow-content-card" data-card={card.type}>
              <div className="flow-content-card-head">
                <strong>{tx(cardLabels[card.type])}</strong>
                <button
                  type="button"
                  className="button button-small"
                  aria-label={`${tx('content.removeCard')}: ${tx(cardLabels[card.type])}`}
                  onClick={() => remove(card.number)}
                >
                  <Icon name="trash" size={14} />
                </button>
              </div>
              {card.type === 'message' ? (
                <label className="field">
                  <span>{tx('dialog.message')}</span>
                  <textarea
                    rows={3}
                    maxLength={4000}
                    value={card.value}
                    onChange={(event) => change(card.number, { value: event.target.value })}
                  />
                </label>
              ) : card.type === 'interval' ? (
                <label className="field">
                  <span>{tx('dialog.seconds')}</span>
                  <input
                    type="number"
                    min={1}
                    max={120}
                    value={card.value}
                    onChange={(event) => change(card.number, { value: event.target.value })}
                  />
                </label>
              ) : (
                <div className="flow-content-media">
                  {card.preview && card.type === 'img' ? (
                    <img src={card.preview} alt={card.original} />
                  ) : null}
                  {card.original ? <span>{card.original}</span> : null}
                  {!card.file && !card.value ? (
                    <label className="button">
                      {tx('content.chooseFile')}
                      <input
                        type="file"
                        className="visually-hidden"
                        accept={mediaLimits[card.type].accept}
                        aria-label={`${tx('content.chooseFile')}: ${tx(cardLabels[card.type])}`}
                        onChange={(event) => void choose(card, event.target.files?.[0])}
                      />
                    </label>
                  ) : null}
                  {card.type === 'audio' ? (
                    <label className="flow-content-record">
                      <input
                        type="checkbox"
                        checked={card.record ?? true}
                        onChange={(event) => change(card.number, { record: event.target.checked })}
                      />
                      {tx('content.recorded')}
                    </label>
                  ) : null}
                </div>
              )}
            </li>
          ))}
        </ol>
        <aside className="flow-variables" aria-label={tx('canvas.variables')}>
          <h2>{tx('canvas.variables')}</h2>
          {variables.length === 0 ? <p>{tx('canvas.noVariables')}</p> : null}
          <ul>
            {variables.map((variable) => (
              <li key={variable}>
                <code>{variable}</code>
              </li>
            ))}
          </ul>
        </aside>
      </div>
      <div className="flow-content-add">
        {(Object.keys(cardLabels) as CardKind[]).map((type) => (
          <button key={type} type="button" className="button" onClick={() => add(type)}>
            + {tx(cardLabels[type])}
          </button>
        ))}
      </div>
      {problem ? (
        <p className="field-error" role="alert">
          {problem}
        </p>
      ) : null}
      {uploading ? (
        <p className="flow-uploading" role="status">
          <span className="spinner" aria-hidden="true" /> {tx('content.uploading')}
        </p>
      ) : null}
      <div className="dialog-actions">
        <button type="button" className="button" onClick={onClose} disabled={uploading}>
          {tx('dialog.cancel')}
        </button>
        <button
          type="button"
          className="button button-primary"
          onClick={() => void save()}
          disabled={uploading}
        >
          {tx('dialog.save')}
        </button>
      </div>
    </Dialog>
  )
}
