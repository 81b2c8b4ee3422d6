// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { I18nProvider } from '../i18n/i18n-context.tsx'
import type { Language } from '../i18n/languages.ts'
import { FilePicker } from './file-picker.tsx'

afterEach(cleanup)

function Picker({ onChoose }: { onChoose(file: File | undefined): void }) {
  const [file, setFile] = useState<File>()
  return (
    <FilePicker
      label="Planilha (xls, xlsx, csv)"
      file={file}
      accept=".csv"
      hint="A primeira linha deve ter as colunas nome e número."
      onChoose={(chosen) => {
        setFile(chosen)
        onChoose(chosen)
      }}
    />
  )
}

function renderPicker(language: Language, onChoose = vi.fn()) {
  render(
    <I18nProvider language={language}>
      <Picker onChoose={onChoose} />
    </I18nProvider>,
  )
  return onChoose
}

const hiddenInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!

describe('file picker', () => {
  it("opens the browser's picker from a translated button and names the file chosen", async () => {
    const onChoose = renderPicker('pt')
    const field = screen.getByRole('group', { name: 'Planilha (xls, xlsx, csv)' })
    const button = within(field).getByRole('button', { name: 'Escolher arquivo' })
    expect(button.getAttribute('aria-describedby')).toBeTruthy()
    const described = button
      .getAttribute('aria-describedby')!
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent)
    expect(described).toEqual([
      'Nenhum arquivo escolhido',
      'A primeira linha deve ter as colunas nome e número.',
    ])
    // The native input, which writes its own text in the browser's language, is not shown.
    expect(hiddenInput().hidden).toBe(true)
    expect(hiddenInput().accept).toBe('.csv')

    const opened = vi.fn()
    hiddenInput().addEventListener('click', opened)
    fireEvent.click(button)
    expect(opened).toHaveBeenCalledTimes(1)

    const chosen = new File(['nome;numero'], 'clientes.csv', { type: 'text/csv' })
    Object.defineProperty(hiddenInput(), 'files', { value: [chosen], configurable: true })
    fireEvent.change(hiddenInput())
    expect(onChoose).toHaveBeenCalledWith(chosen)
    expect(within(field).getByText('clientes.csv')).toBeTruthy()
    expect(within(field).queryByText('Nenhum arquivo escolhido')).toBeNull()
  })

  it.each([
    ['en', 'Choose file', 'No file chosen'],
    ['es', 'Elegir archivo', 'Ningún archivo elegido'],
    ['tr', 'Dosya seç', 'Dosya seçilmedi'],
  ] as const)('speaks %s', async (language, choose, none) => {
    renderPicker(language)
    expect(await screen.findByRole('button', { name: choose })).toBeTruthy()
    expect(screen.getByText(none)).toBeTruthy()
  })
})
