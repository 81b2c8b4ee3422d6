import type { FeatureTexts } from './feature-texts.ts'

/** The to-do list page (/todolist, administration.md §2 "Other"). */
const pt = {
  'todo.title': 'Tarefas',
  'todo.new': 'Nova tarefa',
  'todo.add': 'Adicionar',
  'todo.edit': 'Editar tarefa',
  'todo.delete': 'Excluir tarefa',
  'todo.empty': 'Nenhuma tarefa.',
  'todo.local': 'As tarefas ficam guardadas somente neste navegador.',
  'todo.updated': 'Atualizada em {date}',
} as const satisfies Record<string, string>

export type TodoKey = keyof typeof pt

export const todoTexts: FeatureTexts<TodoKey> = {
  pt,
  en: {
    'todo.title': 'Tasks',
    'todo.new': 'New task',
    'todo.add': 'Add',
    'todo.edit': 'Edit task',
    'todo.delete': 'Delete task',
    'todo.empty': 'No tasks.',
    'todo.local': 'Tasks are kept in this browser only.',
    'todo.updated': 'Updated {date}',
  },
  es: {
    'todo.title': 'Tareas',
    'todo.new': 'Nueva tarea',
    'todo.add': 'Agregar',
    'todo.edit': 'Editar tarea',
    'todo.delete': 'Eliminar tarea',
    'todo.empty': 'Ninguna tarea.',
    'todo.local': 'Las tareas se guardan solo en este navegador.',
    'todo.updated': 'Actualizada el {date}',
  },
  tr: {
    'todo.title': 'Görevler',
    'todo.new': 'Yeni görev',
    'todo.add': 'Ekle',
    'todo.edit': 'Görevi düzenle',
    'todo.delete': 'Görevi sil',
    'todo.empty': 'Görev yok.',
    'todo.local': 'Görevler yalnızca bu tarayıcıda saklanır.',
    'todo.updated': 'Güncellendi: {date}',
  },
}
