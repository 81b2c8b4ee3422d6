import { type FormEvent, type ReactNode, useState } from 'react'
import { Field } from '../../components/field.tsx'
import { FilePicker } from '../../components/file-picker.tsx'
import { TextAreaField } from '../../components/text-area-field.tsx'
import { useFeatureTexts } from '../../i18n/feature-texts.ts'
import { messagesApiTexts } from '../../i18n/messages-api-texts.ts'
import type { PluginPageProps } from '../../plugins/plugin-pages.tsx'
import { toast } from '../../toasts/toast-store.ts'

const endpoint = () => `${window.location.origin}/api/messages/send`

interface Answer {
  status: number
  body: unknown
}

/**
 * Sends with the connection's token, not the user's session: plain fetch, as an integrator's
 * system would, so the SDK's session handling (refreshing the user's token on a refusal) stays out.
 */
async function sendWithToken(token: string, body: string | FormData): Promise<Answer> {
  const response = await fetch(endpoint(), {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token.trim()}`,
      ...(typeof body === 'string' ? { 'content-type': 'application/json' } : {}),
    },
    body,
  })
  const text = await response.text()
  let parsed: unknown = text
  try {
    parsed = JSON.parse(text)
  } catch {
    // Not JSON (a proxy's page): shown as it came.
  }
  return { status: response.status, body: parsed }
}

function Code({ children }: { children: ReactNode }) {
  return (
    <pre className="api-code">
      <code>{children}</code>
    </pre>
  )
}

function AnswerView({ answer }: { answer?: Answer }) {
  const tx = useFeatureTexts(messagesApiTexts)
  if (!answer) return null
  return (
    <figure className="api-answer">
      <figcaption>
        {tx('messagesApi.answer')}: {answer.status}
      </figcaption>
      <Code>{JSON.stringify(answer.body, null, 2)}</Code>
    </figure>
  )
}

function useSend() {
  const tx = useFeatureTexts(messagesApiTexts)
  const [answer, setAnswer] = useState<Answer>()
  const [sending, setSending] = useState(false)
  const send = async (token: string, body: string | FormData) => {
    setSending(true)
    try {
      const got = await sendWithToken(token, body)
      setAnswer(got)
      if (got.status === 200) toast.success(tx('messagesApi.sent'))
      else toast.error((got.body as { message?: string })?.message ?? String(got.status))
    } catch (error) {
      toast.error(error instanceof Error ? error.message : String(error))
    } finally {
      setSending(false)
    }
  }
  return { answer, sending, send }
}

/** The text test form: token, number and message are required (administration.md §5). */
function TextTest() {
  const tx = useFeatureTexts(messagesApiTexts)
  const [token, setToken] = useState('')
  const [number, setNumber] = useState('')
  const [body, setBody] = useState('')
  const [tried, setTried] = useState(false)
  const { answer, sending, send } = useSend()
  const required = (value: string) => (tried && !value.trim() ? tx('validation.required') : undefined)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    setTried(true)
    if (!token.trim() || !number.trim() || !body.trim()) return
    void send(token, JSON.stringify({ number: number.trim(), body }))
  }
  return (
    <form className="api-test" onSubmit={submit} noValidate aria-label={tx('messagesApi.textTest')}>
      <h2>{tx('messagesApi.textTest')}</h2>
      <Field
        label={tx('messagesApi.token')}
        value={token}
        error={required(token)}
        onChange={(e) => setToken(e.target.value)}
      />
      <Field
        label={tx('messagesApi.number')}
        value={number}
        inputMode="tel"
        error={required(number)}
        onChange={(e) => setNumber(e.target.value)}
      />
      <TextAreaField
        label={tx('messagesApi.body')}
        value={body}
        error={required(body)}
        onChange={(e) => setBody(e.target.value)}
      />
      <button type="submit" className="button" disabled={sending}>
        {tx('messagesApi.sendText')}
      </button>
      <AnswerView answer={answer} />
    </form>
  )
}

/** The media test form: token, number and a file are required; the caption is optional. */
function MediaTest() {
  const tx = useFeatureTexts(messagesApiTexts)
  const [token, setToken] = useState('')
  const [number, setNumber] = useState('')
  const [caption, setCaption] = useState('')
  const [file, setFile] = useState<File>()
  const [tried, setTried] = useState(false)
  const { answer, sending, send } = useSend()
  const required = (value: string) => (tried && !value.trim() ? tx('validation.required') : undefined)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    setTried(true)
    if (!token.trim() || !number.trim() || !file) return
    const form = new FormData()
    form.append('number', number.trim())
    form.append('body', caption)
    form.append('medias', file, file.name)
    void send(token, form)
  }
  return (
    <form className="api-test" onSubmit={submit} noValidate aria-label={tx('messagesApi.mediaTest')}>
      <h2>{tx('messagesApi.mediaTest')}</h2>
      <Field
        label={tx('messagesApi.token')}
        value={token}
        error={required(token)}
        onChange={(e) => setToken(e.target.value)}
      />
      <Field
        label={tx('messagesApi.number')}
        value={number}
        inputMode="tel"
        error={required(number)}
        onChange={(e) => setNumber(e.target.value)}
      />
      <Field label={tx('messagesApi.caption')} value={caption} onChange={(e) => setCaption(e.target.value)} />
      <FilePicker
        label={tx('messagesApi.file')}
        file={file}
        error={tried && !file ? tx('messagesApi.fileRequired') : undefined}
        onChoose={setFile}
      />
      <button type="submit" className="button" disabled={sending}>
        {tx('messagesApi.sendMedia')}
      </button>
      <AnswerView answer={answer} />
    </form>
  )
}

/**
 * /messages-api, the external-api plugin's page (administration.md §2 "External message API
 * page"): how to send texts and files with a connection's token, and a test form for each.
 * docs/external-api.md is the same for developers, with curl.
 */
export default function MessagesApiPage(_: PluginPageProps) {
  const tx = useFeatureTexts(messagesApiTexts)
  const url = endpoint()
  return (
    <section className="page messages-api-page">
      <h1>{tx('messagesApi.title')}</h1>
      <p>{tx('messagesApi.intro')}</p>
      <h2>{tx('messagesApi.instructions')}</h2>
      <ul>
        <li>{tx('messagesApi.tokenNote')}</li>
        <li>{tx('messagesApi.numberNote')}</li>
        <li>{tx('messagesApi.idempotencyNote')}</li>
      </ul>
      <h2>{tx('messagesApi.methods')}</h2>
      <h3>1. {tx('messagesApi.textMethod')}</h3>
      <p>
        {tx('messagesApi.endpoint')}: <code>POST {url}</code> (application/json)
      </p>
      <Code>{`curl -X POST '${url}' \\
  -H 'Authorization: Bearer <token>' \\
  -H 'Content-Type: application/json' \\
  -d '{"number": "5511988887777", "body": "Olá!"}'`}</Code>
      <p>
        {tx('messagesApi.fields')}: <code>number</code>, <code>body</code>, <code>userId</code>,{' '}
        <code>queueId</code>, <code>sendSignature</code>, <code>closeTicket</code>
      </p>
      <h3>2. {tx('messagesApi.mediaMethod')}</h3>
      <p>
        {tx('messagesApi.endpoint')}: <code>POST {url}</code> (multipart/form-data)
      </p>
      <Code>{`curl -X POST '${url}' \\
  -H 'Authorization: Bearer <token>' \\
  -F 'number=5511988887777' \\
  -F 'body=Segue o arquivo' \\
  -F 'medias=@boleto.pdf'`}</Code>
      <p>
        {tx('messagesApi.fields')}: <code>number</code>, <code>body</code>, <code>userId</code>,{' '}
        <code>queueId</code>, <code>medias</code>
      </p>
      <div className="api-tests">
        <TextTest />
        <MediaTest />
      </div>
    </section>
  )
}
