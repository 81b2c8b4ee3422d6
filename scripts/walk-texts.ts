import type { Page } from 'playwright-core'

/**
 * Words that tell a label is in the other language, as whole words in short texts (a label, a
 * button, a heading), not in the data a team typed. Leads for a person to look at, not a verdict.
 */
const markers = {
  // Portuguese words seen in an English screen.
  en: [
    'Adicionar',
    'Salvar',
    'Excluir',
    'Editar',
    'Buscar',
    'Pesquisar',
    'Nenhum',
    'Nenhuma',
    'Fila',
    'Filas',
    'Sair',
    'Cancelar',
    'Fechar',
    'Etiquetas',
    'Conexões',
    'Usuários',
    'Configurações',
    'Sim',
    'Não',
    'Novo',
    'Nova',
    'Enviar',
    'Carregando',
    'Atendimento',
    'Exportar',
  ],
  // English words seen in a Portuguese screen.
  pt: [
    'Add',
    'Save',
    'Delete',
    'Edit',
    'Search',
    'Queue',
    'Queues',
    'Create',
    'Export',
    'Cancel',
    'Close',
    'Loading',
    'Settings',
    'Users',
    'Connections',
    'Tags',
    'None',
    'Yes',
    'No',
    'New',
    'Send',
    'Refresh',
    'Show',
    'List',
    'Filter',
    'Name',
    'Actions',
  ],
}

/** Visible short texts (and accessible names) with a word of the other language. */
export function otherLanguageWords(page: Page, language: 'pt' | 'en'): Promise<string[]> {
  return page.evaluate((words) => {
    const pattern = new RegExp(`(^|[^\\p{L}])(${words.join('|')})(?![\\p{L}])`, 'u')
    const found = new Set<string>()
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    const consider = (text: string, element: Element | null) => {
      const trimmed = text.trim()
      if (!trimmed || trimmed.length > 60 || !pattern.test(trimmed)) return
      if (element?.closest('input, textarea, [contenteditable], .message, [role="log"]')) return
      found.add(trimmed)
    }
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement
      if (!parent || parent.closest('script, style, [hidden], [aria-hidden="true"]')) continue
      const box = parent.getBoundingClientRect()
      if (box.width === 0 && box.height === 0) continue
      consider(node.textContent ?? '', parent)
    }
    for (const element of document.querySelectorAll('[aria-label], [placeholder], [title]'))
      for (const attribute of ['aria-label', 'placeholder', 'title'])
        consider(element.getAttribute(attribute) ?? '', element)
    return [...found]
  }, markers[language])
}

/**
 * Names shared by two visible buttons or links outside a list's rows (two "Nova Campanha" on an
 * empty page): a screen reader user, and a test, cannot tell them apart.
 */
export function repeatedControlNames(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const seen = new Map<string, number>()
    for (const control of document.querySelectorAll<HTMLElement>('button, a[href]')) {
      if (control.closest('tr, li, [role="row"], [role="listitem"], [role="menu"], [role="option"]')) continue
      const box = control.getBoundingClientRect()
      if (box.width <= 2 || box.height <= 2 || getComputedStyle(control).visibility === 'hidden') continue
      const name = (control.getAttribute('aria-label') || control.innerText || '').trim()
      if (name) seen.set(name, (seen.get(name) ?? 0) + 1)
    }
    return [...seen].filter(([, count]) => count > 1).map(([name]) => name)
  })
}
