import { AppError, type FieldProblem, type FieldRule } from '@atendo/plugin-api'
import type { FastifyError, FastifyInstance } from 'fastify'
import { errorTextOf } from './error-text.ts'
import { schemaKeywordRules } from './field-problem-schema.ts'
import { isMalformedMultipart } from './malformed-multipart.ts'
import { type UniqueConflicts, uniqueConflictOf } from './unique-conflicts.ts'

/** The body of every error answer. */
export interface ErrorEnvelope {
  /** The ERR_* code; for the already-open conflict, the family's JSON string (error-text.ts). */
  error: string
  /** Always the ERR_* code. */
  code: string
  message: string
  statusCode: number
  fields?: FieldProblem[]
  details?: Record<string, unknown>
}

function fieldProblems(error: FastifyError): FieldProblem[] {
  return (error.validation ?? []).flatMap((problem): FieldProblem[] => {
    const path = problem.instancePath.replace(/^\//, '').replaceAll('/', '.')
    const params = problem.params as { missingProperty?: string; requiredProperties?: string[] } | undefined
    // Ajv names one missing property per error; TypeBox's compiler lists them all in one error.
    const missing = params?.requiredProperties ?? (params?.missingProperty ? [params.missingProperty] : [])
    if (missing.length > 0) {
      return missing.map((property) => ({
        field: [path, property].filter(Boolean).join('.'),
        message: 'is required',
        rule: 'required',
      }))
    }
    return [
      {
        field: path || (error.validationContext ?? 'body'),
        message: problem.message ?? 'is not valid',
        ...fieldRuleOf(problem.keyword, problem.params as Record<string, unknown> | undefined),
      },
    ]
  })
}

const ruleKeywords: ReadonlySet<FieldRule> = new Set(schemaKeywordRules)

/**
 * The schema keyword a value broke, as the rule the UIs translate (`FieldProblem.rule`), so a
 * field error reads in the user's language rather than in the validator's English.
 */
export function fieldRuleOf(
  keyword: string,
  params: Record<string, unknown> = {},
): Pick<FieldProblem, 'rule' | 'limit' | 'format'> {
  const rule: FieldRule = ruleKeywords.has(keyword as FieldRule) ? (keyword as FieldRule) : 'invalid'
  return {
    rule,
    ...(typeof params.limit === 'number' ? { limit: params.limit } : {}),
    ...(rule === 'format' && typeof params.format === 'string' ? { format: params.format } : {}),
  }
}

/**
 * Turns every thrown error into the one envelope; unknown errors answer 500 without internals. A
 * unique violation answers 409, as `uniqueConflicts` says for its index.
 */
export function installErrorHandler(fastify: FastifyInstance, uniqueConflicts: UniqueConflicts = {}): void {
  fastify.setErrorHandler((thrown: FastifyError | AppError, request, reply) => {
    const error = uniqueConflictOf(thrown, uniqueConflicts) ?? thrown
    let envelope: ErrorEnvelope
    if (error instanceof AppError) {
      envelope = {
        error: errorTextOf(error) ?? error.code,
        code: error.code,
        message: error.message,
        statusCode: error.statusCode,
        ...(error.fields ? { fields: error.fields } : {}),
        ...(error.details ? { details: error.details } : {}),
      }
    } else if (error.validation) {
      const fields = fieldProblems(error)
      envelope = {
        error: 'ERR_VALIDATION',
        code: 'ERR_VALIDATION',
        message: fields.map((problem) => `${problem.field} ${problem.message}`).join('; '),
        statusCode: 400,
        fields,
      }
    } else if (isMalformedMultipart(error)) {
      envelope = {
        error: 'ERR_VALIDATION',
        code: 'ERR_VALIDATION',
        message: 'The multipart form is malformed or incomplete',
        statusCode: 400,
        fields: [{ field: 'body', message: 'is not a complete multipart form' }],
      }
    } else if (error.statusCode === 429) {
      envelope = {
        error: 'ERR_RATE_LIMITED',
        code: 'ERR_RATE_LIMITED',
        message: 'Too many requests, try again later',
        statusCode: 429,
      }
    } else if (error.code === 'FST_REQ_FILE_TOO_LARGE' || error.statusCode === 413) {
      envelope = {
        error: 'ERR_PAYLOAD_TOO_LARGE',
        code: 'ERR_PAYLOAD_TOO_LARGE',
        message: 'The upload is too large',
        statusCode: 413,
      }
    } else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      envelope = {
        error: 'ERR_VALIDATION',
        code: 'ERR_VALIDATION',
        message: error.message,
        statusCode: error.statusCode,
      }
    } else {
      request.log.error({ err: error }, 'unhandled error')
      envelope = {
        error: 'ERR_INTERNAL',
        code: 'ERR_INTERNAL',
        message: 'An internal error occurred',
        statusCode: 500,
      }
    }
    // A 503 of a stopping process (no cause) is expected, not a fault worth an error line.
    const stopping = error instanceof AppError && error.code === 'ERR_NOT_READY' && !error.cause
    if (envelope.statusCode >= 500 && error instanceof AppError && !stopping)
      request.log.error({ err: error }, error.message)
    return reply.status(envelope.statusCode).send(envelope)
  })

  fastify.setNotFoundHandler((request, reply) => {
    const envelope: ErrorEnvelope = {
      error: 'ERR_ROUTE_NOT_FOUND',
      code: 'ERR_ROUTE_NOT_FOUND',
      message: `Route ${request.method} ${request.url.split('?')[0]} not found`,
      statusCode: 404,
    }
    return reply.status(404).send(envelope)
  })
}
