import announcementsPlugin from '@atendo/plugin-announcements'
import helpsPlugin from '@atendo/plugin-helps'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ApiClient, startTestApp, type TestApp } from '../../testing/index.ts'

interface Operation {
  summary?: string
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, { format?: string }> } }> }
  responses: Record<string, { content?: { 'application/json'?: { schema: { $ref?: string } } } }>
}

let testApp: TestApp
let document: {
  paths: Record<string, Record<string, Operation>>
  components: { schemas: Record<string, { properties: Record<string, unknown>; required: string[] }> }
}

beforeAll(async () => {
  testApp = await startTestApp({ plugins: [helpsPlugin, announcementsPlugin] })
  document = (await new ApiClient(testApp.url).get('/api/openapi.json')).body
})

afterAll(async () => {
  await testApp?.close()
})

const operations = () =>
  Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      key: `${method.toUpperCase()} ${path}`,
      operation,
    })),
  )

describe('the OpenAPI document', () => {
  it('lists the health and version routes', () => {
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/healthz', '/readyz', '/api/version']),
    )
    expect(document.paths['/readyz']!.get!.summary).toMatch(/Readiness/)
  })

  it('declares the error envelope once and refers to it for every 4XX and 5XX answer', () => {
    expect(document.components.schemas.ErrorEnvelope).toMatchObject({
      required: ['error', 'message', 'statusCode'],
      properties: { error: expect.any(Object), fields: expect.any(Object), details: expect.any(Object) },
    })
    const envelope = { $ref: '#/components/schemas/ErrorEnvelope' }
    const missing = operations().filter(
      ({ operation }) =>
        operation.responses['4XX']?.content?.['application/json']?.schema.$ref !== envelope.$ref ||
        operation.responses['5XX']?.content?.['application/json']?.schema.$ref !== envelope.$ref,
    )
    expect(missing.map(({ key }) => key)).toEqual([])
    expect(operations().length).toBeGreaterThan(60)
  })

  it('documents the multipart form of every upload route', () => {
    const uploads = operations().filter(
      ({ key }) =>
        /^POST .*\/media-upload$/.test(key) ||
        key === 'POST /api/contacts/upload' ||
        key === 'POST /api/settings-whitelabel/logo',
    )
    expect(uploads.length).toBeGreaterThanOrEqual(7)
    for (const { key, operation } of uploads) {
      const form = operation.requestBody?.content['multipart/form-data']?.schema
      const files = Object.values(form?.properties ?? {}).filter((property) => property.format === 'binary')
      expect(files.length, key).toBeGreaterThanOrEqual(1)
    }
  })

  it('answers errors in the declared envelope (the schema serializes them whole)', async () => {
    const answer = await new ApiClient(testApp.url).post('/api/auth/login', {
      email: 'not-an-email',
      password: '',
    })
    expect(answer.status).toBe(400)
    expect(answer.body).toMatchObject({ error: 'ERR_VALIDATION', statusCode: 400 })
    expect(answer.body.fields.map((problem: { field: string }) => problem.field).sort()).toEqual([
      'email',
      'password',
    ])
  })
})
