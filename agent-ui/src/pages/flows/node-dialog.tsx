import { type FormEvent, useState } from 'react'
import { Dialog } from '../../components/dialog.tsx'
import { Field, SelectField } from '../../components/field.tsx'
import { Icon } from '../../components/icon.tsx'
import { useFeatureTexts } from '../../i18n/feature-texts.ts'
import { flowTexts } from '../../i18n/flow-texts.ts'
import { useReference } from '../tickets/reference-data.ts'
import { type FlowKind, type FlowNodeData, kindLabel } from './flow-model.ts'
import { OpenAiFields, openAiProblem, TypebotFields, typebotProblem } from './integration-node-fields.tsx'

const operators = ['==', '!=', 'contains', '>', '<', '>=', '<=', 'empty', 'filled'] as const

interface NodeDialogProps {
  kind: FlowKind
  /** The node's data when editing; absent when adding (§4: dialog modes create and edit). */
  data?: FlowNodeData
  /** Answer keys of the flow's question nodes, for a condition. */
  variables: string[]
  onSave(data: FlowNodeData): void
  onClose(): void
}

/** The dialog of one node kind other than content (administration.md §5 Flow, Question, OpenAI, Typebot). */
export function NodeDialog({ kind, data, variables, onSave, onClose }: NodeDialogProps) {
  const tx = useFeatureTexts(flowTexts)
  const [values, setValues] = useState<FlowNodeData>(data ?? initialData(kind))
  const [tried, setTried] = useState(false)
  // The inbox's shared queue list: cached for the login (a node opened again lists them at once)
  // and refreshed by `company-{id}-queue` events; only the kinds that pick a queue ask for it.
  const queues = useReference('queues', { enabled: kind === 'ticket' || kind === 'openai' })
  const set = (field: string, value: unknown) => setValues((current) => ({ ...current, [field]: value }))
  const text = (field: string) => String(values[field] ?? '')
  const required = (field: string) => (tried && !text(field).trim() ? tx('dialog.required') : undefined)
  const options = (values.arrayOption as { number: number; value: string }[] | undefined) ?? []

  const problem = (): boolean => {
    switch (kind) {
      case 'message':
        return !text('label').trim()
      case 'menu':
        return (
          !text('message').trim() || options.length === 0 || options.some((option) => !option.value.trim())
        )
      case 'interval':
        return !(Number(values.sec) > 0 && Number(values.sec) <= 120)
      case 'ticket':
        return !values.queueId
      case 'question':
        return !text('message').trim() || !/^[A-Za-z_][A-Za-z0-9_]*$/.test(text('answerKey'))
      case 'condition':
        return !/^[A-Za-z_][A-Za-z0-9_]*$/.test(text('key'))
      case 'typebot':
        return typebotProblem(values)
      case 'openai':
        return openAiProblem(values)
      default:
        return false
    }
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    setTried(true)
    if (problem()) return
    const saved = { ...values }
    if (kind === 'interval') saved.sec = Number(values.sec)
    if (kind === 'ticket')
      saved.name = queues.find((queue) => queue.id === values.queueId)?.name ?? values.name
    onSave(saved)
  }
  const title = data
    ? tx('dialog.edit', { kind: tx(kindLabel(kind)) })
    : tx('dialog.add', { kind: tx(kindLabel(kind)) })
  return (
    <Dialog title={title} onClose={onClose}>
      <form onSubmit={submit} noValidate className="campaign-form flow-node-form">
        {kind === 'message' ? (
          <MessageField
            label={tx('dialog.message')}
            value={text('label')}
            error={required('label')}
            onChange={(value) => set('label', value)}
          />
        ) : null}
        {kind === 'menu' || kind === 'question' ? (
          <MessageField
            label={tx('dialog.message')}
            value={text('message')}
            error={required('message')}
            onChange={(value) => set('message', value)}
          />
        ) : null}
        {kind === 'menu' ? (
          <fieldset className="flow-menu-options">
            {options.map((option, index) => (
              <div key={option.number} className="flow-menu-option">
                <Field
                  label={tx('dialog.option', { n: option.number })}
                  value={option.value}
                  maxLength={200}
                  error={tried && !option.value.trim() ? tx('dialog.required') : undefined}
                  onChange={(event) =>
                    set(
                      'arrayOption',
                      options.map((other, at) =>
                        at === index ? { ...other, value: event.target.value } : other,
                      ),
                    )
                  }
                />
                <button
                  type="button"
                  className="button button-small"
                  aria-label={tx('dialog.removeOption', { n: option.number })}
                  onClick={() =>
                    set(
                      'arrayOption',
                      options.filter((_, at) => at !== index),
                    )
                  }
                >
                  <Icon name="trash" size={14} />
                </button>
              </div>
            ))}
            <button
              type="button"
              className="button"
              onClick={() =>
                set('arrayOption', [
                  ...options,
                  { number: Math.max(0, ...options.map((o) => o.number)) + 1, value: '' },
                ])
              }
            >
              {tx('dialog.addOption')}
            </button>
          </fieldset>
        ) : null}
        {kind === 'interval' ? (
          <Field
            label={tx('dialog.seconds')}
            type="number"
            min={1}
            max={120}
            value={text('sec')}
            error={tried && problem() ? tx('content.badInterval') : undefined}
            onChange={(event) => set('sec', event.target.value)}
          />
        ) : null}
        {kind === 'randomizer' ? (
          <SelectField
            label={tx('dialog.percent')}
            value={String(values.percent ?? 50)}
            onChange={(event) => set('percent', Number(event.target.value))}
          >
            {Array.from({ length: 11 }, (_, step) => step * 10).map((percent) => (
              <option key={percent} value={percent}>
                {percent}% / {100 - percent}%
              </option>
            ))}
          </SelectField>
        ) : null}
        {kind === 'ticket' ? (
          <SelectField
            label={tx('dialog.queue')}
            value={String(values.queueId ?? '')}
            error={tried && !values.queueId ? tx('dialog.addQueue') : undefined}
            onChange={(event) => set('queueId', Number(event.target.value) || undefined)}
          >
            <option value="" />
            {queues.map((queue) => (
              <option key={queue.id} value={queue.id}>
                {queue.name}
              </option>
            ))}
          </SelectField>
        ) : null}
        {kind === 'question' ? (
          <Field
            label={tx('dialog.answerKey')}
            value={text('answerKey')}
            maxLength={50}
            error={required('answerKey')}
            onChange={(event) => set('answerKey', event.target.value)}
          />
        ) : null}
        {kind === 'condition' ? (
          <>
            <Field
              label={tx('dialog.variable')}
              value={text('key')}
              list="flow-variables"
              maxLength={50}
              error={required('key')}
              onChange={(event) => set('key', event.target.value)}
            />
            <datalist id="flow-variables">
              {variables.map((variable) => (
                <option key={variable} value={variable.replace(/[{}]/g, '')} />
              ))}
            </datalist>
            <SelectField
              label={tx('dialog.operator')}
              value={text('condition') || '=='}
              onChange={(event) => set('condition', event.target.value)}
            >
              {operators.map((operator) => (
                <option key={operator} value={operator}>
                  {operator}
                </option>
              ))}
            </SelectField>
            <Field
              label={tx('dialog.value')}
              value={text('value')}
              maxLength={200}
              onChange={(event) => set('value', event.target.value)}
            />
          </>
        ) : null}
        {kind === 'typebot' ? <TypebotFields values={values} tried={tried} set={set} /> : null}
        {kind === 'openai' ? <OpenAiFields values={values} tried={tried} set={set} queues={queues} /> : null}
        <div className="dialog-actions">
          <button type="button" className="button" onClick={onClose}>
            {tx('dialog.cancel')}
          </button>
          <button type="submit" className="button button-primary">
            {tx('dialog.save')}
          </button>
        </div>
      </form>
    </Dialog>
  )
}

function MessageField({
  label,
  value,
  error,
  onChange,
}: {
  label: string
  value: string
  error?: string
  onChange(value: string): void
}) {
  return (
    <label className="field">
      <span>{label}</span>
      <textarea
        rows={4}
        maxLength={4000}
        value={value}
        aria-invalid={error ? true : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {error ? <span className="field-error">{error}</span> : null}
    </label>
  )
}

function initialData(kind: FlowKind): FlowNodeData {
  switch (kind) {
    case 'menu':
      return { message: '', arrayOption: [{ number: 1, value: '' }] }
    case 'randomizer':
      return { percent: 50 }
    case 'interval':
      return { sec: 5 }
    case 'condition':
      return { key: '', condition: '==', value: '' }
    case 'typebot':
      // §9: TypeBot's default delay between messages.
      return { typebotDelayMessage: 1000 }
    default:
      return {}
  }
}
