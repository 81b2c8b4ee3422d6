// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest'
import { sharedLanguageKey, sharedLanguageStore } from './shared-language.ts'

describe('the language both apps share', () => {
  beforeEach(() => localStorage.clear())

  it("answers react-admin's locale with the language chosen in the inbox", () => {
    localStorage.setItem(sharedLanguageKey, 'en')
    expect(sharedLanguageStore(localStorage).getItem('locale', 'pt')).toBe('en')
  })

  it("keeps react-admin's own choice when the inbox has none, and the default when neither has", () => {
    const store = sharedLanguageStore(localStorage)
    expect(store.getItem('locale', 'pt')).toBe('pt')
    localStorage.setItem('RaStore.locale', JSON.stringify('es'))
    expect(store.getItem('locale', 'pt')).toBe('es')
  })

  it('writes a choice made in the back office where the inbox reads it', () => {
    sharedLanguageStore(localStorage).setItem('locale', 'tr')
    expect(localStorage.getItem(sharedLanguageKey)).toBe('tr')
  })

  it('ignores a stored value that is no language of the app', () => {
    localStorage.setItem(sharedLanguageKey, 'xx')
    const store = sharedLanguageStore(localStorage)
    expect(store.getItem('locale', 'pt')).toBe('pt')
    store.setItem('locale', 'klingon')
    expect(localStorage.getItem(sharedLanguageKey)).toBe('xx')
  })

  it('keeps the language through a logout, which empties the rest of the store', () => {
    const store = sharedLanguageStore(localStorage)
    store.setItem('locale', 'es')
    store.setItem('users.listParams', { page: 2 })
    const heard: unknown[] = []
    store.subscribe('locale', (value) => heard.push(value))
    store.reset()
    expect(store.getItem('users.listParams')).toBeUndefined()
    expect(store.getItem('locale', 'pt')).toBe('es')
    expect(heard.at(-1)).toBe('es')
  })
})
