// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { TabList } from './tab-list.tsx'

afterEach(cleanup)

function Tickets() {
  const [tab, setTab] = useState<'open' | 'pending' | 'group'>('open')
  return (
    <>
      <TabList
        label="Abertos"
        selected={tab}
        onSelect={setTab}
        tabs={[
          { id: 'open', content: 'Atendendo' },
          { id: 'pending', content: 'Aguardando' },
          { id: 'group', content: 'Grupos' },
        ]}
      />
      <p>lista: {tab}</p>
    </>
  )
}

describe('TabList', () => {
  it('moves between tabs with the arrow keys, Home and End, selecting each, with one tab stop', () => {
    render(<Tickets />)
    const [open, pending, group] = screen.getAllByRole('tab')
    expect(open!.tabIndex).toBe(0)
    expect(pending!.tabIndex).toBe(-1)
    open!.focus()
    fireEvent.keyDown(open!, { key: 'ArrowRight' })
    expect(document.activeElement).toBe(pending)
    expect(pending!.getAttribute('aria-selected')).toBe('true')
    expect(screen.getByText('lista: pending')).toBeTruthy()
    fireEvent.keyDown(pending!, { key: 'ArrowRight' })
    fireEvent.keyDown(group!, { key: 'ArrowRight' })
    expect(document.activeElement).toBe(open)
    fireEvent.keyDown(open!, { key: 'ArrowLeft' })
    expect(document.activeElement).toBe(group)
    fireEvent.keyDown(group!, { key: 'Home' })
    expect(screen.getByText('lista: open')).toBeTruthy()
    fireEvent.keyDown(open!, { key: 'End' })
    expect(screen.getByText('lista: group')).toBeTruthy()
    expect(group!.tabIndex).toBe(0)
    expect(open!.tabIndex).toBe(-1)
  })
})
