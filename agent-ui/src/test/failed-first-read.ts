import { fireEvent, screen, within } from '@testing-library/react'
import { expect } from 'vitest'

/**
 * A list's first read failing (issue 23 item 9), as the user meets it: the loading state first,
 * then the error state with its retry and never the list's empty text; `stopFailing` lets the
 * server answer, and the retry is pressed. The caller then checks that its rows are shown.
 */
export async function retryFailedFirstRead(emptyText: string, stopFailing: () => void) {
  expect(screen.getByRole('status')).toBeTruthy()
  const failure = await screen.findByTestId('error-state')
  expect(screen.queryByText(emptyText)).toBeNull()
  stopFailing()
  fireEvent.click(within(failure).getByRole('button', { name: 'Tentar novamente' }))
}
