import { type FormEvent, useEffect, useState } from 'react'
import { Icon } from '../../components/icon.tsx'
import { EmptyState } from '../../components/states/empty-state.tsx'
import { useCompanyTime } from '../../i18n/company-time.ts'
import { emptyStateTexts } from '../../i18n/empty-state-texts.ts'
import { useFeatureTexts } from '../../i18n/feature-texts.ts'
import { todoTexts } from '../../i18n/todo-texts.ts'
import { useUser } from '../../session/session-context.tsx'
import { addTask, editTask, readTasks, removeTask, type Task, writeTasks } from './tasks.ts'

/**
 * /todolist (administration.md §2 "Other"): the user's tasks, kept in this browser only (local
 * storage), never sent to the server. Add, edit and delete; blank text is ignored.
 */
export default function TodoListPage() {
  const tx = useFeatureTexts(todoTexts)
  const hint = useFeatureTexts(emptyStateTexts)
  const clock = useCompanyTime()
  const user = useUser()
  const [tasks, setTasks] = useState<Task[]>(() => readTasks(localStorage, user.id))
  const [draft, setDraft] = useState('')
  const [editing, setEditing] = useState<string>()

  useEffect(() => writeTasks(localStorage, user.id, tasks), [tasks, user.id])

  const submit = (event: FormEvent) => {
    event.preventDefault()
    setTasks((current) =>
      editing
        ? editTask(current, editing, draft, new Date())
        : addTask(current, draft, new Date(), crypto.randomUUID()),
    )
    // A blank edit leaves the task as it was; either way the box empties.
    setDraft('')
    setEditing(undefined)
  }

  return (
    <section className="page todolist-page">
      <h1>{tx('todo.title')}</h1>
      <p className="field-hint">{tx('todo.local')}</p>
      <form className="todo-form" onSubmit={submit}>
        <input
          aria-label={editing ? tx('todo.edit') : tx('todo.new')}
          placeholder={tx('todo.new')}
          value={draft}
          maxLength={1000}
          onChange={(event) => setDraft(event.target.value)}
        />
        <button type="submit" className="button">
          {editing ? tx('common.save') : tx('todo.add')}
        </button>
        {editing ? (
          <button
            type="button"
            className="button button-secondary"
            onClick={() => {
              setEditing(undefined)
              setDraft('')
            }}
          >
            {tx('common.cancel')}
          </button>
        ) : null}
      </form>
      {tasks.length === 0 ? (
        <EmptyState icon="note" title={tx('todo.empty')} hint={hint('emptyHint.todo')} />
      ) : (
        <ul className="todo-list" aria-label={tx('todo.title')}>
          {tasks.map((task) => (
            <li key={task.id} className={task.id === editing ? 'todo-item editing' : 'todo-item'}>
              <span className="todo-text">{task.text}</span>
              <time dateTime={task.updatedAt}>
                {tx('todo.updated', { date: clock.dateTime(task.updatedAt) })}
              </time>
              <button
                type="button"
                className="icon-button"
                aria-label={`${tx('todo.edit')}: ${task.text}`}
                onClick={() => {
                  setEditing(task.id)
                  setDraft(task.text)
                }}
              >
                <Icon name="edit" />
              </button>
              <button
                type="button"
                className="icon-button"
                aria-label={`${tx('todo.delete')}: ${task.text}`}
                onClick={() => {
                  setTasks((current) => removeTask(current, task.id))
                  if (editing === task.id) {
                    setEditing(undefined)
                    setDraft('')
                  }
                }}
              >
                <Icon name="trash" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
