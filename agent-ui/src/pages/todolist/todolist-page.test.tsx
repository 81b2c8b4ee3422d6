// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { sessionUser, TestSession } from '../../test/test-session.tsx'
import { readTasks, tasksKey } from './tasks.ts'
import TodoListPage from './todolist-page.tsx'

beforeEach(() => localStorage.clear())
afterEach(cleanup)

function renderPage(userId = 2) {
  return render(
    <TestSession user={sessionUser({ id: userId })}>
      <TodoListPage />
    </TestSession>,
  )
}

const newTask = () => screen.getByRole('textbox', { name: 'Nova tarefa' })
const add = (text: string) => {
  fireEvent.change(newTask(), { target: { value: text } })
  fireEvent.click(screen.getByRole('button', { name: 'Adicionar' }))
}
const shownTasks = () =>
  within(screen.getByRole('list', { name: 'Tarefas' }))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('.todo-text')?.textContent)

describe('to-do list page', () => {
  it('adds, edits and deletes tasks kept in the browser, ignoring blank text', () => {
    const { unmount } = renderPage()
    expect(screen.getByText('Nenhuma tarefa.')).toBeTruthy()
    add('   ')
    expect(screen.getByText('Nenhuma tarefa.')).toBeTruthy()
    expect(readTasks(localStorage, 2)).toEqual([])

    add('  Ligar para o fornecedor ')
    add('Revisar respostas rápidas')
    expect(shownTasks()).toEqual(['Ligar para o fornecedor', 'Revisar respostas rápidas'])
    const [first] = readTasks(localStorage, 2)
    expect(first?.createdAt).toBe(first?.updatedAt)

    fireEvent.click(screen.getByRole('button', { name: 'Editar tarefa: Ligar para o fornecedor' }))
    const editBox = screen.getByRole('textbox', { name: 'Editar tarefa' }) as HTMLInputElement
    expect(editBox.value).toBe('Ligar para o fornecedor')
    // A blank edit keeps the task as it was.
    fireEvent.change(editBox, { target: { value: '  ' } })
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }))
    expect(shownTasks()).toEqual(['Ligar para o fornecedor', 'Revisar respostas rápidas'])

    fireEvent.click(screen.getByRole('button', { name: 'Editar tarefa: Ligar para o fornecedor' }))
    fireEvent.change(screen.getByRole('textbox', { name: 'Editar tarefa' }), {
      target: { value: 'Ligar para o fornecedor às 14h' },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }))
    expect(shownTasks()).toEqual(['Ligar para o fornecedor às 14h', 'Revisar respostas rápidas'])
    const edited = readTasks(localStorage, 2)[0]
    expect(edited?.id).toBe(first?.id)
    expect(edited?.createdAt).toBe(first?.createdAt)

    fireEvent.click(screen.getByRole('button', { name: 'Excluir tarefa: Revisar respostas rápidas' }))
    expect(shownTasks()).toEqual(['Ligar para o fornecedor às 14h'])

    // The list is still there when the page is opened again, and only for this user.
    unmount()
    renderPage()
    expect(shownTasks()).toEqual(['Ligar para o fornecedor às 14h'])
    cleanup()
    renderPage(3)
    expect(screen.getByText('Nenhuma tarefa.')).toBeTruthy()
  })

  it('treats an unreadable stored list as empty', () => {
    localStorage.setItem(tasksKey(2), '{not json')
    renderPage()
    expect(screen.getByText('Nenhuma tarefa.')).toBeTruthy()
  })
})
