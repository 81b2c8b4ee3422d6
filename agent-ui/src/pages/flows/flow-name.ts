import type { FlowTextKey } from '../../i18n/flow-texts.ts'

/** administration.md §5: a flow's name has 2 to 50 characters (Muito curto!, Muito longo!, Digite um nome!). */
export function flowNameProblem(name: string): FlowTextKey | undefined {
  const trimmed = name.trim()
  if (!trimmed) return 'flows.nameRequired'
  if (trimmed.length < 2) return 'flows.tooShort'
  if (trimmed.length > 50) return 'flows.tooLong'
  return undefined
}
