import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useId, useRef, useState } from 'react'
import { atendo, dataOf } from '../../../api/atendo.ts'
import type { Contact, Ticket } from '../../../api/models.ts'
import { contactKeys } from '../../../api/query-keys/contact-keys.ts'
import { ConfirmDialog } from '../../../components/dialog.tsx'
import { Icon } from '../../../components/icon.tsx'
import { automationTexts } from '../../../i18n/automation-texts.ts'
import { useFeatureTexts } from '../../../i18n/feature-texts.ts'
import { useI18n } from '../../../i18n/i18n-context.tsx'
import { toast } from '../../../toasts/toast-store.ts'
import { useErrorToast } from '../../../toasts/use-error-toast.ts'
import { ContactDialog } from '../../contacts/contact-dialog.tsx'
import { contactNumberText } from '../../contacts/contact-number.ts'
import { TicketNotes } from '../notes/ticket-notes.tsx'
import { useReference } from '../reference-data.ts'
import { initialOf } from '../ticket-format.ts'
import { ContactSchedules } from './contact-schedules.tsx'
import { ContactTags } from './contact-tags.tsx'
import { TicketTags } from './ticket-tags.tsx'
import { WalletOwner } from './wallet-owner.tsx'

/**
 * The right-side contact drawer of the conversation (inbox.md §2): the contact's details (the
 * number comes masked from the server for profile users when the company hides numbers), the
 * ticket's tags, the contact's tags, wallet owner and scheduled messages, extra fields, the ticket's notes,
 * block/unblock and edit.
 */
export function ContactDrawer({ ticket, onClose }: { ticket: Ticket; onClose(): void }) {
  const { t } = useI18n()
  const tx = useFeatureTexts(automationTexts)
  const showError = useErrorToast()
  const knownTags = useReference('tags')
  const titleId = useId()
  const heading = useRef<HTMLHeadingElement>(null)
  const client = useQueryClient()
  const [editing, setEditing] = useState(false)
  const [confirmingBlock, setConfirmingBlock] = useState(false)
  const contactId = ticket.contactId
  const contactKey = contactKeys.one(contactId)
  // Under `contactKeys.all`: another attendant's change to the contact (`company-{id}-contact`)
  // reads it again, and a drawer opened again shows the contact at once while it is read again.
  const { data: contact, error } = useQuery({
    queryKey: contactKey,
    queryFn: () => dataOf(atendo.GET('/api/contacts/{id}', { params: { path: { id: contactId } } })),
  })
  useEffect(() => {
    if (error) showError(error)
  }, [error, showError])
  const setContact = (change: Contact | ((current: Contact) => Contact)) =>
    client.setQueryData<Contact>(contactKey, (current) =>
      typeof change === 'function' ? current && change(current) : change,
    )

  // Focus moves into the drawer when it opens and back to where it was when it closes.
  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null
    heading.current?.focus()
    return () => previous?.focus?.()
  }, [])

  const setBlocked = async (blocked: boolean) => {
    try {
      const path = { id: contactId }
      setContact(
        await dataOf(
          atendo.PUT('/api/contacts/block/{id}', { params: { path }, body: { active: !blocked } }),
        ),
      )
      toast.success(blocked ? t('contacts.blocked') : t('contacts.unblocked'))
    } catch (error) {
      showError(error)
    }
  }

  return (
    <aside
      id="contact-drawer"
      className="contact-drawer"
      aria-labelledby={titleId}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !editing && !confirmingBlock) onClose()
      }}
    >
      <div className="contact-drawer-header">
        <h2 id={titleId} ref={heading} tabIndex={-1}>
          {t('drawer.title')}
        </h2>
        <button type="button" className="icon-button" aria-label={t('drawer.close')} onClick={onClose}>
          <Icon name="close" />
        </button>
      </div>
      {!contact ? (
        <div className="loading" role="status">
          {t('app.loading')}
        </div>
      ) : (
        <div className="contact-drawer-body">
          <div className="contact-card">
            <div className="avatar avatar-large" aria-hidden="true">
              {contact.urlPicture ? <img src={contact.urlPicture} alt="" /> : initialOf(contact.name)}
            </div>
            <strong>{contact.name}</strong>
            <dl className="contact-facts">
              <dt>{t('contacts.number')}</dt>
              <dd>{contactNumberText(contact.number, contact.isGroup) || '—'}</dd>
              <dt>{t('contacts.email')}</dt>
              <dd>{contact.email || '—'}</dd>
            </dl>
            {!contact.active ? <span className="chip chip-outline">{t('drawer.blockedState')}</span> : null}
            <div className="contact-drawer-actions">
              <button type="button" className="button" onClick={() => setEditing(true)}>
                <Icon name="edit" size={16} /> {t('contacts.edit')}
              </button>
              {contact.active ? (
                <button
                  type="button"
                  className="button button-danger"
                  onClick={() => setConfirmingBlock(true)}
                >
                  <Icon name="block" size={16} /> {t('contacts.block')}
                </button>
              ) : (
                <button type="button" className="button" onClick={() => void setBlocked(false)}>
                  <Icon name="unblock" size={16} /> {t('contacts.unblock')}
                </button>
              )}
            </div>
          </div>
          <section aria-label={tx('ticketTags.title')}>
            <h3>{tx('ticketTags.title')}</h3>
            <p className="field-hint">{tx('ticketTags.hint')}</p>
            <TicketTags ticketId={ticket.id} tags={ticket.tags} known={knownTags} />
          </section>
          {/* Contact tags are not the ticket's: said so, since the list and its filter show the ticket's (issue 23). */}
          <section aria-label={t('contacts.contactTags')}>
            <h3>{t('contacts.contactTags')}</h3>
            <p className="field-hint">{t('contacts.contactTagsHint')}</p>
            <ContactTags
              contactId={contact.id}
              tags={contact.tags}
              known={knownTags}
              onChange={(tags) => setContact((current) => ({ ...current, tags }))}
            />
          </section>
          <section aria-label={tx('wallet.title')}>
            <h3>{tx('wallet.title')}</h3>
            <WalletOwner contact={contact} onSaved={setContact} />
          </section>
          <ContactSchedules contactId={contact.id} />
          <section aria-label={t('drawer.extraInfo')}>
            <h3>{t('drawer.extraInfo')}</h3>
            {contact.extraInfo && contact.extraInfo.length > 0 ? (
              <dl className="contact-facts">
                {contact.extraInfo.map((info) => (
                  <div key={info.id ?? info.name}>
                    <dt>{info.name}</dt>
                    <dd>{info.value}</dd>
                  </div>
                ))}
              </dl>
            ) : (
              <p className="field-hint">{t('drawer.noExtraInfo')}</p>
            )}
          </section>
          <section aria-label={t('notes.title')}>
            <h3>{t('notes.title')}</h3>
            <TicketNotes ticketId={ticket.id} contactId={contact.id} />
          </section>
        </div>
      )}
      {editing && contact ? (
        <ContactDialog
          contact={contact}
          onClose={() => setEditing(false)}
          onSaved={(saved) => setContact(saved)}
        />
      ) : null}
      {confirmingBlock && contact ? (
        <ConfirmDialog
          title={t('contacts.block')}
          text={t('drawer.blockConfirm', { name: contact.name })}
          yes={t('common.yes')}
          no={t('common.no')}
          onClose={() => setConfirmingBlock(false)}
          onConfirm={() => void setBlocked(true)}
        />
      ) : null}
    </aside>
  )
}
