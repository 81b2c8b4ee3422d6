// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { calendarDayText } from '../../i18n/company-time.ts'
import type { Language } from '../../i18n/languages.ts'
import { fakeApi } from '../../test/fake-api.ts'
import { sessionUser, TestSession } from '../../test/test-session.tsx'
import SubscriptionPage from './subscription-page.tsx'

afterEach(() => {
  cleanup()
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

/** /subscription for a company due on `dueDate`, on 28/11/2026 at noon in São Paulo. */
async function licencePeriod(dueDate: string, language: Language = 'pt'): Promise<string> {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date('2026-11-28T15:00:00Z'))
  fakeApi(() => ({}))
  const user = sessionUser({
    profile: 'admin',
    company: { id: 1, name: 'Empresa', dueDate, companieSettings: [] },
  } as never)
  render(
    <TestSession user={user} language={language}>
      <SubscriptionPage />
    </TestSession>,
  )
  const field = (await screen.findByRole('textbox', {
    name: { pt: 'Período de licença', en: 'Licence period', es: 'Período de licencia', tr: 'Lisans süresi' }[
      language
    ],
  })) as HTMLInputElement
  return field.value
}

describe('/subscription licence period', () => {
  it('gives a far due date as a date, not 355414 days', async () => {
    expect(await licencePeriod('2999-12-31')).toBe('Sua licença vale até 31/12/2999.')
  })

  it("writes the date in the user's language", async () => {
    expect(await licencePeriod('2999-12-31', 'en')).toBe('Your licence is valid until 12/31/2999.')
  })

  it('still counts the days when the due date is near', async () => {
    expect(await licencePeriod('2026-12-01')).toBe('Sua licença vence em 3 dias!')
  })

  it("writes a due day in the language's format, on that very day whatever the zone", () => {
    expect(calendarDayText('2999-12-31', 'pt')).toBe('31/12/2999')
    expect(calendarDayText('2999-12-31', 'en')).toBe('12/31/2999')
    expect(calendarDayText('2999-12-31', 'es')).toBe('31/12/2999')
    expect(calendarDayText('2999-12-31', 'tr')).toBe('31.12.2999')
    expect(calendarDayText('2026-03-01T00:00:00.000Z', 'pt')).toBe('01/03/2026')
  })
})
