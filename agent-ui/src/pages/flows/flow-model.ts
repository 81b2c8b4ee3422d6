import type { Edge, Node } from '@xyflow/react'
import type { FlowTextKey } from '../../i18n/flow-texts.ts'

/** The kinds the floating menu adds, in the spec's order (administration.md §2), plus the condition node of §3. */
export const menuKinds = [
  'start',
  'singleBlock',
  'menu',
  'randomizer',
  'interval',
  'ticket',
  'typebot',
  'openai',
  'question',
  'condition',
] as const

export type FlowKind = (typeof menuKinds)[number] | 'message' | 'img' | 'audio' | 'video'

export type FlowNodeData = Record<string, unknown>
export type CanvasNode = Node<FlowNodeData, FlowKind>

/** The stored document (docs/flows.md "The document"). */
export interface StoredNode {
  id: string
  type: string
  position: { x: number; y: number }
  data: Record<string, unknown>
}
export interface StoredConnection {
  id?: string
  source: string
  target: string
  sourceHandle?: string | null
  targetHandle?: string | null
}

export const kindLabel = (kind: string) => `kind.${kind}` as FlowTextKey

const alphanumerics = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'

/** administration.md §3: a node's id is 30 random alphanumeric characters. */
export function newNodeId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(30))
  return Array.from(bytes, (byte) => alphanumerics[byte % alphanumerics.length]).join('')
}

/** §4: a new node goes 40 px right of the last node. */
export function placeNew(nodes: readonly CanvasNode[]): { x: number; y: number } {
  const last = nodes.at(-1)
  return last ? { x: last.position.x + 40, y: last.position.y } : { x: 0, y: 0 }
}

/** §4: a duplicate goes 240 px right of the rightmost node. */
export function placeDuplicate(nodes: readonly CanvasNode[], original: CanvasNode): { x: number; y: number } {
  const rightmost = Math.max(...nodes.map((node) => node.position.x))
  return { x: rightmost + 240, y: original.position.y }
}

/** The exits a node has, as docs/flows.md "Handles" names them: menu options `a{number}`, branches `a`/`b`. */
export function exitsOf(kind: string, data: FlowNodeData): string[] | undefined {
  if (kind === 'menu')
    return ((data.arrayOption as { number: number }[] | undefined) ?? []).map((option) => `a${option.number}`)
  if (kind === 'randomizer' || kind === 'condition') return ['a', 'b']
  if (kind === 'ticket') return []
  return undefined
}

/** The saved variables (§2 side panel): every question node's answer key, in `{{variable}}` form. */
export function savedVariables(nodes: readonly CanvasNode[]): string[] {
  const keys = nodes
    .filter((node) => node.type === 'question' && typeof node.data.answerKey === 'string')
    .map((node) => `{{${node.data.answerKey as string}}}`)
  return [...new Set(keys)]
}

export function toCanvas(
  nodes: StoredNode[],
  connections: StoredConnection[],
): { nodes: CanvasNode[]; edges: Edge[] } {
  return {
    nodes: nodes.map((node) => ({ ...node, type: node.type as FlowKind })),
    edges: connections.map((connection, index) => ({
      id: connection.id ?? `e${index}-${connection.source}-${connection.target}`,
      source: connection.source,
      target: connection.target,
      sourceHandle: connection.sourceHandle ?? null,
      targetHandle: connection.targetHandle ?? null,
    })),
  }
}

export function toStored(
  nodes: CanvasNode[],
  edges: Edge[],
): { nodes: StoredNode[]; connections: StoredConnection[] } {
  return {
    nodes: nodes.map(({ id, type, position, data }) => ({
      id,
      type: type ?? 'message',
      position: { x: Math.round(position.x), y: Math.round(position.y) },
      data,
    })),
    connections: edges.map(({ id, source, target, sourceHandle }) => ({
      id,
      source,
      target,
      ...(sourceHandle ? { sourceHandle } : {}),
    })),
  }
}
