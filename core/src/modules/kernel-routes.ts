import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { authRoutes } from './auth/routes.ts'
import { companyRoutes } from './companies/routes.ts'
import { connectionRoutes } from './connections/routes.ts'
import { connectionSessionRoutes } from './connections/session-routes.ts'
import { contactImportRoutes } from './contacts/import-routes.ts'
import { contactRoutes } from './contacts/routes.ts'
import { momentsRoutes } from './dashboard/moments-routes.ts'
import { dashboardRoutes } from './dashboard/routes.ts'
import { interactiveMessageRoutes } from './messages/interactive-routes.ts'
import { messageRoutes } from './messages/routes.ts'
import { transcriptionRoutes } from './messages/transcription-routes.ts'
import { planRoutes } from './plans/routes.ts'
import { pluginUiRoutes } from './plugins-ui/routes.ts'
import { chatbotRoutes } from './queues/chatbot-routes.ts'
import { queueRoutes } from './queues/routes.ts'
import { quickMessageRoutes } from './quick-messages/routes.ts'
import { reportRoutes } from './reports/routes.ts'
import { scheduleRoutes } from './schedules/routes.ts'
import { settingRoutes } from './settings/routes.ts'
import { tagRoutes } from './tags/routes.ts'
import { ticketRoutes } from './tickets/routes.ts'
import { userRoutes } from './users/routes.ts'

/** Every kernel module's routes, mounted under /api. */
export const kernelRoutes: FastifyPluginAsyncTypebox = async (api) => {
  await api.register(authRoutes)
  await api.register(planRoutes)
  await api.register(companyRoutes)
  await api.register(connectionRoutes)
  await api.register(connectionSessionRoutes)
  await api.register(pluginUiRoutes)
  await api.register(ticketRoutes)
  await api.register(momentsRoutes)
  await api.register(dashboardRoutes)
  await api.register(reportRoutes)
  await api.register(messageRoutes)
  await api.register(interactiveMessageRoutes)
  await api.register(transcriptionRoutes)
  await api.register(contactRoutes)
  await api.register(contactImportRoutes)
  await api.register(tagRoutes)
  await api.register(quickMessageRoutes)
  await api.register(scheduleRoutes)
  await api.register(queueRoutes)
  await api.register(chatbotRoutes)
  await api.register(userRoutes)
  await api.register(settingRoutes)
}
