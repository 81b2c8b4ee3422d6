/** A task of the to-do list (administration.md §2 "Other"): kept in the browser only. */
export interface Task {
  id: string
  text: string
  createdAt: string
  updatedAt: string
}

/** Where a user's tasks are kept: per user, so two people sharing a browser keep their own lists. */
export const tasksKey = (userId: number) => `todolist:${userId}`

function isTask(value: unknown): value is Task {
  const task = value as Task
  return (
    typeof task === 'object' &&
    task !== null &&
    typeof task.id === 'string' &&
    typeof task.text === 'string' &&
    typeof task.createdAt === 'string' &&
    typeof task.updatedAt === 'string'
  )
}

/** The stored tasks; anything unreadable (edited by hand, another app's key) counts as none. */
export function readTasks(storage: Storage, userId: number): Task[] {
  try {
    const stored: unknown = JSON.parse(storage.getItem(tasksKey(userId)) ?? '[]')
    return Array.isArray(stored) ? stored.filter(isTask) : []
  } catch {
    return []
  }
}

export function writeTasks(storage: Storage, userId: number, tasks: Task[]): void {
  storage.setItem(tasksKey(userId), JSON.stringify(tasks))
}

/** The list with a new task at its end; blank text is ignored. */
export function addTask(tasks: Task[], text: string, now: Date, id: string): Task[] {
  const trimmed = text.trim()
  if (!trimmed) return tasks
  const at = now.toISOString()
  return [...tasks, { id, text: trimmed, createdAt: at, updatedAt: at }]
}

/** The list with one task's text changed; blank text is ignored (the task keeps its text). */
export function editTask(tasks: Task[], id: string, text: string, now: Date): Task[] {
  const trimmed = text.trim()
  if (!trimmed) return tasks
  return tasks.map((task) =>
    task.id === id && task.text !== trimmed ? { ...task, text: trimmed, updatedAt: now.toISOString() } : task,
  )
}

export function removeTask(tasks: Task[], id: string): Task[] {
  return tasks.filter((task) => task.id !== id)
}
