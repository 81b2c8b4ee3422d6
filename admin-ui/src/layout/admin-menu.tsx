import SettingsIcon from '@mui/icons-material/Settings'
import { Menu, usePermissions, useResourceDefinitions } from 'react-admin'
import { type PageAccess, showsInMenu } from '../access/page-access.ts'
import type { Permissions } from '../api/permissions.ts'

/** The menu lists only the pages this user may open; the others still refuse when typed in. */
export function AdminMenu({
  accessOf,
}: {
  accessOf: (resource: string, permissions: Permissions) => PageAccess
}) {
  const { permissions } = usePermissions<Permissions>()
  const resources = useResourceDefinitions()
  return (
    <Menu>
      <Menu.DashboardItem />
      {Object.values(resources)
        .filter(
          (resource) =>
            resource.hasList && permissions && showsInMenu(accessOf(resource.name, permissions), permissions),
        )
        .map((resource) => (
          <Menu.ResourceItem key={resource.name} name={resource.name} />
        ))}
      {permissions && showsInMenu({ admin: true }, permissions) && (
        <Menu.Item to="/settings" primaryText="atendo.settings.menu" leftIcon={<SettingsIcon />} />
      )}
    </Menu>
  )
}
