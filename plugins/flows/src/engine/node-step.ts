import type { FlowNodeRuntime, OutgoingContent, TicketsApi } from '@atendo/plugin-api'
import type { NodeData } from '../flows/node-kinds.ts'
import type { FlowGraph, FlowNodeValue } from './flow-graph.ts'
import { mediaContent } from './media-content.ts'
import { renderText } from './render-text.ts'
import type { RunRow } from './run-records.ts'

/**
 * What one step decided: at most one message to send, then where the run goes. `running` steps
 * on (after `delayMs`), `waiting` waits for the customer's next message, `ended` hands the ticket
 * over to the attendants.
 */
export interface StepResult {
  send?: OutgoingContent
  status: 'running' | 'waiting' | 'ended'
  nodeId: string
  element: number
  delayMs?: number
  variables?: Record<string, string>
  endedReason?: string
}

export interface StepServices {
  tickets: Pick<TicketsApi, 'findOrOpen'>
  runtime(kind: string): FlowNodeRuntime | undefined
  random(): number
}

/** Where a run goes after `node`'s exit `handle`: the next node, or the end of the flow. */
function goOn(
  graph: FlowGraph,
  node: FlowNodeValue,
  handle?: string,
  extra: Partial<StepResult> = {},
): StepResult {
  const next = graph.next(node.id, handle)
  return next
    ? { status: 'running', nodeId: next, element: 0, ...extra }
    : { status: 'ended', nodeId: node.id, element: 0, endedReason: 'finished', ...extra }
}

function menuText(data: NodeData<'menu'>, variables: Record<string, string>): string {
  const options = data.arrayOption.map(
    (option) => `[${option.number}] ${renderText(option.value, variables)}`,
  )
  return `${renderText(data.message, variables)}\n\n${options.join('\n')}`
}

/** The option a customer's answer picks: its number, or its text (case-insensitive). */
function chosenOption(data: NodeData<'menu'>, answer: string) {
  const text = answer.trim().toLowerCase()
  return data.arrayOption.find(
    (option) => String(option.number) === text || option.value.trim().toLowerCase() === text,
  )
}

function conditionHolds(data: NodeData<'condition'>, variables: Record<string, string>): boolean {
  const actual = (variables[data.key] ?? '').trim()
  const expected = (data.value ?? '').trim()
  const numbers = [Number(actual.replace(',', '.')), Number(expected.replace(',', '.'))] as const
  const numeric = actual !== '' && expected !== '' && numbers.every(Number.isFinite)
  switch (data.condition) {
    case '==':
      return actual.toLowerCase() === expected.toLowerCase()
    case '!=':
      return actual.toLowerCase() !== expected.toLowerCase()
    case 'contains':
      return actual.toLowerCase().includes(expected.toLowerCase())
    case '>':
      return numeric && numbers[0] > numbers[1]
    case '<':
      return numeric && numbers[0] < numbers[1]
    case '>=':
      return numeric && numbers[0] >= numbers[1]
    case '<=':
      return numeric && numbers[0] <= numbers[1]
    case 'empty':
      return actual === ''
    case 'filled':
      return actual !== ''
    default:
      return false
  }
}

/**
 * Runs the run's current position once (docs/flows.md "How each node runs"). `element` counts
 * within a node: a content node's card, or 1 for a menu, question or integration node that has
 * asked and waits for the answer in `run.input`.
 */
export async function nodeStep(services: StepServices, graph: FlowGraph, run: RunRow): Promise<StepResult> {
  const node = graph.node(run.node_id)
  if (!node) return { status: 'ended', nodeId: run.node_id, element: 0, endedReason: 'missing-node' }
  const variables = run.variables
  const here = { nodeId: node.id }
  switch (node.type) {
    case 'start':
      return goOn(graph, node)
    case 'message':
      return goOn(graph, node, undefined, {
        send: { text: renderText((node.data as NodeData<'message'>).label, variables) },
      })
    case 'img':
    case 'video':
    case 'audio': {
      const { url } = node.data as NodeData<'img'>
      return goOn(graph, node, undefined, { send: mediaContent(node.type, url, undefined, '') })
    }
    case 'interval':
      return goOn(graph, node, undefined, { delayMs: (node.data as NodeData<'interval'>).sec * 1000 })
    case 'randomizer': {
      const { percent } = node.data as NodeData<'randomizer'>
      return goOn(graph, node, services.random() * 100 < percent ? 'a' : 'b')
    }
    case 'condition':
      return goOn(graph, node, conditionHolds(node.data as NodeData<'condition'>, variables) ? 'a' : 'b')
    case 'singleBlock':
      return contentStep(graph, node, run)
    case 'menu': {
      const data = node.data as NodeData<'menu'>
      const ask = {
        send: { text: menuText(data, variables) },
        status: 'waiting' as const,
        ...here,
        element: 1,
      }
      if (run.element === 0 || run.input === null) return ask
      const option = chosenOption(data, run.input)
      // An answer that is no option asks again (administration.md: the menu waits for a valid choice).
      return option ? goOn(graph, node, `a${option.number}`) : ask
    }
    case 'question': {
      const data = node.data as NodeData<'question'>
      if (run.element === 0 || run.input === null)
        return { send: { text: renderText(data.message, variables) }, status: 'waiting', ...here, element: 1 }
      return goOn(graph, node, undefined, { variables: { [data.answerKey]: run.input.trim() } })
    }
    case 'ticket': {
      const { queueId } = node.data as NodeData<'ticket'>
      await services.tickets.findOrOpen(run.company_id, {
        connectionId: run.connection_id,
        contactId: run.contact_id,
        status: 'pending',
        queueId,
      })
      return { status: 'ended', ...here, element: 0, endedReason: 'ticket' }
    }
    case 'typebot':
    case 'openai': {
      const runtime = services.runtime(node.type)
      if (!runtime) return { status: 'ended', ...here, element: 0, endedReason: 'runtime-missing' }
      const result = await runtime.turn({
        companyId: run.company_id,
        ticketId: run.ticket_id,
        contactId: run.contact_id,
        connectionId: run.connection_id,
        nodeId: node.id,
        data: node.data,
        text: run.element === 0 ? null : run.input,
        variables,
      })
      const merged = result.variables ?? {}
      if (result.status === 'waiting') return { status: 'waiting', ...here, element: 1, variables: merged }
      if (result.status === 'handover')
        return { status: 'ended', ...here, element: 0, endedReason: 'handover', variables: merged }
      return goOn(graph, node, undefined, { variables: merged })
    }
    default:
      return { status: 'ended', ...here, element: 0, endedReason: 'unknown-node' }
  }
}

/** One card of a content node per step, so a crash between two cards never sends one twice. */
function contentStep(graph: FlowGraph, node: FlowNodeValue, run: RunRow): StepResult {
  const data = node.data as NodeData<'singleBlock'>
  const cards = data.seq
    .map((number) => data.elements.find((element) => element.number === number))
    .filter((element) => element !== undefined)
  const card = cards[run.element]
  if (!card) return goOn(graph, node)
  const onward: StepResult =
    run.element + 1 < cards.length
      ? { status: 'running', nodeId: node.id, element: run.element + 1 }
      : goOn(graph, node)
  if (card.type === 'interval') return { ...onward, delayMs: Number(card.value) * 1000 }
  if (card.type === 'message') return { ...onward, send: { text: renderText(card.value, run.variables) } }
  return { ...onward, send: mediaContent(card.type, card.value, card.original, '') }
}
