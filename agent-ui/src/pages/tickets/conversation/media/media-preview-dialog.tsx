import { useId, useRef, useState } from 'react'
import { flushSync } from 'react-dom'
import { Dialog } from '../../../../components/dialog.tsx'
import { Icon } from '../../../../components/icon.tsx'
import { useFeatureTexts } from '../../../../i18n/feature-texts.ts'
import { useI18n } from '../../../../i18n/i18n-context.tsx'
import { mediaDialogTexts } from '../../../../i18n/media-dialog-texts.ts'
import {
  acceptedTypes,
  fileProblem,
  humanSize,
  type MediaItem,
  maxFilesPerSend,
  mediaKindOf,
} from './media-rules.ts'
import { useObjectUrl } from './object-url.ts'
import { useFileDrop } from './use-file-drop.ts'

interface Attachment extends MediaItem {
  id: number
}

/** What a file looks like before it goes: the picture, a player, or a document with its type. */
function MediaThumbnail({ file }: { file: File }) {
  const kind = mediaKindOf(file)
  const url = useObjectUrl(kind === 'document' ? undefined : file)
  if (kind === 'image') return url ? <img className="media-thumb" src={url} alt={file.name} /> : null
  if (kind === 'video')
    // biome-ignore lint/a11y/useMediaCaption: the attendant's own file, previewed before sending
    return url ? <video className="media-thumb" src={url} controls preload="metadata" /> : null
  if (kind === 'audio')
    // biome-ignore lint/a11y/useMediaCaption: the attendant's own file, previewed before sending
    return url ? <audio className="media-audio" src={url} controls preload="metadata" /> : null
  const extension = /\.([a-z0-9]{1,5})$/i.exec(file.name)?.[1]?.toUpperCase()
  return (
    <span className="media-thumb media-document" aria-hidden="true">
      <Icon name="note" size={36} />
      {extension ? <span>{extension}</span> : null}
    </span>
  )
}

interface MediaPreviewDialogProps {
  files: readonly File[]
  /** The first file's caption to start with (what was typed in the input before attaching). */
  caption?: string
  /** The largest file the server takes, in megabytes; undefined while it is being read. */
  limitMb: number | undefined
  /** Sends the files; answers whether they went (the dialog stays open otherwise). */
  onSend(items: MediaItem[]): Promise<boolean>
  onClose(): void
}

/**
 * The media preview (inbox.md §2 Dialogs): the chosen files with a preview, a caption each, a
 * remove button each; files over the download limit or of a type that cannot be sent are marked
 * and keep Send disabled until removed.
 */
export function MediaPreviewDialog({
  files,
  caption = '',
  limitMb,
  onSend,
  onClose,
}: MediaPreviewDialogProps) {
  const tx = useFeatureTexts(mediaDialogTexts)
  const { locale } = useI18n()
  const formId = useId()
  const nextId = useRef(0)
  const fileInput = useRef<HTMLInputElement>(null)
  const addButton = useRef<HTMLButtonElement>(null)
  const toAttachments = (chosen: readonly File[], firstCaption = '') =>
    chosen.map((file, index) => ({ id: nextId.current++, file, caption: index === 0 ? firstCaption : '' }))
  const [attachments, setAttachments] = useState<Attachment[]>(() => toAttachments(files, caption))
  const [busy, setBusy] = useState(false)
  const add = (chosen: File[]) => setAttachments((list) => [...list, ...toAttachments(chosen)])
  const drop = useFileDrop(add, !busy)

  const limitBytes = limitMb === undefined ? undefined : limitMb * 1024 * 1024
  const problemOf = (file: File) => (limitBytes === undefined ? undefined : fileProblem(file, limitBytes))
  const tooMany = attachments.length > maxFilesPerSend
  const sendable =
    !busy &&
    limitBytes !== undefined &&
    attachments.length > 0 &&
    !tooMany &&
    attachments.every((attachment) => !problemOf(attachment.file))

  /** Removes a file and moves focus to the next remove button (or Add), so it stays in the dialog. */
  const remove = (id: number) => {
    const index = attachments.findIndex((attachment) => attachment.id === id)
    const neighbour = attachments[index + 1] ?? attachments[index - 1]
    flushSync(() => setAttachments((list) => list.filter((other) => other.id !== id)))
    const next = neighbour ? document.getElementById(`${formId}-remove-${neighbour.id}`) : undefined
    ;(next ?? addButton.current)?.focus()
  }

  const send = async () => {
    if (!sendable) return
    setBusy(true)
    const sent = await onSend(attachments.map(({ file, caption: text }) => ({ file, caption: text })))
    if (sent) onClose()
    else setBusy(false)
  }

  return (
    <Dialog
      title={tx('preview.title')}
      wide
      onClose={() => !busy && onClose()}
      actions={
        <>
          <button
            ref={addButton}
            type="button"
            className="button"
            disabled={busy}
            onClick={() => fileInput.current?.click()}
          >
            {tx('preview.add')}
          </button>
          <span className="top-bar-spacer" />
          <button type="button" className="button" disabled={busy} onClick={onClose}>
            {tx('common.cancel')}
          </button>
          <button type="submit" form={formId} className="button button-primary" disabled={!sendable}>
            {busy ? tx('preview.sending') : tx('conversation.send')}
          </button>
        </>
      }
    >
      <form
        id={formId}
        className={drop.dragging ? 'media-preview dragging' : 'media-preview'}
        aria-busy={busy}
        onSubmit={(event) => {
          event.preventDefault()
          void send()
        }}
        {...drop.handlers}
      >
        {attachments.length === 0 ? (
          <p>{tx('preview.empty')}</p>
        ) : (
          <ul className="media-preview-list" aria-label={tx('preview.files')}>
            {attachments.map((attachment, index) => {
              const { file } = attachment
              const problem = problemOf(file)
              return (
                <li key={attachment.id} className="media-preview-item">
                  <MediaThumbnail file={file} />
                  <div className="media-preview-details">
                    <div className="media-preview-name">
                      <strong>{file.name}</strong>{' '}
                      <span className="muted">{humanSize(file.size, locale)}</span>
                    </div>
                    {problem ? (
                      <p className="field-error" role="alert">
                        {problem === 'tooLarge'
                          ? tx('preview.tooLarge', { limit: limitMb ?? '' })
                          : tx('preview.notSendable')}
                      </p>
                    ) : null}
                    <div className="field">
                      <label htmlFor={`${formId}-caption-${attachment.id}`}>
                        {tx('preview.caption', { name: file.name })}
                      </label>
                      <input
                        id={`${formId}-caption-${attachment.id}`}
                        value={attachment.caption}
                        disabled={busy}
                        data-autofocus={index === 0 ? true : undefined}
                        onChange={(event) => {
                          const text = event.target.value
                          setAttachments((list) =>
                            list.map((other) =>
                              other.id === attachment.id ? { ...other, caption: text } : other,
                            ),
                          )
                        }}
                      />
                    </div>
                  </div>
                  <button
                    id={`${formId}-remove-${attachment.id}`}
                    type="button"
                    className="icon-button"
                    aria-label={tx('preview.remove', { name: file.name })}
                    disabled={busy}
                    onClick={() => remove(attachment.id)}
                  >
                    <Icon name="close" />
                  </button>
                </li>
              )
            })}
          </ul>
        )}
        {tooMany ? (
          <p className="field-error" role="alert">
            {tx('preview.tooMany', { max: maxFilesPerSend })}
          </p>
        ) : null}
        <input
          ref={fileInput}
          type="file"
          multiple
          hidden
          accept={acceptedTypes}
          aria-label={tx('preview.add')}
          onChange={(event) => {
            // Read the choice before clearing the input (the updater may run later).
            const chosen = Array.from(event.target.files ?? [])
            event.target.value = ''
            add(chosen)
          }}
        />
      </form>
    </Dialog>
  )
}
