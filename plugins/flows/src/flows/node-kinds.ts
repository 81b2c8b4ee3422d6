import { type Static, type TSchema, Type } from 'typebox'

/**
 * What each kind of node keeps in `data` (administration.md §3 "Node data", docs/flows.md). The
 * save checks a node's data against its kind's schema and refuses the flow naming the node.
 */
const text = (maxLength: number) => Type.String({ maxLength })
const answerKey = Type.String({ minLength: 1, maxLength: 50, pattern: '^[A-Za-z_][A-Za-z0-9_]*$' })
/** §9: 0 < seconds <= 120. */
const seconds = Type.Number({ exclusiveMinimum: 0, maximum: 120 })
/** A file stored by POST /flowbuilder/content, /img or /audio: the `name` (storage key) they answer. */
const mediaRef = Type.String({ minLength: 1, maxLength: 500 })

export const MenuOption = Type.Object({
  number: Type.Integer({ minimum: 0, maximum: 999 }),
  value: Type.String({ minLength: 1, maxLength: 200 }),
})

/** One card of a content node (`singleBlock`), in `seq` order. */
export const ContentElement = Type.Object({
  /** The card's id, as `seq` names it: message1, interval2, img3... */
  number: Type.String({ minLength: 1, maxLength: 40 }),
  type: Type.Union([
    Type.Literal('message'),
    Type.Literal('interval'),
    Type.Literal('img'),
    Type.Literal('audio'),
    Type.Literal('video'),
  ]),
  /** The text, the seconds (as text) or the stored file. */
  value: Type.String({ minLength: 1, maxLength: 4000 }),
  original: Type.Optional(text(255)),
  record: Type.Optional(Type.Boolean()),
})

/** The condition node's comparisons on a saved variable. */
export const conditionOperators = ['==', '!=', 'contains', '>', '<', '>=', '<=', 'empty', 'filled'] as const

export const nodeData = {
  start: Type.Object({ label: Type.Optional(text(100)) }),
  message: Type.Object({ label: Type.String({ minLength: 1, maxLength: 4000 }) }),
  interval: Type.Object({ sec: seconds }),
  condition: Type.Object({
    key: answerKey,
    condition: Type.Union(conditionOperators.map((operator) => Type.Literal(operator))),
    value: Type.Optional(text(200)),
  }),
  menu: Type.Object({
    message: Type.String({ minLength: 1, maxLength: 4000 }),
    arrayOption: Type.Array(MenuOption, { minItems: 1, maxItems: 50 }),
  }),
  img: Type.Object({ url: mediaRef }),
  video: Type.Object({ url: mediaRef }),
  audio: Type.Object({ url: mediaRef, record: Type.Optional(Type.Boolean()) }),
  /** §9: step 10 in 0 to 100; branch `a` takes `percent`, `b` the rest. */
  randomizer: Type.Object({ percent: Type.Integer({ minimum: 0, maximum: 100, multipleOf: 10 }) }),
  singleBlock: Type.Object({
    seq: Type.Array(Type.String({ minLength: 1, maxLength: 40 }), { minItems: 1, maxItems: 50 }),
    elements: Type.Array(ContentElement, { minItems: 1, maxItems: 50 }),
  }),
  ticket: Type.Object({
    queueId: Type.Integer({ minimum: 1, maximum: 2147483647 }),
    name: Type.Optional(text(100)),
  }),
  question: Type.Object({ message: Type.String({ minLength: 1, maxLength: 4000 }), answerKey }),
  /** Run by another plugin (`flowNodeRuntimes`): its fields are that plugin's (§3 Typebot, OpenAI node). */
  typebot: Type.Record(Type.String(), Type.Unknown()),
  openai: Type.Record(Type.String(), Type.Unknown()),
} satisfies Record<string, TSchema>

export type NodeKind = keyof typeof nodeData
export const nodeKinds = Object.keys(nodeData) as NodeKind[]
/** Kinds another plugin runs: the save refuses them when no plugin provides their runtime. */
export const delegatedKinds: readonly NodeKind[] = ['typebot', 'openai']

export type NodeData<Kind extends NodeKind> = Static<(typeof nodeData)[Kind]>
