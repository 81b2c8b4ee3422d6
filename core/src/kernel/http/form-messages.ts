import type { FastifySchemaValidationError } from 'fastify'

/** The message a form shows per field and failed rule, e.g. `{ name: { minLength: 'Too Short!' } }`. */
export type FormMessages = Record<string, Partial<Record<string, string>>>

/**
 * A route's `schemaErrorFormatter` that words schema failures the way the specification's forms do
 * ('Too Short!', 'Too Long!', 'Invalid email'), so the answer names the same text the form shows.
 * The rules stay declared in the TypeBox schema; only their wording is chosen here. A field is
 * matched by its property name wherever it sits (`chatbots.0.options.1.name` is `name`).
 *
 * @example
 * fastify.post('/queue', { schemaErrorFormatter: formMessages({ name: { minLength: 'Too Short!' } }), schema }, handler)
 */
export function formMessages(messages: FormMessages) {
  return (errors: FastifySchemaValidationError[], dataVar: string): Error => {
    for (const problem of errors) {
      const property = problem.instancePath
        .split('/')
        .filter((segment) => segment !== '' && !/^\d+$/.test(segment))
        .at(-1)
      const worded = property ? messages[property]?.[problem.keyword] : undefined
      // The error handler builds the field list from these objects, so the wording is set on them.
      if (worded) (problem as { message?: string }).message = worded
    }
    return new Error(`${dataVar} ${errors.map((problem) => problem.message).join(', ')}`)
  }
}

/** The user and queue forms' name rule (inbox.md §5, administration.md §5). */
export const nameMessages = { minLength: 'Too Short!', maxLength: 'Too Long!' }
