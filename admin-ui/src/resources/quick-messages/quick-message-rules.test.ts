import { describe, expect, it } from 'vitest'
import { quickMessageLocked, quickMessagePayload } from './quick-message-rules.ts'

describe('quick message rules', () => {
  it("locks another user's visible, non-general message; never the owner's, a general one or a new one", () => {
    const visible = { id: 4, userId: 7, geral: false, visao: true }
    expect(quickMessageLocked(visible, 8)).toBe(true)
    expect(quickMessageLocked(visible, 7)).toBe(false)
    expect(quickMessageLocked({ ...visible, geral: true }, 8)).toBe(false)
    expect(quickMessageLocked(undefined, 8)).toBe(false)
  })

  it('sends the editable fields and keeps the file for the data provider', () => {
    const file = { rawFile: new File(['x'], 'tabela.pdf') }
    expect(
      quickMessagePayload({
        id: 4,
        shortcode: 'preco',
        message: 'Segue a tabela',
        geral: true,
        visao: true,
        status: true,
        mediaPath: file,
        mediaName: 'antiga.pdf',
        userId: 7,
        createdAt: '2026-01-01',
      }),
    ).toEqual({
      shortcode: 'preco',
      message: 'Segue a tabela',
      geral: true,
      visao: true,
      status: true,
      mediaPath: file,
    })
  })
})
