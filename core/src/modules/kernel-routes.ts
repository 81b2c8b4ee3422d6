import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { authRoutes } from './auth/routes.ts'
import { planRoutes } from './plans/routes.ts'
import { pluginUiRoutes } from './plugins-ui/routes.ts'

/** Every kernel module's routes, mounted under /api. */
export const kernelRoutes: FastifyPluginAsyncTypebox = async (api) => {
  await api.register(authRoutes)
  await api.register(planRoutes)
  await api.register(pluginUiRoutes)
}
