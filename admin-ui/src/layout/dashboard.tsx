import { Card, CardContent, Typography } from '@mui/material'
import { Title, useGetIdentity, usePermissions, useTranslate } from 'react-admin'
import { NoPermission } from '../access/no-permission.tsx'
import { isAdmin, type Permissions } from '../api/permissions.ts'

/** The home page: a greeting for admins, the no-permission view for plain users. */
export function Dashboard() {
  const translate = useTranslate()
  const { identity } = useGetIdentity()
  const { permissions } = usePermissions<Permissions>()
  if (permissions && !isAdmin(permissions)) return <NoPermission />
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={translate('atendo.title')} />
      <CardContent>
        <Typography variant="h5">{translate('atendo.title')}</Typography>
        {identity && <Typography sx={{ mt: 1 }}>{identity.fullName}</Typography>}
      </CardContent>
    </Card>
  )
}
