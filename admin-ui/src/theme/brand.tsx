import { Alert, Box, Typography, useTheme } from '@mui/material'
import { useState } from 'react'
import { AppBar, Login, LoginForm, TitlePortal, useTranslate } from 'react-admin'
import { sessionEndedNotice } from '../api/session-ended.ts'
import { logoFor, useWhitelabel } from './whitelabel.ts'

/** The whitelabel logo for the current theme mode, or nothing when none was uploaded. */
export function BrandLogo({ maxHeight, maxWidth }: { maxHeight: number; maxWidth: number }) {
  const { appName, logos } = useWhitelabel()
  const mode = useTheme().palette.mode
  const src = logoFor(logos, mode)
  if (!src) return null
  return (
    <Box
      component="img"
      src={src}
      alt={appName}
      data-testid="brand-logo"
      sx={{ maxHeight, maxWidth, objectFit: 'contain', display: 'block' }}
    />
  )
}

/** The app bar: the whitelabel logo before the page title. */
export function BrandAppBar() {
  return (
    <AppBar>
      <Box sx={{ mr: 1.5, display: 'flex', alignItems: 'center' }}>
        <BrandLogo maxHeight={36} maxWidth={160} />
      </Box>
      {/* On a phone a long title (a record's name, a plugin's page) takes two smaller lines rather
          than losing its end under the app bar's buttons. */}
      <TitlePortal
        sx={{
          '@media (max-width: 599.95px)': {
            fontSize: '1rem',
            lineHeight: 1.25,
            whiteSpace: 'normal',
            overflowWrap: 'anywhere',
            display: '-webkit-box',
            WebkitLineClamp: 2,
            WebkitBoxOrient: 'vertical',
          },
        }}
      />
    </AppBar>
  )
}

/** The login page: the whitelabel logo and name above react-admin's form. */
export function BrandLoginPage() {
  const { appName, logos } = useWhitelabel()
  const translate = useTranslate()
  // Why the last session ended (a login in another browser, a logout in the inbox...).
  const [ended] = useState(() => sessionEndedNotice())
  const hasLogo = Boolean(logos.light ?? logos.dark)
  return (
    <Login
      // Without a logo, react-admin's lock icon stays.
      avatarIcon={hasLogo ? <BrandLogo maxHeight={96} maxWidth={240} /> : undefined}
      sx={
        hasLogo
          ? {
              '& .RaLogin-icon': { width: 'auto', height: 'auto', bgcolor: 'transparent', borderRadius: 0 },
            }
          : undefined
      }
    >
      <Typography variant="h6" component="h1" align="center" sx={{ mt: 1 }}>
        {appName}
      </Typography>
      {ended && (
        <Alert severity="warning" role="alert" sx={{ mx: 2, mt: 1 }}>
          {translate(ended)}
        </Alert>
      )}
      <LoginForm />
    </Login>
  )
}
