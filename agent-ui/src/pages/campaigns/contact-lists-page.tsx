import type { ContactList, ContactListEvent } from '@atendo/sdk'
import { type FormEvent, useCallback, useEffect, useState } from 'react'
import { atendo, dataOf, pageOf } from '../../api/atendo.ts'
import { contactListKeys } from '../../api/query-keys/contact-list-keys.ts'
import { ConfirmDialog, Dialog } from '../../components/dialog.tsx'
import { Field } from '../../components/field.tsx'
import { Icon } from '../../components/icon.tsx'
import { ListPageHeader } from '../../components/list-page-header.tsx'
import { EmptyState } from '../../components/states/empty-state.tsx'
import { PagedListStates } from '../../components/states/paged-list-states.tsx'
import { campaignTexts } from '../../i18n/campaign-texts.ts'
import { emptyStateTexts } from '../../i18n/empty-state-texts.ts'
import { useFeatureTexts } from '../../i18n/feature-texts.ts'
import type { PluginPageProps } from '../../plugins/plugin-pages.tsx'
import { Link, matchPath, useRouter } from '../../router/router.tsx'
import { useSession, useUser } from '../../session/session-context.tsx'
import { toast } from '../../toasts/toast-store.ts'
import { useErrorToast } from '../../toasts/use-error-toast.ts'
import { useDebounced } from '../tickets/use-debounced.ts'
import { ContactListItems } from './contact-list-items.tsx'
import { nameProblem } from './name-rules.ts'
import { usePagedList } from './use-paged-list.ts'

/**
 * /contact-lists and /contact-lists/{contactListId}/contacts (administration.md §2 "Campaigns and
 * contact lists"): the lists with a name dialog, each row leading to its people.
 */
export default function ContactListsPage({ panel }: PluginPageProps) {
  const { pathname } = useRouter()
  const items = matchPath(`${panel.path}/:id/contacts`, pathname)
  const listId = items ? Number(items.id) : undefined
  if (listId !== undefined && Number.isInteger(listId) && listId > 0) {
    return <ContactListItems listId={listId} backTo={panel.path} />
  }
  return <ContactLists path={panel.path} />
}

function ContactLists({ path }: { path: string }) {
  const tx = useFeatureTexts(campaignTexts)
  const hint = useFeatureTexts(emptyStateTexts)
  const user = useUser()
  const { socket } = useSession()
  const showError = useErrorToast()
  const [searchText, setSearchText] = useState('')
  const search = useDebounced(searchText)
  const [editing, setEditing] = useState<ContactList | 'new'>()
  const [deleting, setDeleting] = useState<ContactList>()
  const fetchPage = useCallback(
    async (pageNumber: number) => {
      const query = { pageNumber, searchParam: search.trim() || undefined }
      const answer = pageOf(await dataOf(atendo.GET('/api/contact-lists', { params: { query } })))
      return { records: answer.records, hasMore: answer.hasMore }
    },
    [search],
  )
  const list = usePagedList(fetchPage, showError, contactListKeys.list(search.trim()))
  const { upsert, remove } = list

  useEffect(() => {
    if (!socket) return
    const event = `company-${user.companyId}-ContactList` as const
    const onEvent = (change: ContactListEvent) => {
      if (change.action === 'delete') remove(change.record.id)
      else upsert(change.record, change.action === 'create')
    }
    socket.on(event, onEvent)
    return () => {
      socket.off(event, onEvent)
    }
  }, [socket, user.companyId, upsert, remove])

  const deleteList = async (contactList: ContactList) => {
    try {
      await dataOf(atendo.DELETE('/api/contact-lists/{id}', { params: { path: { id: contactList.id } } }))
      remove(contactList.id)
      toast.success(tx('lists.deleted'))
    } catch (error) {
      showError(error)
    }
  }

  return (
    <section className="campaigns-page" aria-labelledby="contact-lists-title">
      <ListPageHeader
        className="campaigns-header"
        title={tx('lists.title')}
        titleId="contact-lists-title"
        addLabel={tx('lists.add')}
        onAdd={() => setEditing('new')}
        listEmpty={list.records.length === 0}
      >
        <input
          type="search"
          aria-label={tx('lists.search')}
          placeholder={tx('lists.search')}
          value={searchText}
          onChange={(event) => setSearchText(event.target.value)}
        />
      </ListPageHeader>
      <div className="campaigns-table-frame" onScroll={list.onScroll}>
        <table className="campaigns-table">
          <thead>
            <tr>
              <th scope="col">{tx('lists.name')}</th>
              <th scope="col" className="numeric">
                {tx('lists.contacts')}
              </th>
              <th scope="col" className="actions">
                {tx('lists.actions')}
              </th>
            </tr>
          </thead>
          <tbody>
            {list.records.map((contactList) => (
              <tr key={contactList.id}>
                <td>
                  <Link
                    to={`${path}/${contactList.id}/contacts`}
                    aria-label={tx('lists.open', { name: contactList.name })}
                  >
                    {contactList.name}
                  </Link>
                </td>
                <td className="numeric">{contactList.contactsCount}</td>
                <td className="actions">
                  <button
                    type="button"
                    className="button button-small"
                    aria-label={`${tx('lists.editTitle')}: ${contactList.name}`}
                    onClick={() => setEditing(contactList)}
                  >
                    <Icon name="edit" size={16} />
                  </button>
                  <button
                    type="button"
                    className="button button-small button-danger"
                    aria-label={`${tx('lists.deleteTitle')}: ${contactList.name}`}
                    onClick={() => setDeleting(contactList)}
                  >
                    <Icon name="trash" size={16} />
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <PagedListStates
          list={list}
          empty={
            <EmptyState
              icon="list"
              title={tx('lists.empty')}
              hint={hint('emptyHint.contactLists')}
              add={{ label: tx('lists.add'), onAdd: () => setEditing('new') }}
            />
          }
        />
      </div>
      {editing ? (
        <ContactListDialog
          contactList={editing === 'new' ? undefined : editing}
          onSaved={(saved) => upsert(saved, editing === 'new')}
          onClose={() => setEditing(undefined)}
        />
      ) : null}
      {deleting ? (
        <ConfirmDialog
          title={tx('lists.deleteTitle')}
          text={tx('lists.deleteConfirm', { name: deleting.name })}
          yes={tx('common.yes')}
          no={tx('common.no')}
          onClose={() => setDeleting(undefined)}
          onConfirm={() => void deleteList(deleting)}
        />
      ) : null}
    </section>
  )
}

/** The list's name dialog (administration.md §5: 2 to 50 characters). */
function ContactListDialog({
  contactList,
  onSaved,
  onClose,
}: {
  contactList?: ContactList
  onSaved(saved: ContactList): void
  onClose(): void
}) {
  const tx = useFeatureTexts(campaignTexts)
  const showError = useErrorToast()
  const [name, setName] = useState(contactList?.name ?? '')
  const [tried, setTried] = useState(false)
  const [saving, setSaving] = useState(false)
  const problem = nameProblem(name)
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setTried(true)
    if (problem) return
    setSaving(true)
    try {
      const body = { name: name.trim() }
      const saved = contactList
        ? await dataOf(
            atendo.PUT('/api/contact-lists/{id}', { params: { path: { id: contactList.id } }, body }),
          )
        : await dataOf(atendo.POST('/api/contact-lists', { body }))
      onSaved(saved)
      toast.success(tx('lists.saved'))
      onClose()
    } catch (error) {
      showError(error)
    } finally {
      setSaving(false)
    }
  }
  return (
    <Dialog title={contactList ? tx('lists.editTitle') : tx('lists.newTitle')} onClose={onClose}>
      <form onSubmit={submit} noValidate className="campaign-form">
        <Field
          label={tx('lists.name')}
          value={name}
          data-autofocus
          maxLength={50}
          error={tried && problem ? tx(problem) : undefined}
          onChange={(event) => setName(event.target.value)}
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
