import { describe, expect, it } from 'vitest'
import { ticketStatuses, workingStatuses } from '../tickets/index.ts'
import { isWorking } from './merge-contacts.ts'

describe('a contact merge and the tickets module agree on working tickets', () => {
  it('folds exactly the statuses the tickets module calls working', () => {
    expect(ticketStatuses.filter(isWorking)).toEqual([...workingStatuses])
  })
})
