import { Card, CardContent, Typography } from '@mui/material'
import { Title, useTranslate } from 'react-admin'

/** What a plain user sees on the administration pages (administration.md §6). */
export function NoPermission() {
  const translate = useTranslate()
  return (
    <Card sx={{ mt: 2 }} data-testid="no-permission">
      <Title title={translate('atendo.access.no_permission_title')} />
      <CardContent>
        <Typography variant="h5" gutterBottom>
          {translate('atendo.access.no_permission_title')}
        </Typography>
        <Typography>{translate('atendo.access.no_permission')}</Typography>
      </CardContent>
    </Card>
  )
}
