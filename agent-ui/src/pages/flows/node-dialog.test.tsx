// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeApi } from '../../test/fake-api.ts'
import { fakeSocket, TestSession } from '../../test/test-session.tsx'
import type { FlowNodeData } from './flow-model.ts'
import { NodeDialog } from './node-dialog.tsx'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const queue = (id: number, name: string) => ({ id, name, color: '#2e7d32', greetingMessage: '' })

/** The canvas's part: a button that opens the ticket node's dialog, which saves into `saved`. */
function Canvas({ onSave }: { onSave(data: FlowNodeData): void }) {
  const [open, setOpen] = useState(false)
  return open ? (
    <NodeDialog
      kind="ticket"
      variables={[]}
      onSave={(data) => {
        onSave(data)
        setOpen(false)
      }}
      onClose={() => setOpen(false)}
    />
  ) : (
    <button type="button" onClick={() => setOpen(true)}>
      Abrir nó
    </button>
  )
}

const queueOptions = () =>
  within(screen.getByLabelText('Fila'))
    .getAllByRole('option')
    .map((option) => option.textContent)

describe("the ticket node's dialog", () => {
  it('lists the queues read once for the login, at once when opened again, and follows their changes live', async () => {
    let queues = [queue(5, 'Vendas')]
    const api = fakeApi(({ path }) => (path === '/api/queue' ? queues : []))
    const live = fakeSocket()
    const saved: FlowNodeData[] = []
    render(
      <TestSession socket={live.socket}>
        <Canvas onSave={(data) => saved.push(data)} />
      </TestSession>,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Abrir nó' }))
    expect(await screen.findByRole('option', { name: 'Vendas' })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }))

    // Opened again: the queues are there in the first frame, without another read.
    fireEvent.click(screen.getByRole('button', { name: 'Abrir nó' }))
    expect(queueOptions()).toEqual(['', 'Vendas'])
    expect(api.sent('GET').filter((request) => request.path === '/api/queue')).toHaveLength(1)

    // An admin renames the queue meanwhile: the open dialog lists the new name, and saves it.
    queues = [queue(5, 'Vendas Sul')]
    act(() => live.tell('company-1-queue', { action: 'update', queue: queues[0] }))
    expect(await screen.findByRole('option', { name: 'Vendas Sul' })).toBeTruthy()
    fireEvent.change(screen.getByLabelText('Fila'), { target: { value: '5' } })
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }))
    expect(saved).toEqual([expect.objectContaining({ queueId: 5, name: 'Vendas Sul' })])
  })
})
