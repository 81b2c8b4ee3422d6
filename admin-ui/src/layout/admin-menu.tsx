import SettingsIcon from '@mui/icons-material/Settings'
import { Menu, type ResourceDefinition, usePermissions, useResourceDefinitions } from 'react-admin'
import { type PageAccess, showsInMenu } from '../access/page-access.ts'
import type { Permissions } from '../api/permissions.ts'

/**
 * The menu lists only the pages this user may open; the others still refuse when typed in.
 * Core's pages come first, in the order of `coreNames` (the specification's list of
 * administration screens), then the company settings, then the plugins' panels in their own order:
 * a plugin loaded first must not push the kernel's screens down the menu.
 */
export function AdminMenu({
  accessOf,
  coreNames,
}: {
  accessOf: (resource: string, permissions: Permissions) => PageAccess
  coreNames: readonly string[]
}) {
  // Null, not only undefined, between a login and the first answer of /api/auth/me.
  const permissions = usePermissions<Permissions>().permissions ?? undefined
  const resources = useResourceDefinitions()
  const opens = (resource: ResourceDefinition | undefined): resource is ResourceDefinition =>
    resource !== undefined &&
    resource.hasList === true &&
    permissions !== undefined &&
    showsInMenu(accessOf(resource.name, permissions), permissions)
  const core = coreNames.map((name) => resources[name]).filter(opens)
  const panels = Object.values(resources).filter(
    (resource) => !coreNames.includes(resource.name) && opens(resource),
  )
  return (
    <Menu>
      <Menu.DashboardItem />
      {core.map((resource) => (
        <Menu.ResourceItem key={resource.name} name={resource.name} />
      ))}
      {permissions && showsInMenu({ admin: true }, permissions) && (
        <Menu.Item to="/settings" primaryText="atendo.settings.menu" leftIcon={<SettingsIcon />} />
      )}
      {panels.map((resource) => (
        <Menu.ResourceItem key={resource.name} name={resource.name} />
      ))}
    </Menu>
  )
}
