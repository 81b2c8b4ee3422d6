/** A JSON Schema as the OpenAPI document carries a route's body (the subset our TypeBox schemas use). */
export interface JsonSchema {
  type?: string | string[]
  properties?: Record<string, JsonSchema>
  required?: string[]
  items?: JsonSchema
  anyOf?: JsonSchema[]
  oneOf?: JsonSchema[]
  enum?: unknown[]
  const?: unknown
  format?: string
  pattern?: string
  minLength?: number
  maxLength?: number
  minimum?: number
  maximum?: number
  minItems?: number
  default?: unknown
}

/** What a sample is filled with: the integer for id-like fields, and a text for free strings. */
export interface SampleOptions {
  /** Used for integer properties whose name ends in `Id` (or is `id`), e.g. another company's id. */
  id: number
  text?: string
}

/** Strings tried against a `pattern`, in order; the first that matches is used. */
const patternCandidates = [
  '#a1b2c3',
  'https://example.com/',
  '5511987654321',
  '12:00',
  '2026-12-01',
  'abcdefghij',
  'abc-def',
  'ABC123',
  '1',
  'a',
]

function sampleString(schema: JsonSchema, text: string): string {
  switch (schema.format) {
    case 'email':
      return 'sample@example.com'
    case 'date':
      return '2026-12-01'
    case 'date-time':
      return new Date(Date.now() + 86_400_000).toISOString()
    case 'uuid':
      return '00000000-0000-4000-8000-000000000000'
    case 'uri':
      return 'https://example.com/'
    case 'time':
      return '12:00'
  }
  if (schema.pattern) {
    const pattern = new RegExp(schema.pattern)
    const match = patternCandidates.find((candidate) => pattern.test(candidate))
    if (match) return match
  }
  let value = text
  if (schema.minLength && value.length < schema.minLength) value = value.padEnd(schema.minLength, 'x')
  if (schema.maxLength !== undefined && value.length > schema.maxLength)
    value = value.slice(0, schema.maxLength)
  return value
}

/**
 * Test-only: a value that satisfies a route's body schema well enough to get past validation, so a
 * test can reach what the route does with it (e.g. whether it touches another company's rows).
 * Required properties only; the first non-null choice of a union; the first enum value.
 *
 * @example
 * const body = sampleOf(document.paths['/api/tickets/{id}'].put.requestBody.content['application/json'].schema, { id: 7 })
 */
export function sampleOf(schema: JsonSchema, options: SampleOptions, name = ''): unknown {
  const text = options.text ?? 'Sample text'
  if (schema.const !== undefined) return schema.const
  if (schema.enum && schema.enum.length > 0) return schema.enum[0]
  const choices = schema.anyOf ?? schema.oneOf
  if (choices) {
    const choice = choices.find((option) => option.type !== 'null') ?? choices[0]!
    return sampleOf(choice, options, name)
  }
  const type = Array.isArray(schema.type) ? schema.type.find((one) => one !== 'null') : schema.type
  switch (type) {
    case 'object': {
      const sample: Record<string, unknown> = {}
      for (const key of schema.required ?? []) {
        const property = schema.properties?.[key]
        if (property) sample[key] = sampleOf(property, options, key)
      }
      return sample
    }
    case 'array': {
      const count = Math.max(schema.minItems ?? 0, 0)
      return Array.from({ length: count }, () => sampleOf(schema.items ?? {}, options, name))
    }
    case 'integer':
    case 'number': {
      if (name === 'id' || name.endsWith('Id')) return options.id
      const low = schema.minimum ?? 1
      return schema.maximum !== undefined ? Math.min(low, schema.maximum) : low
    }
    case 'boolean':
      return false
    case 'string':
      return sampleString(schema, text)
    default:
      return schema.default ?? null
  }
}
