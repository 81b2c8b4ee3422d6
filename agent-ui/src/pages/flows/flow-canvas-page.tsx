import '@xyflow/react/dist/style.css'
import './flows.css'
import { useQuery } from '@tanstack/react-query'
import {
  addEdge,
  Background,
  type Connection,
  Controls,
  type Edge,
  type NodeMouseHandler,
  ReactFlow,
  ReactFlowProvider,
  useEdgesState,
  useNodesState,
} from '@xyflow/react'
import { useCallback, useEffect, useMemo, useState } from 'react'
import { atendo, dataOf } from '../../api/atendo.ts'
import { flowKeys } from '../../api/query-keys/flow-keys.ts'
import { Icon } from '../../components/icon.tsx'
import { ErrorState } from '../../components/states/error-state.tsx'
import { LoadingState } from '../../components/states/loading-state.tsx'
import { useFeatureTexts } from '../../i18n/feature-texts.ts'
import { flowTexts } from '../../i18n/flow-texts.ts'
import { Link } from '../../router/router.tsx'
import { toast } from '../../toasts/toast-store.ts'
import { useErrorToast } from '../../toasts/use-error-toast.ts'
import { ContentDialog } from './content-dialog.tsx'
import {
  type CanvasNode,
  type FlowKind,
  type FlowNodeData,
  kindLabel,
  menuKinds,
  newNodeId,
  placeDuplicate,
  placeNew,
  type StoredConnection,
  type StoredNode,
  savedVariables,
  toCanvas,
  toStored,
} from './flow-model.ts'
import { FlowNode, NodeActions } from './flow-node.tsx'
import { MediaNodeDialog } from './media-node-dialog.tsx'
import { NodeDialog } from './node-dialog.tsx'

const nodeTypes = Object.fromEntries(
  [...menuKinds, 'message', 'img', 'audio', 'video'].map((kind) => [kind, FlowNode]),
)

/** A node dialog open in create mode (no id yet) or edit mode. */
interface Editing {
  kind: FlowKind
  id?: string
  data?: FlowNodeData
}

/**
 * /flowbuilder/{id}, "Desenhe seu fluxo" (administration.md §2, §4): the canvas of one flow.
 * The floating menu adds nodes 40 px right of the last one; double-click opens a node's dialog;
 * each node has duplicate (240 px right of the rightmost) and delete icons; Backspace or Delete
 * removes the selection; Salvar stores nodes and connections (POST /flowbuilder/flow).
 */
export default function FlowCanvasPage({ flowId, backTo }: { flowId: number; backTo: string }) {
  return (
    <ReactFlowProvider>
      <FlowCanvas flowId={flowId} backTo={backTo} />
    </ReactFlowProvider>
  )
}

function FlowCanvas({ flowId, backTo }: { flowId: number; backTo: string }) {
  const tx = useFeatureTexts(flowTexts)
  const showError = useErrorToast()
  const [name, setName] = useState('')
  const [nodes, setNodes, onNodesChange] = useNodesState<CanvasNode>([])
  const [edges, setEdges, onEdgesChange] = useEdgesState<Edge>([])
  const [menuOpen, setMenuOpen] = useState(false)
  const [editing, setEditing] = useState<Editing>()
  const [saving, setSaving] = useState(false)
  /** Whether the stored flow has been read, and whether it had nodes to fit in view. */
  const [loaded, setLoaded] = useState<{ hadNodes: boolean }>()
  /** Signed preview links of the stored files the flow names, by storage key (GET and save answers). */
  const [mediaLinks, setMediaLinks] = useState<Record<string, string>>({})
  const variables = useMemo(() => savedVariables(nodes), [nodes])

  const stored = useQuery({
    queryKey: flowKeys.flow(flowId),
    queryFn: () => dataOf(atendo.GET('/api/flowbuilder/flow/{id}', { params: { path: { id: flowId } } })),
    // Not kept once the canvas closes: opened again, it must draw the flow as last saved.
    gcTime: 0,
  })
  const storedFlow = stored.data?.flow
  // The stored flow is drawn once; from then on the canvas is what the user edits, and a later
  // answer (after a reconnection) must not undo the edits.
  useEffect(() => {
    if (!storedFlow || loaded) return
    setName(storedFlow.name)
    const document = storedFlow.flow as { nodes: StoredNode[]; connections: StoredConnection[] } | null
    const restored = toCanvas(document?.nodes ?? [], document?.connections ?? [])
    setNodes(restored.nodes)
    setEdges(restored.edges)
    setMediaLinks(storedFlow.mediaLinks)
    setLoaded({ hadNodes: restored.nodes.length > 0 })
  }, [storedFlow, loaded, setNodes, setEdges])

  const onConnect = useCallback(
    (connection: Connection) => setEdges((current) => addEdge(connection, current)),
    [setEdges],
  )

  const remove = useCallback(
    (id: string) => {
      // §4: deleting a node removes every connection touching it.
      setNodes((current) => current.filter((node) => node.id !== id))
      setEdges((current) => current.filter((edge) => edge.source !== id && edge.target !== id))
    },
    [setNodes, setEdges],
  )
  const duplicate = useCallback(
    (id: string) =>
      setNodes((current) => {
        const original = current.find((node) => node.id === id)
        if (!original) return current
        const copy = {
          ...original,
          id: newNodeId(),
          selected: false,
          position: placeDuplicate(current, original),
          data: structuredClone(original.data),
        }
        return [...current, copy]
      }),
    [setNodes],
  )
  const actions = useMemo(() => ({ duplicate, remove }), [duplicate, remove])

  const choose = (kind: FlowKind) => {
    setMenuOpen(false)
    if (kind === 'start') {
      setNodes((current) =>
        current.some((node) => node.type === 'start')
          ? current
          : [...current, { id: newNodeId(), type: 'start', position: placeNew(current), data: {} }],
      )
      return
    }
    setEditing({ kind })
  }
  const saveNode = (data: FlowNodeData, links: Record<string, string> = {}) => {
    if (!editing) return
    setMediaLinks((current) => ({ ...current, ...links }))
    const { kind, id } = editing
    setEditing(undefined)
    setNodes((current) =>
      id
        ? current.map((node) => (node.id === id ? { ...node, data } : node))
        : [...current, { id: newNodeId(), type: kind, position: placeNew(current), data }],
    )
    if (kind === 'singleBlock') toast.success(tx('content.added'))
  }
  const onNodeDoubleClick: NodeMouseHandler<CanvasNode> = (_, node) => {
    if (node.type === 'start') return
    setEditing({ kind: node.type as FlowKind, id: node.id, data: node.data })
  }
  // §2: clicking an edge clears the highlights.
  const onEdgeClick = () =>
    setNodes((current) => current.map((node) => (node.selected ? { ...node, selected: false } : node)))

  const save = async () => {
    setSaving(true)
    try {
      const document = toStored(nodes, edges)
      const { flow } = await dataOf(
        atendo.POST('/api/flowbuilder/flow', { body: { idFlow: flowId, ...document } as never }),
      )
      setMediaLinks(flow.mediaLinks)
      toast.success(tx('flows.saved'))
    } catch (error) {
      showError(error)
    } finally {
      setSaving(false)
    }
  }

  return (
    <section className="flow-canvas-page" aria-labelledby="flow-canvas-title">
      <header className="flow-canvas-header">
        <Link to={backTo} aria-label={tx('canvas.back')} className="button button-small">
          ←
        </Link>
        <div>
          <h1 id="flow-canvas-title">{tx('canvas.title')}</h1>
          <p>
            {name} · {tx('canvas.reminder')}
          </p>
        </div>
        <button type="button" className="button button-primary" onClick={() => void save()} disabled={saving}>
          {tx('canvas.save')}
        </button>
      </header>
      <div className="flow-canvas-body">
        <div className="flow-canvas" data-testid="flow-canvas">
          <NodeActions.Provider value={actions}>
            {loaded ? (
              <ReactFlow
                nodes={nodes}
                edges={edges}
                nodeTypes={nodeTypes}
                onNodesChange={onNodesChange}
                onEdgesChange={onEdgesChange}
                onConnect={onConnect}
                onNodeDoubleClick={onNodeDoubleClick}
                onEdgeClick={onEdgeClick}
                deleteKeyCode={['Backspace', 'Delete']}
                zoomOnDoubleClick={false}
                // A drawn flow is fitted in view once loaded; a new one starts at the origin, 1:1.
                fitView={loaded.hadNodes}
                fitViewOptions={{ maxZoom: 1 }}
              >
                <Background />
                <Controls showInteractive={false} />
              </ReactFlow>
            ) : stored.isError ? (
              <ErrorState onRetry={() => void stored.refetch()} />
            ) : (
              <LoadingState />
            )}
          </NodeActions.Provider>
          <div className="flow-add-menu">
            <button
              type="button"
              className="button button-primary flow-add-button"
              aria-expanded={menuOpen}
              aria-label={tx('canvas.addNode')}
              onClick={() => setMenuOpen((open) => !open)}
            >
              <Icon name="plus" size={20} />
            </button>
            {menuOpen ? (
              <ul className="flow-add-list">
                {menuKinds.map((kind) => (
                  <li key={kind}>
                    <button type="button" onClick={() => choose(kind)}>
                      {tx(kindLabel(kind))}
                    </button>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        </div>
        <aside className="flow-variables" aria-label={tx('canvas.variables')}>
          <h2>{tx('canvas.variables')}</h2>
          {variables.length === 0 ? <p>{tx('canvas.noVariables')}</p> : null}
          <ul>
            {variables.map((variable) => (
              <li key={variable}>
                <code>{variable}</code>
              </li>
            ))}
          </ul>
        </aside>
      </div>
      {editing?.kind === 'singleBlock' ? (
        <ContentDialog
          data={editing.data}
          variables={variables}
          links={mediaLinks}
          onSave={saveNode}
          onClose={() => setEditing(undefined)}
        />
      ) : editing?.kind === 'img' || editing?.kind === 'audio' || editing?.kind === 'video' ? (
        <MediaNodeDialog
          kind={editing.kind}
          data={editing.data}
          links={mediaLinks}
          onSave={saveNode}
          onClose={() => setEditing(undefined)}
        />
      ) : editing ? (
        <NodeDialog
          kind={editing.kind}
          data={editing.data}
          variables={variables}
          onSave={saveNode}
          onClose={() => setEditing(undefined)}
        />
      ) : null}
    </section>
  )
}
