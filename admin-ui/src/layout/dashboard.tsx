import { Card, CardContent, Typography } from '@mui/material'
import { Title, useGetIdentity, usePermissions, useTranslate } from 'react-admin'
import { NoPermission } from '../access/no-permission.tsx'
import { isAdmin, type Permissions } from '../api/permissions.ts'
import { useWhitelabel } from '../theme/whitelabel.ts'

/** The home page: a greeting for admins, the no-permission view for plain users. */
export function Dashboard() {
  const translate = useTranslate()
  const { appName } = useWhitelabel()
  const { identity } = useGetIdentity()
  const { permissions } = usePermissions<Permissions>()
  if (permissions && !isAdmin(permissions)) return <NoPermission />
  const title = translate('atendo.title', { name: appName })
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={title} />
      <CardContent>
        <Typography variant="h5">{title}</Typography>
        {identity && <Typography sx={{ mt: 1 }}>{identity.fullName}</Typography>}
      </CardContent>
    </Card>
  )
}
