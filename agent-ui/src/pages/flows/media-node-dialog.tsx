import { useState } from 'react'
import { atendo, dataOf } from '../../api/atendo.ts'
import { Dialog } from '../../components/dialog.tsx'
import { useFeatureTexts } from '../../i18n/feature-texts.ts'
import { flowTexts } from '../../i18n/flow-texts.ts'
import { useErrorToast } from '../../toasts/use-error-toast.ts'
import { type FlowNodeData, kindLabel } from './flow-model.ts'
import { compressImage, fileProblem, type MediaCardKind, mediaLimits } from './media-limits.ts'
import { MediaPreview } from './media-preview.tsx'
import { UploadDialogFooter } from './upload-dialog-footer.tsx'

interface StoredMedia {
  name: string
  original: string
  url: string
}

/** Where a single-media node's file goes: its own route for images and audio, the content route for video. */
const uploadPath = {
  img: '/api/flowbuilder/img',
  audio: '/api/flowbuilder/audio',
  video: '/api/flowbuilder/content',
} as const

/**
 * The dialog of a single image, audio or video node, as older flows have them (administration.md
 * §3 types img, audio, video; §5): shows the stored file, takes a replacement with the content
 * dialog's type, size and compression rules, and saves `{ url }` (audio keeps `record`).
 */
export function MediaNodeDialog({
  kind,
  data,
  links,
  onSave,
  onClose,
}: {
  kind: MediaCardKind
  data?: FlowNodeData
  links: Record<string, string>
  onSave(data: FlowNodeData, links: Record<string, string>): void
  onClose(): void
}) {
  const tx = useFeatureTexts(flowTexts)
  const showError = useErrorToast()
  const stored = typeof data?.url === 'string' ? data.url : ''
  const [file, setFile] = useState<File>()
  const [preview, setPreview] = useState<string | undefined>(stored ? links[stored] : undefined)
  const [record, setRecord] = useState(data?.record !== false)
  const [problem, setProblem] = useState<string>()
  const [uploading, setUploading] = useState(false)

  const choose = async (chosen: File | undefined) => {
    if (!chosen) return
    const wrong = fileProblem(kind, chosen)
    if (wrong === 'size') return setProblem(tx('content.tooBig', { limit: mediaLimits[kind].megabytes }))
    if (wrong === 'type')
      return setProblem(tx('content.badType', { types: mediaLimits[kind].extensions.join(', ') }))
    setProblem(undefined)
    const ready = kind === 'img' ? await compressImage(chosen).catch(() => chosen) : chosen
    setFile(ready)
    setPreview(URL.createObjectURL(ready))
  }

  const save = async () => {
    if (!file && !stored) return setProblem(tx('content.emptyMedia'))
    let url = stored
    const fresh: Record<string, string> = {}
    if (file) {
      setUploading(true)
      try {
        const form = new FormData()
        form.append('medias', file, file.name)
        const answer = await dataOf(atendo.POST(uploadPath[kind], { body: form as never }))
        const media = (Array.isArray(answer) ? answer[0] : answer) as StoredMedia
        url = media.name
        fresh[media.name] = media.url
      } catch (error) {
        setUploading(false)
        return showError(error)
      }
    }
    onSave({ ...data, url, ...(kind === 'audio' ? { record } : {}) }, fresh)
  }

  const label = tx(kindLabel(kind))
  return (
    <Dialog
      title={data ? tx('dialog.edit', { kind: label }) : tx('dialog.add', { kind: label })}
      onClose={onClose}
    >
      <div className="flow-content-media flow-media-node">
        <MediaPreview kind={kind} src={preview} name={file?.name} />
        <label className="button">
          {stored || file ? tx('dialog.changeFile') : tx('content.chooseFile')}
          <input
            type="file"
            className="visually-hidden"
            accept={mediaLimits[kind].accept}
            aria-label={`${tx('dialog.file')}: ${label}`}
            onChange={(event) => void choose(event.target.files?.[0])}
          />
        </label>
        {kind === 'audio' ? (
          <label className="flow-content-record">
            <input type="checkbox" checked={record} onChange={(event) => setRecord(event.target.checked)} />
            {tx('content.recorded')}
          </label>
        ) : null}
      </div>
      <UploadDialogFooter
        problem={problem}
        uploading={uploading}
        onCancel={onClose}
        onSave={() => void save()}
      />
    </Dialog>
  )
}
