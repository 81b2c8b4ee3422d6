// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { I18nProvider } from '../../i18n/i18n-context.tsx'
import type { FlowNodeData } from './flow-model.ts'
import { OpenAiFields, openAiProblem, TypebotFields, typebotProblem } from './integration-node-fields.tsx'

afterEach(cleanup)

/** Holds the node's data as the node dialog does, and shows it for the test to read. */
function Harness({ kind, initial }: { kind: 'openai' | 'typebot'; initial: FlowNodeData }) {
  const [values, setValues] = useState<FlowNodeData>(initial)
  const set = (field: string, value: unknown) => setValues((current) => ({ ...current, [field]: value }))
  return (
    <I18nProvider language="pt">
      {kind === 'openai' ? (
        <OpenAiFields values={values} tried={false} set={set} queues={[{ id: 7, name: 'Vendas' }]} />
      ) : (
        <TypebotFields values={values} tried={false} set={set} />
      )}
      <output data-testid="data">{JSON.stringify(values)}</output>
    </I18nProvider>
  )
}

const stored = () => JSON.parse(screen.getByTestId('data').textContent ?? '{}') as FlowNodeData
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } })

describe("the integration nodes' fields", () => {
  it('stores the OpenAI node under the names ai-openai reads, with the key masked until shown', () => {
    render(<Harness kind="openai" initial={{}} />)
    type('Nome', 'Atendente IA')
    type('Chave da API', 'sk-1')
    type('Prompt', 'Seja breve')
    type('Máximo de tokens na resposta', '200')
    type('Temperatura', '0.5')
    type('Máximo de mensagens no histórico', '8')
    type('Voz', 'Francisca')
    type('Chave do serviço de voz', 'azure-1')
    type('Região do serviço de voz', 'brazilsouth')
    type('Fila ao transferir', '7')
    // plugins/ai-openai/src/flow/openai-node-runtime.ts `nodeSettings` and its hand-over queue.
    expect(stored()).toEqual({
      name: 'Atendente IA',
      apiKey: 'sk-1',
      prompt: 'Seja breve',
      maxTokens: 200,
      temperature: 0.5,
      maxMessages: 8,
      voice: 'Francisca',
      voiceKey: 'azure-1',
      voiceRegion: 'brazilsouth',
      queueId: 7,
    })
    expect(openAiProblem(stored())).toBe(false)
    expect(openAiProblem({ ...stored(), apiKey: ' ' })).toBe(true)
    const key = screen.getByLabelText('Chave da API')
    expect(key.getAttribute('type')).toBe('password')
    fireEvent.click(screen.getByRole('button', { name: 'Mostrar chave' }))
    expect(key.getAttribute('type')).toBe('text')
    fireEvent.click(screen.getByRole('button', { name: 'Ocultar chave' }))
    expect(key.getAttribute('type')).toBe('password')
  })

  it('stores the TypeBot node under the names the integrations runtime reads', () => {
    render(<Harness kind="typebot" initial={{ typebotDelayMessage: 1000 }} />)
    type('Nome', 'Bot de pedidos')
    type('URL', 'https://typebot.example.com')
    type('Typebot slug', 'pedidos')
    type('Atraso entre mensagens (ms)', '500')
    // plugins/integrations/src/runtimes/typebot-node-runtime.ts reads url, typebotSlug, typebotDelayMessage.
    expect(stored()).toEqual({
      name: 'Bot de pedidos',
      url: 'https://typebot.example.com',
      typebotSlug: 'pedidos',
      typebotDelayMessage: 500,
    })
    expect(typebotProblem(stored())).toBe(false)
    expect(typebotProblem({ ...stored(), name: 'B' })).toBe(true)
  })
})
