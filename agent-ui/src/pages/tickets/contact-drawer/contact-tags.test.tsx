// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { TestSession } from '../../../test/test-session.tsx'
import { ContactTags, tagToAdd } from './contact-tags.tsx'

afterEach(cleanup)

const known = [
  { id: 1, name: 'VIP', color: '#ff0000' },
  { id: 2, name: 'Atacado', color: '#00ff00' },
]

describe('tags typed in the contact drawer (inbox.md §5)', () => {
  it('uses an existing tag by name, creates a new one, refuses fewer than 3 characters', () => {
    expect(tagToAdd(' vip ', known)).toEqual({ id: 1 })
    expect(tagToAdd('Revenda', known)).toEqual({ name: 'Revenda' })
    expect(tagToAdd('ab', known)).toBeUndefined()
  })

  it("shows 'Tag muito curta!' and lists the contact's tags with a labelled remove button", () => {
    const onChange = vi.fn()
    render(
      <TestSession>
        <ContactTags contactId={3} tags={[known[1]!]} known={known} onChange={onChange} />
      </TestSession>,
    )
    expect(screen.getByRole('button', { name: 'Remover etiqueta Atacado' })).toBeTruthy()
    fireEvent.change(screen.getByLabelText('Adicionar etiqueta'), { target: { value: 'ab' } })
    fireEvent.click(screen.getByRole('button', { name: 'Adicionar' }))
    expect(screen.getByText('Tag muito curta!')).toBeTruthy()
    expect(onChange).not.toHaveBeenCalled()
  })
})
