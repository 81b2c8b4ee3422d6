import { useFeatureTexts } from '../../i18n/feature-texts.ts'
import { flowTexts } from '../../i18n/flow-texts.ts'

/**
 * The foot of a flow dialog that uploads files (the content dialog, a single media node's): the
 * problem to fix, the upload spinner, and Cancel / Save, both held while a file is uploading.
 */
export function UploadDialogFooter(props: {
  problem: string | null | undefined
  uploading: boolean
  onCancel: () => void
  onSave: () => void
}) {
  const tx = useFeatureTexts(flowTexts)
  const { problem, uploading } = props
  return (
    <>
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
        <button type="button" className="button" onClick={props.onCancel} disabled={uploading}>
          {tx('dialog.cancel')}
        </button>
        <button type="button" className="button button-primary" onClick={props.onSave} disabled={uploading}>
          {tx('dialog.save')}
        </button>
      </div>
    </>
  )
}
