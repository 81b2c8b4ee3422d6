import { type FormEvent, useCallback, useState } from 'react'
import { atendo, dataOf, pageOf } from '../../api/atendo.ts'
import { tagKeys } from '../../api/query-keys/tag-keys.ts'
import { Dialog } from '../../components/dialog.tsx'
import { campaignTexts } from '../../i18n/campaign-texts.ts'
import { useFeatureTexts } from '../../i18n/feature-texts.ts'
import { useErrorToast } from '../../toasts/use-error-toast.ts'
import { type PickerOption, SearchPicker } from './search-picker.tsx'

interface Added {
  created: number
  updated: number
  total: number
}

/**
 * A list built from a tag (issue 15, "lists can also be built from a tag"): every contact of the
 * chosen tag with a phone number joins the list, in one go on the server; those already in the
 * list stay once. The answer says how many came and how many were new.
 */
export function AddTagDialog({
  listId,
  onAdded,
  onClose,
}: {
  listId: number
  onAdded(): void
  onClose(): void
}) {
  const tx = useFeatureTexts(campaignTexts)
  const showError = useErrorToast()
  const [tag, setTag] = useState<PickerOption | null>(null)
  const [tried, setTried] = useState(false)
  const [adding, setAdding] = useState(false)
  const [added, setAdded] = useState<Added>()

  const searchTags = useCallback(async (text: string): Promise<PickerOption[]> => {
    const query = { searchParam: text, pageNumber: 1 }
    const page = pageOf(await dataOf(atendo.GET('/api/tags', { params: { query } })))
    return page.tags.map(({ id, name }) => ({ id, name }))
  }, [])

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setTried(true)
    if (!tag) return
    setAdding(true)
    setAdded(undefined)
    try {
      const answer = await dataOf(
        atendo.POST('/api/contact-lists/{id}/add-tag', {
          params: { path: { id: listId } },
          body: { tagId: tag.id },
        }),
      )
      setAdded(answer)
      onAdded()
    } catch (error) {
      showError(error)
    } finally {
      setAdding(false)
    }
  }

  return (
    <Dialog title={tx('lists.fromTag')} onClose={onClose}>
      <form onSubmit={submit} noValidate className="campaign-form">
        <SearchPicker
          label={tx('lists.tag')}
          selected={tag}
          onSelect={(option) => {
            setTag(option)
            setAdded(undefined)
          }}
          search={searchTags}
          searchKey={tagKeys.search}
          error={tried && !tag ? tx('validation.required') : undefined}
        />
        <div role="status" className="import-outcome">
          {adding ? <p>{tx('lists.tagAdding')}</p> : null}
          {added ? <p className="import-done">{tx('lists.tagAdded', { ...added })}</p> : null}
        </div>
        <div className="dialog-actions">
          <button type="button" className="button" onClick={onClose}>
            {tx('common.close')}
          </button>
          <button type="submit" className="button button-primary" disabled={adding}>
            {tx('lists.addTag')}
          </button>
        </div>
      </form>
    </Dialog>
  )
}
