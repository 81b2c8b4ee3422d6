import type { ContactImportKey } from '../../../i18n/contact-import-texts.ts'
import type { FeatureTranslate } from '../../../i18n/feature-texts.ts'
import type { MessageKey } from '../../../i18n/pt.ts'

/** One problem of one row as the server names it (`FieldProblem`, `ImportRowError`). */
export interface RowProblem {
  field: string
  /** English: shown only when the screen does not know the rule. */
  message: string
  rule?: string
  limit?: number
  format?: string
  /** For ERR_DUPLICATED_CONTACT in a file: the earlier row with the same number. */
  firstRow?: number
}

const fieldLabels: Record<string, MessageKey> = {
  name: 'contacts.name',
  number: 'contacts.number',
  email: 'contacts.email',
  tags: 'contacts.tags',
}

/** What the problem's rule says, in the user's language; undefined for a rule this screen does not know. */
function ruleText(problem: RowProblem, tx: FeatureTranslate<ContactImportKey>): string | undefined {
  const limit = { limit: problem.limit ?? '' }
  switch (problem.rule) {
    case 'required':
      return tx('import.rule.required')
    case 'minLength':
      return problem.field === 'tags'
        ? tx('import.rule.tagMinLength', limit)
        : tx('import.rule.minLength', limit)
    case 'maxLength':
      return tx('import.rule.maxLength', limit)
    case 'minimum':
      return tx('import.rule.minimum', limit)
    case 'maximum':
      return tx('import.rule.maximum', limit)
    case 'format':
      return problem.format === 'email' ? tx('import.rule.email') : tx('import.rule.invalid')
    case 'pattern':
      return tx('import.rule.pattern')
    case 'type':
    case 'invalid':
      return tx('import.rule.invalid')
    case 'phoneNumber':
      return tx('import.rule.phoneNumber')
    case 'missingColumn':
      return tx('import.rule.missingColumn')
    case 'ERR_DUPLICATED_CONTACT':
      return problem.firstRow === undefined
        ? tx('import.rule.duplicatedContact')
        : tx('import.rule.repeatedRow', { row: problem.firstRow })
    default:
      return undefined
  }
}

/**
 * A row's problem as the import screen shows it: the field's label and what is wrong, worded from
 * the problem's rule in the user's language; the server's English message only for a rule this
 * screen does not know (one added later).
 */
export function rowProblemText(problem: RowProblem, tx: FeatureTranslate<ContactImportKey>): string {
  const label = fieldLabels[problem.field] ? tx(fieldLabels[problem.field]!) : problem.field
  return `${label}: ${ruleText(problem, tx) ?? problem.message}`
}
