import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Contact } from '../../modules/contacts/index.ts'
import { createCompany, operatorEm, startTestApp, type TestApp } from '../../testing/index.ts'
import { findRows } from './find-rows.ts'
import { companyEm } from './orm.ts'

let testApp: TestApp
let companyA: number
let companyB: number
let contactOfA: number
let contactOfB: number

beforeAll(async () => {
  testApp = await startTestApp()
  companyA = await createCompany(testApp, { name: 'A' })
  companyB = await createCompany(testApp, { name: 'B' })
  const [a, b] = await operatorEm(testApp).execute<{ id: number }[]>(
    `insert into contacts (company_id, name, number, channel, created_at, updated_at)
     values (?, 'Ana', '5521999990001', 'whatsapp', now(), now()), (?, 'Bia', '5521999990002', 'whatsapp', now(), now())
     returning id`,
    [companyA, companyB],
  )
  contactOfA = Number(a!.id)
  contactOfB = Number(b!.id)
})

afterAll(async () => {
  await testApp?.close()
})

describe('findRows', () => {
  it("answers the company's rows as find does, with property names and types, and no other company's", async () => {
    const em = companyEm(testApp.app.kernel.orm, companyA)
    const rows = await findRows(em, Contact, { id: { $in: [contactOfA, contactOfB] } })
    const found = await companyEm(testApp.app.kernel.orm, companyA).find(Contact, {
      id: { $in: [contactOfA, contactOfB] },
    })
    expect(rows.map((row) => row.id)).toEqual([contactOfA])
    expect(rows[0]).toMatchObject({ id: contactOfA, companyId: companyA, name: 'Ana', isGroup: false })
    expect(rows[0]!.createdAt).toBeInstanceOf(Date)
    expect({ ...rows[0] }).toEqual(
      expect.objectContaining({ name: found[0]!.name, number: found[0]!.number }),
    )
  })

  it('leaves the rows out of the identity map, so nothing it answers is flushed', async () => {
    const em = companyEm(testApp.app.kernel.orm, companyA)
    const [row] = await findRows(em, Contact, { id: contactOfA })
    row!.name = 'Changed only here'
    await em.flush()
    const [stored] = await operatorEm(testApp).execute<{ name: string }[]>(
      'select name from contacts where id = ?',
      [contactOfA],
    )
    expect(stored!.name).toBe('Ana')
  })

  it('sees what the transaction it runs in wrote before committing', async () => {
    await companyEm(testApp.app.kernel.orm, companyA)
      .transactional(async (tx) => {
        await tx.execute('update contacts set name = ? where id = ?', ['Ana (in transaction)', contactOfA])
        const [row] = await findRows(tx, Contact, { id: contactOfA })
        expect(row!.name).toBe('Ana (in transaction)')
        throw new RollBack()
      })
      .catch((error) => {
        if (!(error instanceof RollBack)) throw error
      })
  })
})

class RollBack extends Error {}
