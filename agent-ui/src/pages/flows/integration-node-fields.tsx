import { Field, PasswordField, SelectField } from '../../components/field.tsx'
import { useFeatureTexts } from '../../i18n/feature-texts.ts'
import { flowTexts } from '../../i18n/flow-texts.ts'
import type { FlowNodeData } from './flow-model.ts'

interface FieldsProps {
  values: FlowNodeData
  tried: boolean
  set(field: string, value: unknown): void
}

/** §3 "Voices", as the runtime names them: `texto` answers in writing, the others speak (Azure). */
const voices = [
  'texto',
  'Francisca',
  'Antonio',
  'Brenda',
  'Donato',
  'Elza',
  'Fabio',
  'Giovanna',
  'Humberto',
  'Julio',
  'Leila',
  'Leticia',
  'Manuela',
  'Nicolau',
  'Valerio',
  'Yara',
]

const text = (values: FlowNodeData, field: string) => String(values[field] ?? '')
/** A number field's value: empty text stays empty (the runtime's default applies), else a number. */
const numeric = (value: string) => (value.trim() === '' ? undefined : Number(value))

/** What the TypeBot node's dialog requires (administration.md §8: name 2 to 50). */
export function typebotProblem(values: FlowNodeData): boolean {
  const name = text(values, 'name').trim()
  return (
    name.length < 2 || name.length > 50 || !text(values, 'url').trim() || !text(values, 'typebotSlug').trim()
  )
}

/** What the OpenAI node's dialog requires (§8: name, apiKey and prompt). */
export function openAiProblem(values: FlowNodeData): boolean {
  return !['name', 'apiKey', 'prompt'].every((field) => text(values, field).trim())
}

/**
 * The TypeBot node's fields, named as the integrations plugin's runtime reads them
 * (plugins/integrations/src/runtimes/typebot-node-runtime.ts): `url`, `typebotSlug` and
 * `typebotDelayMessage` (milliseconds between the bot's messages, §9 default 1000).
 */
export function TypebotFields({ values, tried, set }: FieldsProps) {
  const tx = useFeatureTexts(flowTexts)
  const name = text(values, 'name').trim()
  const nameError =
    tried && (name.length < 2 || name.length > 50)
      ? name
        ? tx(name.length < 2 ? 'flows.tooShort' : 'flows.tooLong')
        : tx('dialog.required')
      : undefined
  const required = (field: string) =>
    tried && !text(values, field).trim() ? tx('dialog.required') : undefined
  return (
    <>
      <Field
        label={tx('dialog.name')}
        value={text(values, 'name')}
        maxLength={50}
        error={nameError}
        onChange={(event) => set('name', event.target.value)}
      />
      <Field
        label="URL"
        type="url"
        maxLength={500}
        value={text(values, 'url')}
        error={required('url')}
        onChange={(event) => set('url', event.target.value)}
      />
      <Field
        label="Typebot slug"
        maxLength={200}
        value={text(values, 'typebotSlug')}
        error={required('typebotSlug')}
        onChange={(event) => set('typebotSlug', event.target.value)}
      />
      <Field
        label={tx('dialog.typebotDelay')}
        type="number"
        min={0}
        max={60000}
        value={String(values.typebotDelayMessage ?? 1000)}
        onChange={(event) => set('typebotDelayMessage', numeric(event.target.value))}
      />
    </>
  )
}

/**
 * The OpenAI node's fields (§3 "OpenAI node"), named as the ai-openai plugin's runtime reads them
 * (plugins/ai-openai/src/flow/openai-node-runtime.ts `nodeSettings`); the key is masked with a
 * show/hide toggle (§8).
 */
export function OpenAiFields({
  values,
  tried,
  set,
  queues,
}: FieldsProps & { queues: { id: number; name: string }[] }) {
  const tx = useFeatureTexts(flowTexts)
  const required = (field: string) =>
    tried && !text(values, field).trim() ? tx('dialog.required') : undefined
  const number = (field: string, label: string, limits: { min: number; max: number; step?: number }) => (
    <Field
      label={label}
      type="number"
      {...limits}
      value={values[field] === undefined ? '' : String(values[field])}
      onChange={(event) => set(field, numeric(event.target.value))}
    />
  )
  return (
    <>
      <Field
        label={tx('dialog.name')}
        value={text(values, 'name')}
        maxLength={50}
        error={required('name')}
        onChange={(event) => set('name', event.target.value)}
      />
      <PasswordField
        label={tx('dialog.apiKey')}
        showLabel={tx('dialog.showKey')}
        hideLabel={tx('dialog.hideKey')}
        autoComplete="off"
        maxLength={300}
        value={text(values, 'apiKey')}
        error={required('apiKey')}
        onChange={(event) => set('apiKey', event.target.value)}
      />
      <label className="field">
        <span>{tx('dialog.prompt')}</span>
        <textarea
          rows={4}
          maxLength={4000}
          value={text(values, 'prompt')}
          aria-invalid={required('prompt') ? true : undefined}
          onChange={(event) => set('prompt', event.target.value)}
        />
        {required('prompt') ? <span className="field-error">{required('prompt')}</span> : null}
      </label>
      {number('maxTokens', tx('dialog.maxTokens'), { min: 1, max: 4096 })}
      {number('temperature', tx('dialog.temperature'), { min: 0, max: 2, step: 0.1 })}
      {number('maxMessages', tx('dialog.maxMessages'), { min: 1, max: 100 })}
      <SelectField
        label={tx('dialog.voice')}
        value={text(values, 'voice') || 'texto'}
        onChange={(event) => set('voice', event.target.value)}
      >
        {voices.map((voice) => (
          <option key={voice} value={voice}>
            {voice}
          </option>
        ))}
      </SelectField>
      <Field
        label={tx('dialog.voiceKey')}
        autoComplete="off"
        maxLength={300}
        value={text(values, 'voiceKey')}
        onChange={(event) => set('voiceKey', event.target.value)}
      />
      <Field
        label={tx('dialog.voiceRegion')}
        maxLength={50}
        value={text(values, 'voiceRegion')}
        onChange={(event) => set('voiceRegion', event.target.value)}
      />
      <SelectField
        label={tx('dialog.handoverQueue')}
        value={String(values.queueId ?? '')}
        onChange={(event) => set('queueId', Number(event.target.value) || undefined)}
      >
        <option value="" />
        {queues.map((queue) => (
          <option key={queue.id} value={queue.id}>
            {queue.name}
          </option>
        ))}
      </SelectField>
    </>
  )
}
