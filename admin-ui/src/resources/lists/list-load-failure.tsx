import { Alert, Button } from '@mui/material'
import { useListContext, useTranslate } from 'react-admin'

/**
 * What a back-office list shows when its records could not be read: the specification's
 * load-failure text (administration.md §8) and a retry, never react-admin's "no results" page,
 * which would tell the company it has none (issue 23 item 9).
 */
export function ListLoadFailure() {
  const translate = useTranslate()
  const { refetch } = useListContext()
  return (
    <Alert
      severity="error"
      data-testid="list-load-failure"
      sx={{ m: 2 }}
      action={
        <Button color="inherit" size="small" onClick={() => void refetch()}>
          {translate('atendo.retry')}
        </Button>
      }
    >
      {translate('atendo.load_failure')}
    </Alert>
  )
}
