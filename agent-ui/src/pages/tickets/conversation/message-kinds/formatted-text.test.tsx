// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { FormattedText } from './formatted-text.tsx'

afterEach(cleanup)

const html = (text: string) => render(<FormattedText text={text} />).container.innerHTML

describe("WhatsApp's text formatting", () => {
  it('renders *bold*, _italic_, ~strikethrough~ and ```monospace```', () => {
    expect(html('Pedido *confirmado*, chega _amanhã_ ~hoje~')).toBe(
      '<div class="bubble-text">Pedido <strong>confirmado</strong>, chega <em>amanhã</em> <s>hoje</s></div>',
    )
    expect(html('Código: ```A *1* _b_```')).toBe(
      '<div class="bubble-text">Código: <code class="mono">A *1* _b_</code></div>',
    )
  })

  it('nests markers and leaves markers that do not open or close as typed', () => {
    expect(html('*_muito importante_*')).toBe(
      '<div class="bubble-text"><strong><em>muito importante</em></strong></div>',
    )
    // Inside a word, around spaces, empty, or across lines: plain text.
    expect(html('2*3*4 = 24, a * b * c, ** e *linha\noutra*')).toBe(
      '<div class="bubble-text">2*3*4 = 24, a * b * c, ** e *linha\noutra*</div>',
    )
    expect(html('snake_case_name')).toBe('<div class="bubble-text">snake_case_name</div>')
  })

  it('shows markup a contact sends as text, never as HTML', () => {
    const { container } = render(<FormattedText text={'*<img src=x onerror="alert(1)">* <b>oi</b>'} />)
    expect(container.querySelector('img')).toBeNull()
    expect(container.querySelector('b')).toBeNull()
    expect(container.textContent).toBe('<img src=x onerror="alert(1)"> <b>oi</b>')
    expect(container.querySelector('strong')?.textContent).toBe('<img src=x onerror="alert(1)">')
  })
})
