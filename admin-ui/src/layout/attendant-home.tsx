import InboxIcon from '@mui/icons-material/Inbox'
import LogoutIcon from '@mui/icons-material/Logout'
import { Button, Card, CardActions, CardContent, Typography } from '@mui/material'
import { Title, useLogout, useTranslate } from 'react-admin'

/**
 * The start page of a plain user (profile user), who signed in here by mistake or followed a link:
 * the back office is for administrators (administration.md §1, §6), so say so in their language
 * and offer the two ways on — their inbox, or logging out — instead of a bare "no permission".
 * It loads nothing an attendant may not read, so their console stays free of refusals.
 */
export function AttendantHome() {
  const translate = useTranslate()
  const logout = useLogout()
  const title = translate('atendo.home.admins_only_title')
  return (
    <Card component="section" sx={{ mt: 2, maxWidth: 640 }} data-testid="attendant-home">
      <Title title={title} />
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          {title}
        </Typography>
        <Typography>{translate('atendo.home.admins_only')}</Typography>
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap', gap: 1, px: 2, pb: 2 }}>
        {/* The inbox is served at the site's root, outside this app's hash routes. */}
        <Button variant="contained" href="/" startIcon={<InboxIcon />}>
          {translate('atendo.home.go_to_inbox')}
        </Button>
        <Button variant="outlined" onClick={() => logout()} startIcon={<LogoutIcon />}>
          {translate('atendo.home.log_out')}
        </Button>
      </CardActions>
    </Card>
  )
}
