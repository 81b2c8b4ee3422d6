// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { AdminContext, type DataProvider, testDataProvider } from 'react-admin'
import { afterEach, describe, expect, it } from 'vitest'
import { i18nProvider } from '../../i18n/i18n-provider.ts'
import { pickableContacts, TagContactsDialog } from './tag-contacts-dialog.tsx'

afterEach(cleanup)

const people = [
  { id: 1, name: 'Ana Paula', number: '5511999990001' },
  { id: 2, name: 'Bruno Dias', number: '5511999990002' },
]

/** A tag with contacts kept in memory, changed the way the API's routes would. */
function fakeTagApi(calls: string[]) {
  const tagged = new Set([1])
  return {
    ...testDataProvider(),
    getOne: async () => ({
      data: {
        id: 9,
        name: 'Clientes VIP',
        contactsCount: tagged.size,
        contacts: people.filter((person) => tagged.has(person.id)),
      },
    }),
    getList: async () => ({ data: people, total: people.length }),
    async addTagContact(tagId: number, contactId: number) {
      calls.push(`add ${tagId} ${contactId}`)
      tagged.add(contactId)
    },
    async removeTagContact(tagId: number, contactId: number) {
      calls.push(`remove ${tagId} ${contactId}`)
      tagged.delete(contactId)
    },
  } as unknown as DataProvider
}

describe("a tag's contacts dialog", () => {
  it('lists who carries the tag, adds a contact from the picker and removes one', async () => {
    const calls: string[] = []
    render(
      <AdminContext i18nProvider={i18nProvider} dataProvider={fakeTagApi(calls)}>
        <TagContactsDialog tag={{ id: 9, name: 'Clientes VIP' }} onClose={() => calls.push('close')} />
      </AdminContext>,
    )
    expect(screen.getByText('Contatos da tag Clientes VIP')).toBeTruthy()
    const list = screen.getByTestId('tag-contacts')
    await within(list).findByText('Ana Paula')

    fireEvent.mouseDown(screen.getByLabelText('Adicionar contato'))
    // The picker offers only the contacts without the tag.
    const option = await screen.findByRole('option', { name: 'Bruno Dias (5511999990002)' })
    expect(screen.queryByRole('option', { name: /Ana Paula/ })).toBeNull()
    fireEvent.click(option)
    await within(list).findByText('Bruno Dias')
    expect(calls).toEqual(['add 9 2'])

    fireEvent.click(screen.getByRole('button', { name: 'Remover Ana Paula da tag' }))
    await waitFor(() => expect(within(list).queryByText('Ana Paula')).toBeNull())
    fireEvent.click(screen.getByRole('button', { name: 'Fechar' }))
    expect(calls).toEqual(['add 9 2', 'remove 9 1', 'close'])
  })

  it('offers only contacts not yet tagged', () => {
    expect(pickableContacts(people, [{ id: '2' }]).map((person) => person.id)).toEqual([1])
  })
})
