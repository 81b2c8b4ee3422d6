import type { ContactListItem, ContactListItemEvent } from '@atendo/sdk'
import { useQuery } from '@tanstack/react-query'
import { type FormEvent, useCallback, useEffect, useState } from 'react'
import { atendo, dataOf, pageOf } from '../../api/atendo.ts'
import { contactListKeys } from '../../api/query-keys/contact-list-keys.ts'
import { ConfirmDialog, Dialog } from '../../components/dialog.tsx'
import { Field } from '../../components/field.tsx'
import { Icon } from '../../components/icon.tsx'
import { EmptyState } from '../../components/states/empty-state.tsx'
import { PagedListStates } from '../../components/states/paged-list-states.tsx'
import { campaignTexts } from '../../i18n/campaign-texts.ts'
import { useFeatureTexts } from '../../i18n/feature-texts.ts'
import { Link } from '../../router/router.tsx'
import { useSession, useUser } from '../../session/session-context.tsx'
import { toast } from '../../toasts/toast-store.ts'
import { useErrorToast } from '../../toasts/use-error-toast.ts'
import { useDebounced } from '../tickets/use-debounced.ts'
import { AddTagDialog } from './add-tag-dialog.tsx'
import { ImportDialog, type ImportProgress } from './import-dialog.tsx'
import { emailProblem, nameProblem, numberProblem } from './name-rules.ts'
import { usePagedList } from './use-paged-list.ts'

/**
 * A list's people (administration.md §2): the list's name, search, back, import, add (one by one
 * or every contact of a tag), and a table
 * of name, number, e-mail, whether the number is valid on WhatsApp (filled in the background by
 * the connection's channel, live) and actions.
 */
export function ContactListItems({ listId, backTo }: { listId: number; backTo: string }) {
  const tx = useFeatureTexts(campaignTexts)
  const user = useUser()
  const { socket } = useSession()
  const showError = useErrorToast()
  const contactList = useQuery({
    queryKey: contactListKeys.one(listId),
    queryFn: () => dataOf(atendo.GET('/api/contact-lists/{id}', { params: { path: { id: listId } } })),
  }).data
  const [searchText, setSearchText] = useState('')
  const search = useDebounced(searchText)
  const [editing, setEditing] = useState<ContactListItem | 'new'>()
  const [deleting, setDeleting] = useState<ContactListItem>()
  const [importing, setImporting] = useState(false)
  const [addingTag, setAddingTag] = useState(false)
  const [progress, setProgress] = useState<ImportProgress>()

  const fetchPage = useCallback(
    async (pageNumber: number) => {
      const query = { pageNumber, contactListId: listId, searchParam: search.trim() || undefined }
      const answer = pageOf(await dataOf(atendo.GET('/api/contact-list-items', { params: { query } })))
      return { records: answer.contacts, hasMore: answer.hasMore }
    },
    [search, listId],
  )
  const items = usePagedList(fetchPage, showError, contactListKeys.items(listId, search.trim()))
  const { upsert, remove, reload } = items

  useEffect(() => {
    if (!socket) return
    const event = `company-${user.companyId}-ContactListItem` as const
    const onEvent = (change: ContactListItemEvent) => {
      if (change.action === 'progress') {
        if (change.progress.contactListId === listId) setProgress(change.progress)
      } else if (change.action === 'reload') {
        if (change.record.contactListId === listId) reload()
      } else if (change.action === 'delete') {
        remove(change.record.id)
      } else if (change.record.contactListId === listId) {
        upsert(change.record, change.action === 'create')
      }
    }
    socket.on(event, onEvent)
    return () => {
      socket.off(event, onEvent)
    }
  }, [socket, user.companyId, listId, upsert, remove, reload])

  const deleteItem = async (item: ContactListItem) => {
    try {
      await dataOf(atendo.DELETE('/api/contact-list-items/{id}', { params: { path: { id: item.id } } }))
      remove(item.id)
      toast.success(tx('items.deleted'))
    } catch (error) {
      showError(error)
    }
  }

  const validity = (item: ContactListItem) =>
    item.isWhatsappValid === null
      ? tx('items.validUnknown')
      : item.isWhatsappValid
        ? tx('items.validYes')
        : tx('items.validNo')

  return (
    <section className="campaigns-page" aria-labelledby="contact-list-title">
      <div className="campaigns-header">
        <Link to={backTo} className="button" aria-label={tx('common.back')}>
          <Icon name="arrowLeft" size={18} />
          <span className="wide-only">{tx('common.back')}</span>
        </Link>
        <h1 id="contact-list-title">{contactList?.name ?? '…'}</h1>
        <input
          type="search"
          aria-label={tx('items.search')}
          placeholder={tx('items.search')}
          value={searchText}
          onChange={(event) => setSearchText(event.target.value)}
        />
        <button
          type="button"
          className="button"
          onClick={() => {
            setProgress(undefined)
            setImporting(true)
          }}
        >
          {tx('items.import')}
        </button>
        <button type="button" className="button" onClick={() => setAddingTag(true)}>
          {tx('lists.fromTag')}
        </button>
        <button type="button" className="button button-primary" onClick={() => setEditing('new')}>
          {tx('items.add')}
        </button>
      </div>
      <div className="campaigns-table-frame" onScroll={items.onScroll}>
        <table className="campaigns-table" aria-label={contactList?.name}>
          <thead>
            <tr>
              <th scope="col">{tx('items.name')}</th>
              <th scope="col">{tx('items.number')}</th>
              <th scope="col" className="wide-only">
                {tx('items.email')}
              </th>
              <th scope="col">{tx('items.valid')}</th>
              <th scope="col" className="actions">
                {tx('items.actions')}
              </th>
            </tr>
          </thead>
          <tbody>
            {items.records.map((item) => (
              <tr key={item.id}>
                <td>{item.name}</td>
                <td>{item.number}</td>
                <td className="wide-only">{item.email}</td>
                <td>
                  <span
                    className="validity"
                    data-valid={item.isWhatsappValid === null ? 'unknown' : String(item.isWhatsappValid)}
                    title={validity(item)}
                  >
                    <Icon
                      name={
                        item.isWhatsappValid === null ? 'clock' : item.isWhatsappValid ? 'check' : 'block'
                      }
                      size={16}
                    />
                    <span className="visually-hidden">{validity(item)}</span>
                  </span>
                </td>
                <td className="actions">
                  <button
                    type="button"
                    className="button button-small"
                    aria-label={`${tx('items.editTitle')}: ${item.name}`}
                    onClick={() => setEditing(item)}
                  >
                    <Icon name="edit" size={16} />
                  </button>
                  <button
                    type="button"
                    className="button button-small button-danger"
                    aria-label={`${tx('items.deleteTitle')}: ${item.name}`}
                    onClick={() => setDeleting(item)}
                  >
                    <Icon name="trash" size={16} />
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <PagedListStates list={items} empty={<EmptyState icon="contactCard" title={tx('items.empty')} />} />
      </div>
      {editing ? (
        <ItemDialog
          listId={listId}
          item={editing === 'new' ? undefined : editing}
          onSaved={(saved) => upsert(saved, editing === 'new')}
          onClose={() => setEditing(undefined)}
        />
      ) : null}
      {deleting ? (
        <ConfirmDialog
          title={tx('items.deleteTitle')}
          text={tx('items.deleteConfirm', { name: deleting.name })}
          yes={tx('common.yes')}
          no={tx('common.no')}
          onClose={() => setDeleting(undefined)}
          onConfirm={() => void deleteItem(deleting)}
        />
      ) : null}
      {importing ? (
        <ImportDialog
          listId={listId}
          progress={progress}
          onImported={reload}
          onClose={() => setImporting(false)}
        />
      ) : null}
      {addingTag ? (
        <AddTagDialog listId={listId} onAdded={reload} onClose={() => setAddingTag(false)} />
      ) : null}
    </section>
  )
}

/** One person of the list (administration.md §5: name 2 to 50, number 8 to 50, a valid e-mail). */
function ItemDialog({
  listId,
  item,
  onSaved,
  onClose,
}: {
  listId: number
  item?: ContactListItem
  onSaved(saved: ContactListItem): void
  onClose(): void
}) {
  const tx = useFeatureTexts(campaignTexts)
  const showError = useErrorToast()
  const [name, setName] = useState(item?.name ?? '')
  const [number, setNumber] = useState(item?.number ?? '')
  const [email, setEmail] = useState(item?.email ?? '')
  const [tried, setTried] = useState(false)
  const [saving, setSaving] = useState(false)
  const problems = { name: nameProblem(name), number: numberProblem(number), email: emailProblem(email) }
  const shown = (key: keyof typeof problems) => (tried && problems[key] ? tx(problems[key]) : undefined)
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setTried(true)
    if (problems.name || problems.number || problems.email) return
    setSaving(true)
    try {
      const body = { name: name.trim(), number: number.trim(), email: email.trim() }
      const saved = item
        ? await dataOf(
            atendo.PUT('/api/contact-list-items/{id}', { params: { path: { id: item.id } }, body }),
          )
        : await dataOf(atendo.POST('/api/contact-list-items', { body: { ...body, contactListId: listId } }))
      onSaved(saved)
      toast.success(tx('items.saved'))
      onClose()
    } catch (error) {
      showError(error)
    } finally {
      setSaving(false)
    }
  }
  return (
    <Dialog title={item ? tx('items.editTitle') : tx('items.newTitle')} onClose={onClose}>
      <form onSubmit={submit} noValidate className="campaign-form">
        <Field
          label={tx('items.name')}
          value={name}
          data-autofocus
          maxLength={50}
          error={shown('name')}
          onChange={(event) => setName(event.target.value)}
        />
        <Field
          label={tx('items.number')}
          value={number}
          inputMode="tel"
          maxLength={50}
          error={shown('number')}
          onChange={(event) => setNumber(event.target.value)}
        />
        <Field
          label={tx('items.email')}
          type="email"
          value={email}
          maxLength={255}
          error={shown('email')}
          onChange={(event) => setEmail(event.target.value)}
        />
        <div className="dialog-actions">
          <button type="button" className="button" onClick={onClose}>
            {tx('common.cancel')}
          </button>
          <button type="submit" className="button button-primary" disabled={saving}>
            {tx('common.save')}
          </button>
        </div>
      </form>
    </Dialog>
  )
}
