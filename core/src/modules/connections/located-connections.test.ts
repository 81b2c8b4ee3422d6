import { movableClock } from '@atendo/plugin-api'
import { describe, expect, it } from 'vitest'
import type { Kernel } from '../../kernel/kernel.ts'
import type { IConnection } from './entities.ts'
import { locatedConnections, locatedFreshForMs } from './located-connections.ts'

/** Only the clock is read. */
const kernelWith = (clock: ReturnType<typeof movableClock>) => ({ clock }) as unknown as Kernel

const connection = (token: string) => ({ id: 7, token }) as unknown as IConnection

/** A read the test answers when it wants, counting how many were made. */
function reads() {
  const pending: ((found: IConnection | undefined) => void)[] = []
  return {
    read: () =>
      new Promise<IConnection | undefined>((resolve) => {
        pending.push(resolve)
      }),
    made: () => pending.length,
    answer: (index: number, found: IConnection | undefined) => pending[index]!(found),
  }
}

describe('located connections', () => {
  it('shares one read among concurrent callers, and reads again once the second has passed', async () => {
    const clock = movableClock()
    const located = locatedConnections(kernelWith(clock))
    const database = reads()
    const first = located.locate(7, database.read)
    const second = located.locate(7, database.read)
    expect(database.made()).toBe(1)
    database.answer(0, connection('A'))
    expect(await first).toEqual(connection('A'))
    expect(await second).toEqual(connection('A'))

    await clock.advance(locatedFreshForMs - 1)
    expect(await located.locate(7, database.read)).toEqual(connection('A'))
    expect(database.made()).toBe(1)
    await clock.advance(1)
    const again = located.locate(7, database.read)
    expect(database.made()).toBe(2)
    database.answer(1, connection('B'))
    expect(await again).toEqual(connection('B'))
  })

  it('keeps no read that overlapped a change, and remembers no connection it did not find', async () => {
    const clock = movableClock()
    const located = locatedConnections(kernelWith(clock))
    const database = reads()
    const before = located.locate(7, database.read)
    // A change commits while the read is under way: the next caller does not join that read.
    located.forget(7)
    const after = located.locate(7, database.read)
    expect(database.made()).toBe(2)
    // The read from before the change answers last: it must not replace the newer one.
    database.answer(1, connection('new'))
    expect(await after).toEqual(connection('new'))
    database.answer(0, connection('old'))
    expect(await before).toEqual(connection('old'))
    // The read that began after the change is the one remembered.
    expect(await located.locate(7, database.read)).toEqual(connection('new'))
    expect(database.made()).toBe(2)

    const missing = reads()
    const absent = located.locate(8, missing.read)
    missing.answer(0, undefined)
    expect(await absent).toBeUndefined()
    const askedAgain = located.locate(8, missing.read)
    expect(missing.made()).toBe(2)
    missing.answer(1, connection('created meanwhile'))
    expect(await askedAgain).toEqual(connection('created meanwhile'))
  })
})
