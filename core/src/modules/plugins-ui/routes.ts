import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'

// The response serializer drops what is not declared here, so each new UiPanel property needs a line.
const TranslatedLabelsSchema = Type.Partial(
  Type.Object({ pt: Type.String(), en: Type.String(), es: Type.String(), tr: Type.String() }),
)

const UiPanelSchema = Type.Object({
  app: Type.Union([Type.Literal('admin'), Type.Literal('agent')]),
  kind: Type.Union([Type.Literal('resource'), Type.Literal('route')]),
  id: Type.String(),
  label: Type.String(),
  labels: Type.Optional(TranslatedLabelsSchema),
  path: Type.String(),
  icon: Type.Optional(Type.String()),
  superOnly: Type.Optional(Type.Boolean()),
  profile: Type.Optional(Type.Union([Type.Literal('admin'), Type.Literal('user')])),
  planFlag: Type.Optional(Type.String()),
  fields: Type.Optional(
    Type.Array(
      Type.Object({
        source: Type.String(),
        label: Type.String(),
        labels: Type.Optional(TranslatedLabelsSchema),
        type: Type.String(),
      }),
    ),
  ),
})

/** The screens loaded plugins add to the back office and the inbox, filtered to what the caller may see. */
export const pluginUiRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/plugins/ui',
    {
      config: { access: { allowExpired: true } },
      schema: {
        tags: ['plugins'],
        summary: 'UI panels contributed by plugins',
        response: {
          200: Type.Object({
            plugins: Type.Array(Type.Object({ id: Type.String(), version: Type.String() })),
            panels: Type.Array(UiPanelSchema),
          }),
        },
      },
    },
    async (request) => {
      const { caller } = request
      const { plugins, uiPanels } = fastify.kernel.contributions
      const isAdmin = caller.profile === 'admin' || caller.super
      const panels = uiPanels.filter(
        (panel) =>
          (!panel.superOnly || caller.super) &&
          (panel.profile !== 'admin' || isAdmin) &&
          (!panel.planFlag ||
            caller.company.planFlags[panel.planFlag as keyof typeof caller.company.planFlags]),
      )
      return { plugins, panels }
    },
  )
}
