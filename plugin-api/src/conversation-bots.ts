import { createExtensionPoint } from './extension-points.ts'

/**
 * How the plugins that drive conversations meet without importing each other. The flows plugin
 * runs flows; the integrations and AI plugins run Typebot, n8n, Dialogflow and OpenAI. A queue
 * integration of type `flowbuilder` hands a ticket to a flow (`flowStarters`), and a flow's TypeBot
 * or OpenAI node hands one turn of the conversation to whichever plugin runs that kind
 * (`flowNodeRuntimes`). Either side may be absent: the caller asks `extensions.get(...)` and
 * refuses (at save time) or hands the ticket to the attendants (at run time) when nobody provides it.
 */

/**
 * Starting a flow on a ticket, provided by the flows plugin.
 *
 * @example
 * const [starter] = extensions.get(flowStarters)
 * const started = starter ? await starter.start({ companyId: 1, ticketId: 42, flowId: 3 }) : false
 */
export interface FlowStarter {
  /**
   * Starts flow `flowId` of the company on the ticket, which the flow then drives until it ends
   * or hands the ticket over. Answers false (and changes nothing) when the flow does not exist,
   * belongs to another company or is inactive.
   */
  start(input: { companyId: number; ticketId: number; flowId: number }): Promise<boolean>
}

/** The flows plugin provides one `FlowStarter` here. */
export const flowStarters = createExtensionPoint<FlowStarter>('flows.starters')

/**
 * One turn of a flow node run by another plugin: the node's first turn (`text` null, when the flow
 * reaches the node) or a customer's message while the node holds the conversation.
 *
 * @example
 * const turn: FlowNodeTurn = {
 *   companyId: 1, ticketId: 42, contactId: 9, connectionId: 2,
 *   nodeId: 'node-3', data: { url: 'https://typebot.example.com', typebotSlug: 'vendas' },
 *   text: null, variables: { nome: 'Ana' },
 * }
 */
export interface FlowNodeTurn {
  companyId: number
  ticketId: number
  contactId: number
  connectionId: number
  /** The node's id in the flow, so the runtime can key its own per-ticket state by it. */
  nodeId: string
  /** The node's `data` exactly as stored in the flow (docs/flows.md lists each kind's fields). */
  data: Record<string, unknown>
  /** The customer's text this turn answers; null on the node's first turn. */
  text: string | null
  /** The flow's saved variables (`{{name}}` values) at this point. */
  variables: Record<string, string>
}

/**
 * What a node's turn ended in: `waiting` (the node keeps the conversation and gets the customer's
 * next message as its next turn), `done` (the flow goes on to the node's next node) or `handover`
 * (the flow ends and the ticket goes to the attendants, e.g. the customer asked for a person or
 * the service failed). `variables` are merged into the flow's.
 *
 * @example
 * const result: FlowNodeResult = { status: 'done', variables: { pedido: '12345' } }
 */
export interface FlowNodeResult {
  status: 'waiting' | 'done' | 'handover'
  variables?: Record<string, string>
}

/**
 * A plugin that runs a kind of flow node (`typebot`, `openai`). It sends its answers through the
 * channel contract itself (messages.send), so they reach the customer on any channel.
 *
 * @example
 * extensions.provide(flowNodeRuntimes, {
 *   kind: 'typebot',
 *   async turn(input) { ...; return { status: 'waiting' } },
 * })
 */
export interface FlowNodeRuntime {
  /** The node kind it runs, as the flow stores it: `typebot` or `openai`. */
  kind: string
  turn(input: FlowNodeTurn): Promise<FlowNodeResult>
}

/** Plugins that run flow nodes provide them here; the flows plugin picks one by `kind`. */
export const flowNodeRuntimes = createExtensionPoint<FlowNodeRuntime>('flows.node-runtimes')
