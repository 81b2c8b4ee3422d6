import type { ContactEvent } from '@atendo/sdk'
import { useCallback, useEffect, useState } from 'react'
import { atendo, dataOf, pageOf } from '../../api/atendo.ts'
import type { Contact } from '../../api/models.ts'
import { contactKeys } from '../../api/query-keys/contact-keys.ts'
import { ConfirmDialog } from '../../components/dialog.tsx'
import { Icon } from '../../components/icon.tsx'
import { ListPageHeader } from '../../components/list-page-header.tsx'
import { MenuButton } from '../../components/menu-button.tsx'
import { EmptyState } from '../../components/states/empty-state.tsx'
import { PagedListStates } from '../../components/states/paged-list-states.tsx'
import { TagPicker } from '../../components/tag-picker/tag-picker.tsx'
import { VirtualList } from '../../components/virtual-list.tsx'
import { emptyStateTexts } from '../../i18n/empty-state-texts.ts'
import { useFeatureTexts } from '../../i18n/feature-texts.ts'
import { useI18n } from '../../i18n/i18n-context.tsx'
import { useRouter } from '../../router/router.tsx'
import { isAdmin } from '../../session/permissions.ts'
import { useSession, useUser } from '../../session/session-context.tsx'
import { toast } from '../../toasts/toast-store.ts'
import { useErrorToast } from '../../toasts/use-error-toast.ts'
import { usePagedList } from '../campaigns/use-paged-list.ts'
import { NewTicketDialog } from '../tickets/dialogs/new-ticket-dialog.tsx'
import { useReference } from '../tickets/reference-data.ts'
import { initialOf } from '../tickets/ticket-format.ts'
import { useDebounced } from '../tickets/use-debounced.ts'
import { ContactDialog } from './contact-dialog.tsx'
import { contactNumberText } from './contact-number.ts'

const contactKey = (contact: Contact) => contact.id

/** /contacts (inbox.md §2): search, tag filter, add, edit, block, delete, chat, import and export. */
export default function ContactsPage() {
  const { t } = useI18n()
  const hint = useFeatureTexts(emptyStateTexts)
  const user = useUser()
  const { socket } = useSession()
  const { navigate } = useRouter()
  const admin = isAdmin(user)
  const showError = useErrorToast()
  const tags = useReference('tags')
  const [searchText, setSearchText] = useState('')
  const search = useDebounced(searchText)
  const [tagIds, setTagIds] = useState<number[]>([])
  const [editing, setEditing] = useState<Contact | 'new'>()
  const [deleting, setDeleting] = useState<Contact>()
  const [chatting, setChatting] = useState<Contact>()

  const searched = search.trim()
  const fetchPage = useCallback(
    async (pageNumber: number) => {
      const query = {
        pageNumber,
        searchParam: searched || undefined,
        contactTag: tagIds.length > 0 ? JSON.stringify(tagIds) : undefined,
      }
      const answer = pageOf(await dataOf(atendo.GET('/api/contacts', { params: { query } })))
      return { records: answer.contacts, hasMore: answer.hasMore }
    },
    [searched, tagIds],
  )
  const list = usePagedList(fetchPage, showError, contactKeys.list(searched, tagIds), {
    keepWhileSearching: true,
  })
  const { records: contacts, upsert, remove: removeRow } = list

  useEffect(() => {
    if (!socket) return
    const event = `company-${user.companyId}-contact` as const
    const onContact = (change: ContactEvent) => {
      if (change.action === 'delete') removeRow(change.contactId)
      else upsert(change.contact, change.action === 'create')
    }
    socket.on(event, onContact)
    return () => {
      socket.off(event, onContact)
    }
  }, [socket, user.companyId, upsert, removeRow])

  const toggleBlock = async (contact: Contact) => {
    try {
      const changed = await dataOf(
        atendo.PUT('/api/contacts/block/{id}', {
          params: { path: { id: contact.id } },
          body: { active: !contact.active },
        }),
      )
      upsert(changed, false)
      toast.success(contact.active ? t('contacts.blocked') : t('contacts.unblocked'))
    } catch (error) {
      showError(error)
    }
  }

  const remove = async (contact: Contact) => {
    try {
      await dataOf(atendo.DELETE('/api/contacts/{id}', { params: { path: { id: contact.id } } }))
      removeRow(contact.id)
      toast.success(t('contacts.deleted'))
    } catch (error) {
      showError(error)
    }
  }

  const exportCsv = async () => {
    try {
      const csv = await dataOf(atendo.GET('/api/contacts/export', { parseAs: 'blob' }))
      const link = document.createElement('a')
      link.href = URL.createObjectURL(csv)
      link.download = `contacts-${new Date().toISOString().slice(0, 10)}.csv`
      link.click()
      setTimeout(() => URL.revokeObjectURL(link.href), 1000)
    } catch (error) {
      showError(error)
    }
  }

  return (
    <section className="contacts-page">
      <ListPageHeader
        className="contacts-header"
        title={t('contacts.title')}
        addLabel={t('contacts.add')}
        onAdd={() => setEditing('new')}
        listEmpty={contacts.length === 0}
      >
        <label className="visually-hidden" htmlFor="contact-search">
          {t('contacts.search')}
        </label>
        <input
          id="contact-search"
          type="search"
          placeholder={t('contacts.search')}
          value={searchText}
          onChange={(event) => setSearchText(event.target.value)}
        />
        {tags.length > 0 ? (
          <TagPicker label={t('contacts.tagFilter')} tags={tags} selected={tagIds} onChange={setTagIds} />
        ) : null}
        <MenuButton
          label={t('contacts.importExport')}
          buttonClassName="button"
          entries={[
            { label: t('contacts.importFile'), onSelect: () => navigate('/contacts/import') },
            ...(admin ? [{ label: t('contacts.export'), onSelect: () => void exportCsv() }] : []),
          ]}
        >
          {t('contacts.importExport')}
        </MenuButton>
      </ListPageHeader>
      <div className="contacts-table">
        <div className="contact-row head" aria-hidden="true">
          <span />
          <span>{t('contacts.name')}</span>
          <span className="wide-only">{t('contacts.number')}</span>
          <span className="wide-only">{t('contacts.email')}</span>
          <span className="wide-only">{t('contacts.tags')}</span>
          <span>{t('contacts.actions')}</span>
        </div>
        {contacts.length === 0 ? (
          <PagedListStates
            list={list}
            empty={
              <EmptyState
                icon="contactCard"
                title={t('contacts.empty')}
                hint={hint('emptyHint.contacts')}
                add={{ label: t('contacts.add'), onAdd: () => setEditing('new') }}
              />
            }
          />
        ) : (
          <VirtualList
            role="list"
            aria-label={t('contacts.title')}
            style={{ flex: 1, minHeight: 0 }}
            items={contacts}
            itemKey={contactKey}
            estimatedHeight={56}
            onEndReached={list.loadMore}
            rowProps={() => ({ role: 'listitem' })}
            renderItem={(contact) => (
              <div className="contact-row">
                <span className="avatar" aria-hidden="true">
                  {contact.urlPicture ? <img src={contact.urlPicture} alt="" /> : initialOf(contact.name)}
                </span>
                <span>
                  {contact.name}{' '}
                  {contact.active ? null : (
                    <span className="chip" style={{ background: 'var(--danger)' }}>
                      {t('contacts.blocked')}
                    </span>
                  )}
                </span>
                <span className="wide-only">{contactNumberText(contact.number, contact.isGroup)}</span>
                <span className="wide-only">{contact.email}</span>
                <span className="wide-only">
                  {contact.tags.map((tag) => (
                    <span key={tag.id} className="chip" style={{ background: tag.color }}>
                      {tag.name}
                    </span>
                  ))}
                </span>
                <span className="actions">
                  <button
                    type="button"
                    className="button button-small"
                    aria-label={`${t('contacts.startChat')}: ${contact.name}`}
                    onClick={() =>
                      contact.active ? setChatting(contact) : toast.warning(t('contacts.blockedNoChat'))
                    }
                  >
                    <Icon name="chat" size={16} />
                  </button>
                  <button
                    type="button"
                    className="button button-small"
                    aria-label={`${t('contacts.edit')}: ${contact.name}`}
                    onClick={() => setEditing(contact)}
                  >
                    <Icon name="edit" size={16} />
                  </button>
                  <button
                    type="button"
                    className="button button-small"
                    aria-label={`${contact.active ? t('contacts.block') : t('contacts.unblock')}: ${contact.name}`}
                    onClick={() => void toggleBlock(contact)}
                  >
                    <Icon name={contact.active ? 'block' : 'unblock'} size={16} />
                  </button>
                  {admin ? (
                    <button
                      type="button"
                      className="button button-small button-danger"
                      aria-label={`${t('contacts.delete')}: ${contact.name}`}
                      onClick={() => setDeleting(contact)}
                    >
                      <Icon name="trash" size={16} />
                    </button>
                  ) : null}
                </span>
              </div>
            )}
          />
        )}
      </div>
      {editing ? (
        <ContactDialog
          contact={editing === 'new' ? undefined : editing}
          onClose={() => {
            setEditing(undefined)
            list.reload()
          }}
        />
      ) : null}
      {deleting ? (
        <ConfirmDialog
          title={t('contacts.delete')}
          text={t('contacts.deleteConfirm', { name: deleting.name })}
          yes={t('common.yes')}
          no={t('common.no')}
          onClose={() => setDeleting(undefined)}
          onConfirm={() => void remove(deleting)}
        />
      ) : null}
      {chatting ? <NewTicketDialog contact={chatting} onClose={() => setChatting(undefined)} /> : null}
    </section>
  )
}
