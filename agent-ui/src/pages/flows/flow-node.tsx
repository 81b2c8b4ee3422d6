import { Handle, type NodeProps, Position } from '@xyflow/react'
import { createContext, useContext } from 'react'
import { Icon } from '../../components/icon.tsx'
import { useFeatureTexts } from '../../i18n/feature-texts.ts'
import { flowTexts } from '../../i18n/flow-texts.ts'
import { type CanvasNode, exitsOf, kindLabel } from './flow-model.ts'

/** What a node's icons do: the canvas provides them. */
export const NodeActions = createContext<{ duplicate(id: string): void; remove(id: string): void }>({
  duplicate: () => undefined,
  remove: () => undefined,
})

/** A short line of what a node does, from its data. */
function summaryOf(node: Pick<CanvasNode, 'type' | 'data'>): string {
  const data = node.data
  switch (node.type) {
    case 'message':
      return String(data.label ?? '')
    case 'menu':
    case 'question':
      return String(data.message ?? '')
    case 'interval':
      return `${data.sec ?? ''} s`
    case 'randomizer':
      return `${data.percent ?? 0}% / ${100 - Number(data.percent ?? 0)}%`
    case 'ticket':
      return String(data.name ?? '')
    case 'condition':
      return `${data.key ?? ''} ${data.condition ?? ''} ${data.value ?? ''}`
    case 'singleBlock':
      return ((data.elements as { type: string; value: string }[] | undefined) ?? [])
        .map((element) => (element.type === 'message' ? element.value : element.type))
        .join(' · ')
    default:
      return String(data.name ?? data.url ?? '')
  }
}

/** Every kind of node on the canvas: its name, what it does, its entry and its exits, and its icons. */
export function FlowNode({ id, type, data, selected }: NodeProps<CanvasNode>) {
  const tx = useFeatureTexts(flowTexts)
  const actions = useContext(NodeActions)
  const exits = exitsOf(type, data)
  const options = (data.arrayOption as { number: number; value: string }[] | undefined) ?? []
  const summary = type === 'start' ? tx('canvas.startLabel') : summaryOf({ type, data })
  return (
    <div className={`flow-node flow-node-${type}${selected ? ' is-highlighted' : ''}`} data-kind={type}>
      {type !== 'start' ? <Handle type="target" position={Position.Left} /> : null}
      <div className="flow-node-head">
        <strong>{tx(kindLabel(type))}</strong>
        {type !== 'start' ? (
          <span className="flow-node-icons">
            <button
              type="button"
              className="nodrag"
              aria-label={tx('canvas.duplicateNode')}
              onClick={() => actions.duplicate(id)}
            >
              <Icon name="copy" size={14} />
            </button>
            <button
              type="button"
              className="nodrag"
              aria-label={tx('canvas.deleteNode')}
              onClick={() => actions.remove(id)}
            >
              <Icon name="trash" size={14} />
            </button>
          </span>
        ) : null}
      </div>
      <p className="flow-node-summary">{summary || tx('node.empty')}</p>
      {type === 'menu' ? (
        <ol className="flow-node-exits">
          {options.map((option) => (
            <li key={option.number}>
              [{option.number}] {option.value}
              <Handle type="source" id={`a${option.number}`} position={Position.Right} />
            </li>
          ))}
        </ol>
      ) : exits && exits.length > 0 ? (
        <ol className="flow-node-exits">
          {exits.map((exit) => (
            <li key={exit}>
              {exit.toUpperCase()}
              <Handle type="source" id={exit} position={Position.Right} />
            </li>
          ))}
        </ol>
      ) : exits === undefined ? (
        <Handle type="source" position={Position.Right} />
      ) : null}
    </div>
  )
}
