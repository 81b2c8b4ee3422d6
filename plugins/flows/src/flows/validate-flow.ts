import { AppError, type FlowNodeRuntime, type QueuesApi } from '@atendo/plugin-api'
import type { Static } from 'typebox'
import { Value } from 'typebox/value'
import { flowErrors } from '../errors.ts'
import { isOwnMediaKey } from '../media/media-kinds.ts'
import type { FlowDocument } from './flow-schemas.ts'
import { delegatedKinds, type NodeData, type NodeKind, nodeData } from './node-kinds.ts'

export type FlowDocumentValue = Static<typeof FlowDocument>

export interface FlowCheckServices {
  queues: Pick<QueuesApi, 'find'>
  /** The runtimes other plugins provide now, by kind. */
  runtimes(): readonly FlowNodeRuntime[]
}

function refuse(node: { id: string; type: string }, reason: string): never {
  throw new AppError(flowErrors.ERR_FLOWS_INVALID_NODE, {
    message: `Node ${node.id} (${node.type}): ${reason}`,
    details: { nodeId: node.id, nodeType: node.type, reason },
  })
}

/**
 * The checks a flow passes before it is stored (docs/flows.md "Validation"): each node's data
 * fits its kind, ids are unique, there is at most one start node, every connection joins two
 * nodes of the flow through a handle the source has, a ticket node names a queue of the company,
 * and a TypeBot or OpenAI node has a plugin that runs it. The first problem refuses the whole
 * save, naming the node.
 */
export async function checkFlow(
  services: FlowCheckServices,
  companyId: number,
  flow: FlowDocumentValue,
): Promise<void> {
  const byId = new Map<string, (typeof flow.nodes)[number]>()
  for (const node of flow.nodes) {
    if (byId.has(node.id)) refuse(node, 'another node has the same id')
    byId.set(node.id, node)
    const schema = nodeData[node.type as NodeKind]
    const [problem] = Value.Errors(schema, node.data)
    if (problem) refuse(node, `data${problem.instancePath.replaceAll('/', '.')} ${problem.message}`)
    await checkNodeReferences(services, companyId, node)
  }
  const starts = flow.nodes.filter((node) => node.type === 'start')
  if (starts.length > 1) refuse(starts[1]!, 'a flow has one start node')
  for (const connection of flow.connections) {
    const source = byId.get(connection.source)
    const target = byId.get(connection.target)
    const edge = { id: connection.id ?? `${connection.source}->${connection.target}`, type: 'connection' }
    if (!source) refuse(edge, `its source node ${connection.source} is not in the flow`)
    if (!target) refuse(edge, `its target node ${connection.target} is not in the flow`)
    const handles = branchHandles(source.type as NodeKind, source.data)
    if (handles && !handles.includes(connection.sourceHandle ?? ''))
      refuse(source, `has no exit "${connection.sourceHandle ?? ''}" (its exits: ${handles.join(', ')})`)
  }
}

async function checkNodeReferences(
  services: FlowCheckServices,
  companyId: number,
  node: FlowDocumentValue['nodes'][number],
): Promise<void> {
  if (node.type === 'ticket') {
    const { queueId } = node.data as NodeData<'ticket'>
    if (!(await services.queues.find(companyId, queueId)))
      refuse(node, `queue ${queueId} is not a queue of this company`)
  }
  if (node.type === 'openai' && node.data.queueId !== undefined && node.data.queueId !== null) {
    // The queue the OpenAI node hands the ticket to (§3 "OpenAI node" queueId).
    const queueId = Number(node.data.queueId)
    if (!Number.isInteger(queueId) || queueId < 1 || !(await services.queues.find(companyId, queueId)))
      refuse(node, `queue ${String(node.data.queueId)} is not a queue of this company`)
  }
  if (node.type === 'img' || node.type === 'audio' || node.type === 'video') {
    const { url } = node.data as NodeData<'img'>
    if (!isOwnMediaKey(companyId, url)) refuse(node, `file ${url} is not a file uploaded by this company`)
  }
  if (node.type === 'singleBlock') {
    const { seq, elements } = node.data as NodeData<'singleBlock'>
    const cards = new Set(elements.map((element) => element.number))
    const missing = seq.find((card) => !cards.has(card))
    if (missing) refuse(node, `card ${missing} of seq is not among its elements`)
    for (const element of elements) {
      if (element.type === 'interval') {
        const seconds = Number(element.value)
        if (!(seconds > 0 && seconds <= 120))
          refuse(node, `card ${element.number}: Intervalo não pode ser 0 ou maior que 120!`)
      }
      if (element.type === 'message' && element.value.trim() === '')
        refuse(node, `card ${element.number}: Campos de mensagem vazio!`)
      if (
        (element.type === 'img' || element.type === 'audio' || element.type === 'video') &&
        !isOwnMediaKey(companyId, element.value)
      )
        refuse(node, `card ${element.number}: file ${element.value} is not a file uploaded by this company`)
    }
  }
  if ((delegatedKinds as readonly string[]).includes(node.type)) {
    if (!services.runtimes().some((runtime) => runtime.kind === node.type))
      throw new AppError(flowErrors.ERR_FLOWS_NODE_RUNTIME_MISSING, {
        message: `Node ${node.id} (${node.type}): no loaded plugin runs ${node.type} nodes`,
        details: { nodeId: node.id, nodeType: node.type },
      })
  }
}

/**
 * The exits of a node that branches (docs/flows.md "Handles"); undefined for nodes with one exit,
 * whose connections may carry any handle.
 */
export function branchHandles(kind: NodeKind, data: Record<string, unknown>): string[] | undefined {
  if (kind === 'menu') return (data as NodeData<'menu'>).arrayOption.map((option) => `a${option.number}`)
  if (kind === 'randomizer' || kind === 'condition') return ['a', 'b']
  return undefined
}
