import { useMemo, useRef, useState } from 'react'
import { atendo, dataOf } from '../../../api/atendo.ts'
import type { Message, Ticket } from '../../../api/models.ts'
import { ConfirmDialog } from '../../../components/dialog.tsx'
import { LoadingState } from '../../../components/states/loading-state.tsx'
import { VirtualList } from '../../../components/virtual-list.tsx'
import { attachmentTexts } from '../../../i18n/attachment-texts.ts'
import { useFeatureTexts } from '../../../i18n/feature-texts.ts'
import { useI18n } from '../../../i18n/i18n-context.tsx'
import { useRouter } from '../../../router/router.tsx'
import { toast } from '../../../toasts/toast-store.ts'
import { useErrorToast } from '../../../toasts/use-error-toast.ts'
import { ContactDrawer } from '../contact-drawer/contact-drawer.tsx'
import { ForwardDialog } from '../dialogs/forward-dialog.tsx'
import { Composer, type ComposerHandle } from './composer.tsx'
import { ConversationHeader } from './conversation-header.tsx'
import { useFileDrop } from './media/use-file-drop.ts'
import { MessageBubble } from './message-bubble.tsx'
import { foldMessages } from './message-kinds/fold-messages.ts'
import { templateNeeded } from './templates/reply-window.ts'
import { TemplateOffer } from './templates/template-offer.tsx'
import { useConversation } from './use-conversation.ts'

const messageKey = (message: Message) => message.id

/** The open conversation: header, messages (virtualised, older pages on scroll-up), input. */
export function Conversation({ uuid }: { uuid: string }) {
  const { t } = useI18n()
  const tx = useFeatureTexts(attachmentTexts)
  const { navigate } = useRouter()
  const showError = useErrorToast()
  const { ticket, setTicket, messages, messagesLoaded, loadOlder } = useConversation(uuid)
  const [replyingTo, setReplyingTo] = useState<Message>()
  const [editing, setEditing] = useState<Message>()
  const [deleting, setDeleting] = useState<Message>()
  const [drawerOpen, setDrawerOpen] = useState(false)
  // Forwarding: the messages chosen, in the conversation's order, and whether the dialog is open.
  const [selecting, setSelecting] = useState(false)
  const [selected, setSelected] = useState<number[]>([])
  const [forwarding, setForwarding] = useState(false)
  // Files dropped anywhere on the conversation go to the input's preview (inbox.md §2 drop zone).
  const composer = useRef<ComposerHandle>(null)
  const working = ticket?.status === 'open' || ticket?.status === 'group'
  const drop = useFileDrop((files) => composer.current?.attach(files), working)
  // Reactions and poll votes show on the message they answer, not as bubbles of their own.
  const folded = useMemo(() => foldMessages(messages), [messages])

  if (!ticket) return <LoadingState />

  const afterChange = (changed: Ticket) => {
    setTicket(changed)
    // After a move to open or group the user stays on the ticket, otherwise back to the list (inbox.md §4).
    if (changed.status !== 'open' && changed.status !== 'group') navigate('/tickets')
  }
  const now = Date.now()
  const stopSelecting = () => {
    setSelecting(false)
    setSelected([])
  }
  const toggleSelected = (message: Message) =>
    setSelected((ids) =>
      ids.includes(message.id) ? ids.filter((id) => id !== message.id) : [...ids, message.id],
    )
  const forwardSelected = () => {
    // Forward with nothing selected warns instead (inbox.md §5).
    if (selected.length === 0) toast.warning(t('forward.nothingSelected'))
    else setForwarding(true)
  }
  const inOrder = messages.filter((message) => selected.includes(message.id)).map((message) => message.id)

  return (
    <>
      <ConversationHeader
        ticket={ticket}
        onChanged={afterChange}
        drawerOpen={drawerOpen}
        onToggleDrawer={() => setDrawerOpen((open) => !open)}
        selecting={selecting}
        onToggleSelecting={() => (selecting ? stopSelecting() : setSelecting(true))}
      />
      <div className="conversation-body">
        <div className="conversation-main" {...drop.handlers}>
          {drop.dragging ? (
            <div className="drop-zone" aria-hidden="true">
              {tx('attach.drop')}
            </div>
          ) : null}
          {ticket.channel !== 'whatsapp' && ticket.channel !== 'whatsappapi' ? (
            <div className="notice">{t('ticket.channelWindow')}</div>
          ) : null}
          {!messagesLoaded ? (
            // The history is on its way: not the welcome of a conversation that has none (issue 23).
            <LoadingState label={t('conversation.loading')} />
          ) : messages.length === 0 ? (
            <div className="welcome">{t('conversation.empty')}</div>
          ) : (
            <VirtualList
              className="message-list"
              role="log"
              aria-label={t('conversation.messages')}
              items={folded.shown}
              itemKey={messageKey}
              estimatedHeight={72}
              followBottom
              onStartReached={() => void loadOlder().catch(showError)}
              startThreshold={50}
              renderItem={(message) => (
                <MessageBubble
                  message={message}
                  reactions={folded.reactions.get(message.id)}
                  votes={folded.votes.get(message.id)}
                  now={now}
                  actionsEnabled={working}
                  onReply={(target) => {
                    setEditing(undefined)
                    setReplyingTo(target)
                  }}
                  onEdit={(target) => {
                    setReplyingTo(undefined)
                    setEditing(target)
                  }}
                  onDelete={setDeleting}
                  selecting={selecting}
                  selected={selected.includes(message.id)}
                  onToggleSelect={toggleSelected}
                  onForward={(target) => {
                    setSelecting(true)
                    setSelected((ids) => (ids.includes(target.id) ? ids : [...ids, target.id]))
                  }}
                />
              )}
            />
          )}
          {selecting ? (
            <section className="selection-bar" aria-label={t('forward.select')}>
              <span aria-live="polite">{t('forward.selected', { count: selected.length })}</span>
              <span className="top-bar-spacer" />
              <button type="button" className="button" onClick={stopSelecting}>
                {t('common.cancel')}
              </button>
              <button type="button" className="button button-primary" onClick={forwardSelected}>
                {t('forward.submit')}
              </button>
            </section>
          ) : null}
          {working && messagesLoaded && templateNeeded(ticket, messages, now) ? (
            <TemplateOffer ticket={ticket} />
          ) : null}
          <Composer
            ref={composer}
            ticket={ticket}
            replyingTo={replyingTo}
            editing={editing}
            onDone={() => {
              setReplyingTo(undefined)
              setEditing(undefined)
            }}
          />
        </div>
        {drawerOpen ? <ContactDrawer ticket={ticket} onClose={() => setDrawerOpen(false)} /> : null}
      </div>
      {forwarding ? (
        <ForwardDialog
          messageIds={inOrder}
          currentContactId={ticket.contactId}
          onForwarded={stopSelecting}
          onClose={() => setForwarding(false)}
        />
      ) : null}
      {deleting ? (
        <ConfirmDialog
          title={t('conversation.remove')}
          text={t('conversation.removeConfirm')}
          yes={t('common.yes')}
          no={t('common.no')}
          onClose={() => setDeleting(undefined)}
          onConfirm={() => {
            dataOf(atendo.DELETE('/api/messages/{id}', { params: { path: { id: deleting.id } } })).catch(
              showError,
            )
          }}
        />
      ) : null}
    </>
  )
}
