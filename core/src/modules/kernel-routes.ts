import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { authRoutes, revokeUserSessions } from './auth/index.ts'
import { forgetBotState } from './chatbot/index.ts'
import { companyPlanRoutes, companyRoutes } from './companies/index.ts'
import { connectionRoutes, connectionSessionRoutes } from './connections/index.ts'
import { contactImportRoutes, contactRoutes, tagContactHooks } from './contacts/index.ts'
import { dashboardRoutes, momentsRoutes } from './dashboard/index.ts'
import {
  interactiveMessageRoutes,
  messageRoutes,
  sendTextMessage,
  transcriptionRoutes,
} from './messages/index.ts'
import { planRoutes } from './plans/index.ts'
import { pluginUiRoutes } from './plugins-ui/index.ts'
import { chatbotRoutes, queueRoutes } from './queues/index.ts'
import { quickMessageRoutes } from './quick-messages/index.ts'
import { requestRating } from './ratings/index.ts'
import { reportRoutes } from './reports/index.ts'
import { scheduleRoutes } from './schedules/index.ts'
import { settingRoutes } from './settings/index.ts'
import { tagRoutes } from './tags/index.ts'
import { regroupUserSockets, ticketRoutes, ticketsLeavingWith } from './tickets/index.ts'
import { companyUserHooks, queueUserHooks, userRoutes } from './users/index.ts'
/** Every kernel module's routes, mounted under /api. */
export const kernelRoutes: FastifyPluginAsyncTypebox = async (api) => {
  await api.register(authRoutes)
  await api.register(planRoutes)
  // A company's plan: its route was the plans module's last, and keeps its place in the API document.
  await api.register(companyPlanRoutes)
  await api.register(companyRoutes, companyUserHooks)
  await api.register(connectionRoutes)
  await api.register(connectionSessionRoutes)
  await api.register(pluginUiRoutes)
  await api.register(ticketRoutes, {
    requestRating,
    forgetBotState,
    sendText: (em, ticket, body, options) => sendTextMessage(api.kernel, em, ticket, body, options),
  })
  await api.register(momentsRoutes)
  await api.register(dashboardRoutes)
  await api.register(reportRoutes)
  await api.register(messageRoutes)
  await api.register(interactiveMessageRoutes)
  await api.register(transcriptionRoutes)
  await api.register(contactRoutes, ticketsLeavingWith(api.kernel.realtime))
  await api.register(contactImportRoutes)
  await api.register(tagRoutes, tagContactHooks(api.kernel))
  await api.register(quickMessageRoutes)
  await api.register(scheduleRoutes)
  await api.register(queueRoutes, queueUserHooks)
  await api.register(chatbotRoutes, queueUserHooks)
  await api.register(userRoutes, { revokeUserSessions, regroupUserSockets })
  await api.register(settingRoutes)
}
