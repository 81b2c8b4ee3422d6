import type { Caller, UiPanel } from '@atendo/plugin-api'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'

// The response serializer drops what is not declared here, so each new UiPanel property needs a line.
const TranslatedLabelsSchema = Type.Partial(
  Type.Object({ pt: Type.String(), en: Type.String(), es: Type.String(), tr: Type.String() }),
)

const UiPanelFieldSchema = Type.Object({
  source: Type.String(),
  label: Type.String(),
  labels: Type.Optional(TranslatedLabelsSchema),
  type: Type.String(),
  required: Type.Optional(Type.Boolean()),
  defaultValue: Type.Optional(Type.Union([Type.String(), Type.Number(), Type.Boolean()])),
  choices: Type.Optional(
    Type.Array(
      Type.Object({
        id: Type.Union([Type.String(), Type.Number()]),
        label: Type.String(),
        labels: Type.Optional(TranslatedLabelsSchema),
      }),
    ),
  ),
  upload: Type.Optional(
    Type.Object({
      path: Type.String(),
      accept: Type.Array(Type.String()),
      maxBytes: Type.Optional(Type.Integer()),
      nameSource: Type.Optional(Type.String()),
    }),
  ),
})

/** Who may open a panel, without its content. */
const panelAccess = {
  app: Type.Union([Type.Literal('admin'), Type.Literal('agent')]),
  kind: Type.Union([Type.Literal('resource'), Type.Literal('route')]),
  id: Type.String(),
  path: Type.String(),
  screenPath: Type.Optional(Type.String()),
  superOnly: Type.Optional(Type.Boolean()),
  profile: Type.Optional(Type.Union([Type.Literal('admin'), Type.Literal('user')])),
  planFlag: Type.Optional(Type.String()),
  permission: Type.Optional(Type.String()),
}

const UiPanelSchema = Type.Object({
  ...panelAccess,
  label: Type.String(),
  labels: Type.Optional(TranslatedLabelsSchema),
  icon: Type.Optional(Type.String()),
  readOnly: Type.Optional(Type.Boolean()),
  fields: Type.Optional(Type.Array(UiPanelFieldSchema)),
})

/**
 * Whether the caller may open a panel: super-only, admin-only, plan-flag and permission panels are
 * refused to others (admins need no permission, as on routes).
 */
function mayOpen(panel: UiPanel, caller: Caller): boolean {
  const isAdmin = caller.profile === 'admin' || caller.super
  return (
    (!panel.superOnly || caller.super) &&
    (panel.profile !== 'admin' || isAdmin) &&
    (!panel.planFlag || caller.company.planFlags[panel.planFlag] === true) &&
    (!panel.permission || isAdmin || caller.switches[panel.permission] === true)
  )
}

/**
 * The screens loaded plugins add to the back office and the inbox, filtered to what the caller may
 * see. The others are named in `refused` with only their path and the rule that keeps the caller
 * out, so a front end answers a typed-in address with the specification's refusal (a redirect
 * with "Sem permissão para acessar!", the plan message, or the no-permission view) rather than
 * "not found".
 */
export const pluginUiRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/plugins/ui',
    {
      config: { access: { allowExpired: true } },
      schema: {
        tags: ['plugins'],
        summary: 'UI panels contributed by plugins, and those the caller may not open',
        response: {
          200: Type.Object({
            plugins: Type.Array(Type.Object({ id: Type.String(), version: Type.String() })),
            panels: Type.Array(UiPanelSchema),
            refused: Type.Array(Type.Object(panelAccess)),
            errors: Type.Record(
              Type.String(),
              Type.Object({ message: Type.String(), labels: TranslatedLabelsSchema }),
              {
                description:
                  "The loaded plugins' own error codes (the error envelope's `error`), with their message in the front ends' languages",
              },
            ),
            capabilities: Type.Object({
              transcription: Type.Boolean({
                description:
                  'A loaded plugin transcribes received audios (the inbox then offers "Transcrever")',
              }),
            }),
          }),
        },
      },
    },
    async (request) => {
      const { caller } = request
      const { plugins, uiPanels } = fastify.kernel.contributions
      const panels = uiPanels.filter((panel) => mayOpen(panel, caller))
      const refused = uiPanels
        .filter((panel) => !mayOpen(panel, caller))
        .map(({ app, kind, id, path, screenPath, superOnly, profile, planFlag, permission }) => ({
          app,
          kind,
          id,
          path,
          screenPath,
          superOnly,
          profile,
          planFlag,
          permission,
        }))
      const capabilities = {
        transcription: fastify.kernel.contributions.transcriptionProviders.list().length > 0,
      }
      const errors = Object.fromEntries(
        fastify.kernel.contributions.errorCodes.map(({ code, message, labels }) => [
          code,
          { message, labels },
        ]),
      )
      return { plugins, panels, refused, errors, capabilities }
    },
  )
}
