import type { FlowDocumentValue } from '../flows/validate-flow.ts'

export type FlowNodeValue = FlowDocumentValue['nodes'][number]

/** A stored flow as the engine walks it: nodes by id and the exits of each. */
export interface FlowGraph {
  node(id: string): FlowNodeValue | undefined
  /** The start node's id (or, without one, undefined: such a flow cannot start). */
  startId: string | undefined
  /** The node an exit leads to; without a handle, the node's first exit. */
  next(nodeId: string, handle?: string): string | undefined
}

export function flowGraph(document: FlowDocumentValue): FlowGraph {
  const nodes = new Map(document.nodes.map((node) => [node.id, node]))
  return {
    node: (id) => nodes.get(id),
    startId: document.nodes.find((node) => node.type === 'start')?.id,
    next(nodeId, handle) {
      const exit = document.connections.find(
        (connection) =>
          connection.source === nodeId && (handle === undefined || connection.sourceHandle === handle),
      )
      return exit && nodes.has(exit.target) ? exit.target : undefined
    },
  }
}
