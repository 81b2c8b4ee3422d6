import { AtendoApiError } from '@atendo/sdk'
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react'
import { call, upload } from '../../../api/atendo.ts'
import type { Message, QuickMessage, Ticket } from '../../../api/models.ts'
import { Icon } from '../../../components/icon.tsx'
import { useI18n } from '../../../i18n/i18n-context.tsx'
import { companyOption } from '../../../session/permissions.ts'
import { useUser } from '../../../session/session-context.tsx'
import { toast } from '../../../toasts/toast-store.ts'
import { useErrorToast } from '../../../toasts/use-error-toast.ts'
import { SendContactDialog } from '../dialogs/send-contact-dialog.tsx'
import { useReference } from '../reference-data.ts'
import { isTooShort, recordingClock, recordingFileName } from './audio-recording.ts'
import { useAudioRecorder } from './use-audio-recorder.ts'

const signKey = 'signOption'

/** Quick replies whose shortcode starts with what follows the leading '/'. */
export function matchingQuickReplies(text: string, replies: readonly QuickMessage[]): QuickMessage[] {
  if (!text.startsWith('/')) return []
  const typed = text.slice(1).toLowerCase()
  return replies.filter((reply) => reply.shortcode.toLowerCase().startsWith(typed)).slice(0, 20)
}

interface ComposerProps {
  ticket: Ticket
  replyingTo: Message | undefined
  editing: Message | undefined
  onDone(): void
}

/**
 * The message input (inbox.md §4–5): enabled only on open or group tickets; '/' opens quick
 * replies; attachments go as multipart; replies quote; private notes and signatures toggle.
 */
export function Composer({ ticket, replyingTo, editing, onDone }: ComposerProps) {
  const { t } = useI18n()
  const user = useUser()
  const showError = useErrorToast()
  const quickMessages = useReference('quickMessages')
  const inputId = useId()
  const fileInput = useRef<HTMLInputElement>(null)
  const textarea = useRef<HTMLTextAreaElement>(null)
  const [text, setText] = useState('')
  const [files, setFiles] = useState<File[]>([])
  const [isPrivate, setPrivate] = useState(false)
  const [sign, setSign] = useState(() => localStorage.getItem(signKey) !== 'false')
  // Messages still on their way; the next one may be written and sent meanwhile.
  const [inFlight, setInFlight] = useState(0)
  const [highlighted, setHighlighted] = useState(0)
  const [sendingContact, setSendingContact] = useState(false)
  const recorder = useAudioRecorder()
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

  const send = async () => {
    const body = text.trim()
    if (body === '' && files.length === 0) return
    const sentText = text
    const sentFiles = files
    // The composer empties at once so the next message can be typed while this one goes.
    setText('')
    setFiles([])
    setInFlight((count) => count + 1)
    try {
      if (editing) {
        await call('POST', `/api/messages/edit/${editing.id}`, { body: { body } })
      } else if (sentFiles.length > 0) {
        const form = new FormData()
        form.append('fromMe', 'true')
        form.append('isPrivate', String(isPrivate))
        if (signable) form.append('signMessage', String(sign))
        if (replyingTo) form.append('quotedMsg', String(replyingTo.id))
        for (const [index, file] of sentFiles.entries()) {
          form.append('body', index === 0 ? body : '')
          form.append('medias', file, file.name)
        }
        await upload(`/api/messages/${ticket.id}`, form)
      } else {
        await call('POST', `/api/messages/${ticket.id}`, {
          body: {
            body,
            fromMe: true,
            read: 1,
            isPrivate,
            quotedMsg: replyingTo ? replyingTo.id : undefined,
            ...(signable ? { signMessage: sign } : {}),
          },
        })
      }
      onDone()
    } catch (error) {
      showError(error)
      if (error instanceof AtendoApiError && error.code === 'ERR_SENDING_WAPP_MSG') {
        // The message was stored and shows why the channel refused it; sending it again would duplicate it.
        onDone()
      } else {
        // Give the unsent message back, unless something new was typed or attached meanwhile.
        setText((current) => (current === '' ? sentText : current))
        setFiles((current) => (current.length === 0 ? sentFiles : current))
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
      await upload(`/api/messages/${ticket.id}`, form)
    } catch (error) {
      showError(error)
    } finally {
      setInFlight((count) => count - 1)
    }
  }

  const pickQuickReply = (reply: QuickMessage) => {
    setText(reply.message)
    setHighlighted(0)
    textarea.current?.focus()
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
      {files.length > 0 ? (
        <div className="attachments">
          {files.map((file) => (
            <span key={`${file.name}-${file.size}`} className="chip chip-outline">
              {file.name}{' '}
              <button
                type="button"
                className="icon-button"
                aria-label={t('conversation.removeAttachment', { name: file.name })}
                onClick={() => setFiles((list) => list.filter((other) => other !== file))}
              >
                <Icon name="close" size={16} />
              </button>
            </span>
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
            accept="image/*,video/*,audio/*,application/*,text/*"
            onChange={(event) => {
              // Read the choice before clearing the input (the updater may run later).
              const chosen = Array.from(event.target.files ?? [])
              event.target.value = ''
              setFiles((list) => [...list, ...chosen])
            }}
          />
          <button
            type="button"
            className="icon-button"
            aria-label={t('conversation.attach')}
            disabled={!enabled || Boolean(editing)}
            onClick={() => fileInput.current?.click()}
          >
            <Icon name="paperclip" />
          </button>
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
          />
          <button
            type="button"
            className="icon-button"
            aria-label={t('sendContact.open')}
            disabled={!enabled || Boolean(editing)}
            onClick={() => setSendingContact(true)}
          >
            <Icon name="contactCard" />
          </button>
          {text.trim() === '' && files.length === 0 && !editing ? (
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
            disabled={!enabled || (text.trim() === '' && files.length === 0)}
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
      {sendingContact ? (
        <SendContactDialog ticketId={ticket.id} onClose={() => setSendingContact(false)} />
      ) : null}
    </div>
  )
}
