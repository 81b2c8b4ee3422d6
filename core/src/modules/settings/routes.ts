import { AppError, multipartFile, PLATFORM_COMPANY_ID } from '@atendo/plugin-api'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { platformEm } from '../../kernel/db/orm.ts'
import { readImageUpload } from '../../kernel/storage/image-upload.ts'
import { Company } from '../companies/index.ts'
import { announceGlobalSetting } from './announce-global-setting.ts'
import { companyOptionCatalogue, readCompanySettings, saveCompanySetting } from './company-settings.ts'
import { logoSettingOfMode } from './global-setting-keys.ts'
import {
  listGlobalSettings,
  putGlobalSetting,
  readGlobalSetting,
  writeGlobalSetting,
} from './global-settings.ts'
import { publicSettingValue } from './public-setting.ts'
import {
  CompanyIdParamsSchema,
  CompanySettingBodySchema,
  CompanySettingOneQuerySchema,
  CompanySettingsSchema,
  SettingBodySchema,
  SettingKeyParamsSchema,
  SettingSchema,
} from './schemas.ts'

const tags = ['settings']

/** Largest whitelabel logo accepted. */
const MAX_LOGO_BYTES = 2 * 1024 * 1024

/** Company options (administration.md §3) and the platform's global settings. */
export const settingRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { kernel } = fastify
  const catalogue = companyOptionCatalogue(kernel.contributions.companyOptions)

  fastify.get(
    '/companySettings/:companyId',
    {
      schema: {
        tags,
        summary: "Every company option with its value (defaults filled in); another company's only for super",
        params: CompanyIdParamsSchema,
        response: { 200: CompanySettingsSchema },
      },
    },
    async (request) => {
      const { companyId } = request.params
      const { caller } = request
      if (companyId !== caller.companyId) {
        if (!caller.super) throw new AppError('ERR_COMPANY_NOT_FOUND')
        if (!(await platformEm(kernel.orm, 'super-admin').count(Company, { id: companyId })))
          throw new AppError('ERR_COMPANY_NOT_FOUND')
      }
      const em = companyId === caller.companyId ? request.em : platformEm(kernel.orm, 'super-admin')
      return { companyId, ...(await readCompanySettings(em, companyId, catalogue)) }
    },
  )

  fastify.get(
    '/companySettingOne',
    {
      schema: {
        tags,
        summary: "One option of the caller's company",
        querystring: CompanySettingOneQuerySchema,
        response: { 200: SettingSchema },
      },
    },
    async (request) => {
      const key = request.query.column
      if (!catalogue.has(key)) throw new AppError('ERR_NO_SETTING_FOUND')
      const values = await readCompanySettings(request.em, request.caller.companyId, catalogue)
      return { key, value: values[key]! }
    },
  )

  fastify.put(
    '/companySettings',
    {
      config: { access: { profile: 'admin' } },
      schema: {
        tags,
        summary: "Change one option of the caller's company (admin)",
        body: CompanySettingBodySchema,
        response: { 200: SettingSchema },
      },
    },
    async (request) => {
      const { companyId } = request.caller
      const setting = await saveCompanySetting(
        request.em,
        companyId,
        catalogue,
        request.body.column,
        request.body.data,
      )
      kernel.realtime
        .toCompany(companyId)
        .emit(`company-${companyId}-settings`, { action: 'update', setting })
      return setting
    },
  )

  fastify.get(
    '/settings',
    {
      schema: {
        tags,
        summary: 'Global settings: all for the super admin (secrets masked), the non-secret ones for others',
        response: { 200: Type.Array(SettingSchema) },
      },
    },
    async (request) =>
      listGlobalSettings(
        platformEm(kernel.orm, 'super-admin'),
        kernel.storage,
        request.caller.super ? 'super' : 'user',
      ),
  )

  fastify.get(
    '/setting/:key',
    {
      schema: {
        tags,
        summary: 'One global setting',
        params: SettingKeyParamsSchema,
        response: { 200: SettingSchema },
      },
    },
    async (request) =>
      readGlobalSetting(
        platformEm(kernel.orm, 'super-admin'),
        kernel.storage,
        request.params.key,
        request.caller.super ? 'super' : 'user',
      ),
  )

  fastify.put(
    '/settings/:key',
    {
      config: { access: { super: true } },
      schema: {
        tags,
        summary: 'Change one global setting (super admin)',
        params: SettingKeyParamsSchema,
        body: SettingBodySchema,
        response: { 200: SettingSchema },
      },
    },
    async (request) => {
      const setting = await writeGlobalSetting(
        platformEm(kernel.orm, 'super-admin'),
        kernel.storage,
        request.params.key,
        request.body.value,
      )
      await announceGlobalSetting(kernel.realtime, setting, request.caller.companyId)
      return setting
    },
  )

  fastify.get(
    '/public-settings/:key',
    {
      config: { access: { public: true } },
      schema: {
        tags,
        summary:
          'A whitelabel setting (colours, name, logos) or userCreation, without a token: its bare value',
        description:
          "The value as a JSON string, as the family's theme builders read it: the default when never saved, '' for a key that is not public (allowSignup reads userCreation).",
        params: SettingKeyParamsSchema,
        response: { 200: Type.String() },
      },
    },
    async (request, reply) => {
      const value = await publicSettingValue(
        platformEm(kernel.orm, 'super-admin'),
        kernel.storage,
        request.params.key,
      )
      // A JSON string, as their servers' res.json(value) sends it (Fastify would send text/plain).
      return reply.type('application/json; charset=utf-8').send(JSON.stringify(value))
    },
  )

  fastify.post(
    '/settings-whitelabel/logo',
    {
      config: { access: { super: true } },
      schema: {
        tags,
        summary: 'Upload a whitelabel logo (multipart typeArch=logo, mode Light|Dark|Favicon, file)',
        consumes: ['multipart/form-data'],
        multipartForm: Type.Object({
          file: multipartFile('the logo image (the field may also be named logo or image)'),
          mode: Type.Union([Type.Literal('Light'), Type.Literal('Dark'), Type.Literal('Favicon')]),
          typeArch: Type.Optional(Type.String({ description: 'sent by the back office ("logo")' })),
        }),
        response: { 200: SettingSchema },
      },
    },
    async (request) => {
      const upload = await readImageUpload(request, ['file', 'logo', 'image'], MAX_LOGO_BYTES)
      const mode = upload.fields.mode as keyof typeof logoSettingOfMode | undefined
      const key = mode && Object.hasOwn(logoSettingOfMode, mode) ? logoSettingOfMode[mode] : undefined
      if (!key) {
        throw new AppError('ERR_VALIDATION', {
          message: 'mode must be Light, Dark or Favicon',
          fields: [{ field: 'mode', message: 'must be Light, Dark or Favicon' }],
        })
      }
      const stored = await kernel.storage.save(PLATFORM_COMPANY_ID, upload.image.content, upload.image)
      const setting = await putGlobalSetting(
        platformEm(kernel.orm, 'super-admin'),
        kernel.storage,
        key,
        stored.key,
      )
      await announceGlobalSetting(kernel.realtime, setting, request.caller.companyId)
      return setting
    },
  )
}
