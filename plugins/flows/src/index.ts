import { definePlugin, flowNodeRuntimes, flowStarters, inboundHandlers } from '@atendo/plugin-api'
import { defineFlowEngine } from './engine/flow-engine.ts'
import { flowInboundHandler } from './engine/flow-inbound-handler.ts'
import { flowStarter } from './engine/flow-starter.ts'
import { flowErrors } from './errors.ts'
import { flowRoutes } from './flows/flow-routes.ts'
import { flowMediaRoutes } from './media/media-routes.ts'
import { CreateFlows } from './migrations/20261128100000-flows-create.ts'
import { FlowsEarlyInput } from './migrations/20261129040000-flows-early-input.ts'
import { flowPanels } from './panels.ts'
import { phraseRoutes } from './phrases/phrase-routes.ts'

/**
 * Flow builder, flow engine and phrase campaigns (administration.md §2 "Flow builder", "Phrase
 * campaigns"; docs/flows.md): flows designed on a canvas are stored as nodes and connections,
 * checked on save, and run durably on tickets, one step at a time, through the channel contract,
 * when a connection's welcome or not-phrase flow applies, a phrase campaign matches, or a queue
 * integration hands a ticket to a flow (`flowStarters`).
 */
export default definePlugin({
  id: 'flows',
  version: '1.0.0',
  contract: '^2.1.0',
  register(context) {
    const {
      db,
      jobs,
      clock,
      realtime,
      tickets,
      queues,
      contacts,
      messages,
      connections,
      extensions,
      storage,
    } = context
    context.entities([])
    context.migrations([
      { name: '20261128100000-flows-create', class: CreateFlows },
      { name: '20261129040000-flows-early-input', class: FlowsEarlyInput },
    ])
    context.errors.declare(flowErrors)
    const runtimes = () => extensions.get(flowNodeRuntimes)
    const engine = defineFlowEngine({
      db,
      jobs,
      clock,
      tickets,
      contacts,
      messages,
      log: context.log,
      runtimes,
    })
    context.http.routes(flowRoutes, { realtime, queues, runtimes, storage })
    context.http.routes(phraseRoutes, { connections, realtime })
    context.http.routes(flowMediaRoutes, { storage })
    for (const panel of flowPanels) context.ui.panel(panel)
    extensions.provide(inboundHandlers, flowInboundHandler(engine, { connections, tickets, contacts }))
    extensions.provide(flowStarters, flowStarter(engine, db, tickets))
  },
})
