import type { FieldRule } from '@atendo/plugin-api'
import { Type } from 'typebox'

/** The rules named after the schema keyword a value broke (`fieldRuleOf` in error-handler.ts). */
export const schemaKeywordRules = [
  'minLength',
  'maxLength',
  'minimum',
  'maximum',
  'format',
  'pattern',
  'type',
] as const satisfies readonly FieldRule[]

/** Every `FieldRule`, once: the compiler refuses a list that misses a rule or adds another. */
const fieldRules = [
  'required',
  ...schemaKeywordRules,
  'invalid',
  'phoneNumber',
  'missingColumn',
  'ERR_DUPLICATED_CONTACT',
] as const satisfies readonly FieldRule[]
const _allRulesListed: Exclude<FieldRule, (typeof fieldRules)[number]> extends never ? true : false = true

/** `FieldProblem.rule` as the API documents it. */
export const FieldRuleSchema = Type.Enum(fieldRules, {
  description:
    'what the value broke, for clients to word in their language (docs/development.md, "Field errors")',
})

/** The members of one field problem (`FieldProblem` of the plugin API), with the rule optional. */
export const fieldProblemProperties = {
  field: Type.String(),
  message: Type.String({ description: 'in English, for logs and API users' }),
  rule: Type.Optional(FieldRuleSchema),
  limit: Type.Optional(Type.Number({ description: 'the bound of a length or range rule' })),
  format: Type.Optional(Type.String({ description: 'the format a format rule expected' })),
}
