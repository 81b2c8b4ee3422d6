import { AtendoApiError } from '@atendo/sdk'
import {
  type ClipboardEvent,
  type KeyboardEvent,
  lazy,
  type Ref,
  Suspense,
  useEffect,
  useId,
  useImperativeHandle,
  useRef,
  useState,
} from 'react'
import { atendo, dataOf } from '../../../api/atendo.ts'
import type { Message, QuickMessage, Ticket } from '../../../api/models.ts'
import { Icon } from '../../../components/icon.tsx'
import { MenuButton } from '../../../components/menu-button.tsx'
import { attachmentTexts } from '../../../i18n/attachment-texts.ts'
import { useFeatureTexts } from '../../../i18n/feature-texts.ts'
import { useI18n } from '../../../i18n/i18n-context.tsx'
import { companyOption } from '../../../session/permissions.ts'
import { useUser } from '../../../session/session-context.tsx'
import { toast } from '../../../toasts/toast-store.ts'
import { useErrorToast } from '../../../toasts/use-error-toast.ts'
import { SendContactDialog } from '../dialogs/send-contact-dialog.tsx'
import { useReference } from '../reference-data.ts'
import { sendMessage } from '../ticket-actions.ts'
import { isTooShort, recordingClock, recordingFileName } from './audio-recording.ts'
import { useDownloadLimitMb } from './media/download-limit.ts'
import { acceptedTypes, type MediaItem, mediaForm } from './media/media-rules.ts'
import { useAudioRecorder } from './use-audio-recorder.ts'

// The dialogs load when first opened, so neither the login page nor the tickets list carries them.
const MediaPreviewDialog = lazy(() =>
  import('./media/media-preview-dialog.tsx').then((module) => ({ default: module.MediaPreviewDialog })),
)
const CameraDialog = lazy(() =>
  import('./media/camera-dialog.tsx').then((module) => ({ default: module.CameraDialog })),
)
const RichMessageDialog = lazy(() =>
  import('./rich-message/rich-message-dialog.tsx').then((module) => ({ default: module.RichMessageDialog })),
)

const signKey = 'signOption'

/** Quick replies whose shortcode starts with what follows the leading '/'. */
export function matchingQuickReplies(text: string, replies: readonly QuickMessage[]): QuickMessage[] {
  if (!text.startsWith('/')) return []
  const typed = text.slice(1).toLowerCase()
  return replies.filter((reply) => reply.shortcode.toLowerCase().startsWith(typed)).slice(0, 20)
}

/** What the conversation can ask of its input: files dropped on the conversation go through it. */
export interface ComposerHandle {
  attach(files: File[]): void
}

interface ComposerProps {
  ticket: Ticket
  replyingTo: Message | undefined
  editing: Message | undefined
  onDone(): void
  ref?: Ref<ComposerHandle>
}

/** A dialog of the input: files to preview (with the caption typed so far), the camera, a rich message, a contact. */
type ComposerDialog =
  | { kind: 'media'; files: File[]; caption: string }
  | { kind: 'camera' }
  | { kind: 'rich' }
  | { kind: 'contact' }

/**
 * The message input (inbox.md §4–5): enabled only on open or group tickets; '/' opens quick
 * replies; files (chosen, dropped or pasted) and camera photos go through a preview and as
 * multipart; replies quote; private notes and signatures toggle.
 */
export function Composer({ ticket, replyingTo, editing, onDone, ref }: ComposerProps) {
  const { t } = useI18n()
  const tx = useFeatureTexts(attachmentTexts)
  const user = useUser()
  const showError = useErrorToast()
  const quickMessages = useReference('quickMessages')
  const inputId = useId()
  const fileInput = useRef<HTMLInputElement>(null)
  const textarea = useRef<HTMLTextAreaElement>(null)
  const [text, setText] = useState('')
  const [isPrivate, setPrivate] = useState(false)
  const [sign, setSign] = useState(() => localStorage.getItem(signKey) !== 'false')
  // Messages still on their way; the next one may be written and sent meanwhile.
  const [inFlight, setInFlight] = useState(0)
  const [highlighted, setHighlighted] = useState(0)
  const [dialog, setDialog] = useState<ComposerDialog>()
  // The file of the quick reply picked last, sent with the text (inbox.md §3 quick message mediaPath).
  const [quickMedia, setQuickMedia] = useState<{ url: string; name: string }>()
  const recorder = useAudioRecorder()
  const limitMb = useDownloadLimitMb()
  const enabled = ticket.status === 'open' || ticket.status === 'group'
  const signable = companyOption(user, 'sendSignMessage') === 'enabled'
  const suggestions = matchingQuickReplies(text, quickMessages)

  useEffect(() => {
    if (editing) {
      setText(editing.body)
      textarea.current?.focus()
    }
  }, [editing])
  useEffect(() => {
    if (replyingTo) textarea.current?.focus()
  }, [replyingTo])

  /** Opens the preview with these files; the text typed so far becomes the first caption. */
  const attach = (chosen: File[]) => {
    if (!enabled || editing || dialog || chosen.length === 0) return
    setDialog({ kind: 'media', files: chosen, caption: text.trim() })
  }
  useImperativeHandle(ref, () => ({ attach }))

  /**
   * Sends files with their captions (from the preview or the camera) as one multipart form, with
   * the input's private, signature and reply choices. Answers whether they went.
   */
  const sendMedia = async (items: MediaItem[], typedCaption = ''): Promise<boolean> => {
    setInFlight((count) => count + 1)
    try {
      const form = mediaForm(items, {
        isPrivate,
        signMessage: signable ? sign : undefined,
        quotedMsgId: replyingTo?.id,
      })
      await sendMessage(ticket.id, form)
      // The text typed before attaching was moved into the first caption: it has been sent.
      if (typedCaption !== '') setText((current) => (current.trim() === typedCaption ? '' : current))
      onDone()
      return true
    } catch (error) {
      showError(error)
      // Stored with the channel's refusal: sending again would duplicate it.
      const stored = error instanceof AtendoApiError && error.code === 'ERR_SENDING_WAPP_MSG'
      if (stored) onDone()
      return stored
    } finally {
      setInFlight((count) => count - 1)
    }
  }

  const send = async () => {
    const body = text.trim()
    const media = editing ? undefined : quickMedia
    if (body === '' && !media) return
    const sentText = text
    // The composer empties at once so the next message can be typed while this one goes.
    setText('')
    setQuickMedia(undefined)
    setInFlight((count) => count + 1)
    try {
      if (editing) {
        await dataOf(
          atendo.POST('/api/messages/edit/{id}', { params: { path: { id: editing.id } }, body: { body } }),
        )
      } else {
        await sendMessage(ticket.id, {
          body,
          fromMe: true,
          read: 1,
          isPrivate,
          quotedMsg: replyingTo ? replyingTo.id : undefined,
          // The server sends a copy of the quick reply's stored file, with the text as its caption.
          ...(media ? { mediaUrl: media.url } : {}),
          ...(signable ? { signMessage: sign } : {}),
        })
      }
      onDone()
    } catch (error) {
      showError(error)
      if (error instanceof AtendoApiError && error.code === 'ERR_SENDING_WAPP_MSG') {
        // The message was stored and shows why the channel refused it; sending it again would duplicate it.
        onDone()
      } else {
        // Give the unsent message back, unless something new was typed meanwhile.
        setText((current) => (current === '' ? sentText : current))
        if (media) setQuickMedia((current) => current ?? media)
      }
    } finally {
      setInFlight((count) => count - 1)
      textarea.current?.focus()
    }
  }

  const startRecording = async () => {
    const problem = await recorder.start()
    if (problem) toast.error(t(problem))
  }

  /** Sends the recording as a voice note; one under the minimum size is dropped (inbox.md §4). */
  const sendRecording = async () => {
    const audio = await recorder.stop()
    if (!audio) return
    if (isTooShort(audio)) {
      toast.warning(t('audio.tooShort'))
      return
    }
    setInFlight((count) => count + 1)
    try {
      const form = new FormData()
      form.append('fromMe', 'true')
      form.append('isPrivate', 'false')
      form.append('body', '')
      form.append('medias', audio, recordingFileName(audio.type, new Date()))
      await sendMessage(ticket.id, form)
    } catch (error) {
      showError(error)
    } finally {
      setInFlight((count) => count - 1)
    }
  }

  const pickQuickReply = (reply: QuickMessage) => {
    setText(reply.message)
    setQuickMedia(
      reply.mediaPath
        ? { url: reply.mediaPath, name: reply.mediaName || reply.mediaPath.split('?')[0]!.split('/').pop()! }
        : undefined,
    )
    setHighlighted(0)
    textarea.current?.focus()
  }

  /** A file pasted into the input (a screenshot, say) opens the preview instead of pasting its name. */
  const onPaste = (event: ClipboardEvent<HTMLTextAreaElement>) => {
    const pasted = Array.from(event.clipboardData.files)
    if (pasted.length === 0) return
    event.preventDefault()
    attach(pasted)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (suggestions.length > 0) {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault()
        const step = event.key === 'ArrowDown' ? 1 : -1
        setHighlighted((index) => (index + step + suggestions.length) % suggestions.length)
        return
      }
      if (event.key === 'Enter' || event.key === 'Tab') {
        event.preventDefault()
        pickQuickReply(suggestions[Math.min(highlighted, suggestions.length - 1)]!)
        return
      }
    }
    if (event.key === 'Escape' && (replyingTo || editing)) {
      onDone()
      setText('')
      return
    }
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault()
      void send()
    }
  }

  return (
    <div className="composer">
      {replyingTo || editing ? (
        <div className="composer-context">
          <span>
            {editing ? t('conversation.editing') : t('conversation.replyingTo')}:{' '}
            {(editing ?? replyingTo)!.body.slice(0, 90)}
          </span>
          <button
            type="button"
            className="icon-button"
            aria-label={t('conversation.cancelReply')}
            onClick={() => {
              if (editing) setText('')
              onDone()
            }}
          >
            <Icon name="close" size={16} />
          </button>
        </div>
      ) : null}
      {quickMedia && !editing ? (
        <div className="composer-context">
          <span>
            <Icon name="paperclip" size={14} /> {tx('attach.quickMedia', { name: quickMedia.name })}
          </span>
          <button
            type="button"
            className="icon-button"
            aria-label={tx('attach.removeQuickMedia', { name: quickMedia.name })}
            onClick={() => setQuickMedia(undefined)}
          >
            <Icon name="close" size={16} />
          </button>
        </div>
      ) : null}
      {suggestions.length > 0 && enabled ? (
        <div className="quick-replies" role="listbox" aria-label={t('conversation.quickReplies')}>
          {suggestions.map((reply, index) => (
            // biome-ignore lint/a11y/useKeyWithClickEvents: the textarea's arrow keys drive this list
            <div
              key={reply.id}
              role="option"
              tabIndex={-1}
              aria-selected={index === highlighted}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pickQuickReply(reply)}
            >
              <strong>/{reply.shortcode}</strong> {reply.message.slice(0, 90)}
            </div>
          ))}
        </div>
      ) : null}
      {recorder.state === 'recording' ? (
        <fieldset className="composer-row recording" aria-label={t('audio.recording')}>
          <span className="recording-dot" aria-hidden="true" />
          <span role="timer" aria-live="off">
            {t('audio.recording')} {recordingClock(recorder.seconds)}
          </span>
          <span className="top-bar-spacer" />
          <button type="button" className="button" onClick={recorder.cancel}>
            {t('audio.cancel')}
          </button>
          <button type="button" className="button button-primary" onClick={() => void sendRecording()}>
            {t('audio.send')}
          </button>
        </fieldset>
      ) : (
        <div className="composer-row">
          <input
            ref={fileInput}
            type="file"
            multiple
            hidden
            accept={acceptedTypes}
            aria-label={tx('attach.files')}
            onChange={(event) => {
              const chosen = Array.from(event.target.files ?? [])
              event.target.value = ''
              attach(chosen)
            }}
          />
          <MenuButton
            label={tx('attach.menu')}
            upward
            disabled={!enabled || Boolean(editing)}
            entries={[
              { label: tx('attach.files'), onSelect: () => fileInput.current?.click() },
              { label: tx('attach.camera'), onSelect: () => setDialog({ kind: 'camera' }) },
              { label: tx('attach.rich'), onSelect: () => setDialog({ kind: 'rich' }) },
              { label: t('sendContact.open'), onSelect: () => setDialog({ kind: 'contact' }) },
            ]}
          >
            <Icon name="paperclip" />
          </MenuButton>
          <label htmlFor={inputId} className="visually-hidden">
            {t('conversation.input')}
          </label>
          <textarea
            id={inputId}
            ref={textarea}
            rows={1}
            disabled={!enabled}
            aria-busy={inFlight > 0}
            placeholder={enabled ? t('conversation.input') : t('conversation.inputClosed')}
            value={text}
            onChange={(event) => {
              setText(event.target.value)
              setHighlighted(0)
            }}
            onKeyDown={onKeyDown}
            onPaste={onPaste}
          />
          {text.trim() === '' && !editing && !quickMedia ? (
            <button
              type="button"
              className="icon-button"
              aria-label={t('audio.record')}
              disabled={!enabled || recorder.state !== 'idle'}
              onClick={() => void startRecording()}
            >
              <Icon name="mic" />
            </button>
          ) : null}
          <button
            type="button"
            className="button button-primary"
            disabled={!enabled || (text.trim() === '' && !(quickMedia && !editing))}
            onClick={() => void send()}
          >
            {t('conversation.send')}
          </button>
        </div>
      )}
      {enabled ? (
        <div className="composer-options">
          <label className="switch">
            <input
              type="checkbox"
              checked={isPrivate}
              onChange={(event) => setPrivate(event.target.checked)}
            />
            {t('conversation.private')}
          </label>
          {signable ? (
            <label className="switch">
              <input
                type="checkbox"
                checked={sign}
                onChange={(event) => {
                  localStorage.setItem(signKey, String(event.target.checked))
                  setSign(event.target.checked)
                }}
              />
              {t('conversation.sign')}
            </label>
          ) : null}
        </div>
      ) : null}
      {dialog?.kind === 'contact' ? (
        <SendContactDialog ticketId={ticket.id} onClose={() => setDialog(undefined)} />
      ) : null}
      <Suspense fallback={null}>
        {dialog?.kind === 'media' ? (
          <MediaPreviewDialog
            files={dialog.files}
            caption={dialog.caption}
            limitMb={limitMb}
            onSend={(items) => sendMedia(items, dialog.caption)}
            onClose={() => setDialog(undefined)}
          />
        ) : null}
        {dialog?.kind === 'camera' ? (
          <CameraDialog onSend={(items) => sendMedia(items)} onClose={() => setDialog(undefined)} />
        ) : null}
        {dialog?.kind === 'rich' ? (
          <RichMessageDialog ticketId={ticket.id} onClose={() => setDialog(undefined)} />
        ) : null}
      </Suspense>
    </div>
  )
}
