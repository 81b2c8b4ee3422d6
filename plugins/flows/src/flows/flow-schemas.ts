import { idSchema } from '@atendo/plugin-api'
import { Type } from 'typebox'
import { nodeKinds } from './node-kinds.ts'

/** A node's id: the editor makes 30 random alphanumerics (§9); imported flows may use any such name. */
export const NodeId = Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' })
const handle = Type.Union([Type.String({ maxLength: 64 }), Type.Null()])

export const FlowNode = Type.Object(
  {
    id: NodeId,
    type: Type.Union(nodeKinds.map((kind) => Type.Literal(kind))),
    position: Type.Object({
      x: Type.Number({ minimum: -1e6, maximum: 1e6 }),
      y: Type.Number({ minimum: -1e6, maximum: 1e6 }),
    }),
    // Checked per kind on save (node-kinds.ts); docs/flows.md lists each kind's fields.
    data: Type.Record(Type.String(), Type.Unknown(), {
      description:
        "The kind's fields (docs/flows.md): message {label}, interval {sec}, menu {message, arrayOption[]}...",
    }),
  },
  { additionalProperties: true },
)

export const FlowConnection = Type.Object(
  {
    id: Type.Optional(Type.String({ maxLength: 200 })),
    source: NodeId,
    target: NodeId,
    sourceHandle: Type.Optional(handle),
    targetHandle: Type.Optional(handle),
  },
  {
    additionalProperties: true,
    description:
      'An edge. sourceHandle picks the branch: a menu option `a{number}`, a randomizer `a` (percent) or `b`, a condition `a` (true) or `b` (false); other nodes have one exit (any handle).',
  },
)

export const FlowDocument = Type.Object({
  nodes: Type.Array(FlowNode, { maxItems: 500 }),
  connections: Type.Array(FlowConnection, { maxItems: 2000 }),
})

export const FlowIdParams = Type.Object({ id: idSchema() })
const name = Type.String({ minLength: 2, maxLength: 50, pattern: '\\S' })

export const CreateFlowBody = Type.Object({ name })
export const RenameFlowBody = Type.Object({ flowId: idSchema(), name, active: Type.Optional(Type.Boolean()) })
export const DuplicateFlowBody = Type.Object({ flowId: idSchema() })
export const SaveFlowBody = Type.Object({ idFlow: idSchema(), ...FlowDocument.properties })

export const FlowSummary = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  active: Type.Boolean(),
  companyId: Type.Integer(),
  createdAt: Type.String(),
  updatedAt: Type.String(),
})

export const FlowWithDocument = Type.Object({
  ...FlowSummary.properties,
  flow: Type.Union([FlowDocument, Type.Null()]),
  mediaLinks: Type.Record(Type.String(), Type.String(), {
    description: 'signed /public/... preview links of the stored files the flow names, by storage key',
  }),
})
