// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { noteProblem } from './ticket-notes.tsx'

describe('note rule (inbox.md §5)', () => {
  it('is required and has at least 2 characters', () => {
    expect(noteProblem('  ')).toBe('validation.required')
    expect(noteProblem(' a ')).toBe('validation.tooShort')
    expect(noteProblem('ok')).toBeUndefined()
  })
})
