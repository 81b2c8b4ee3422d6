import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Button, useNotify, usePermissions, useRefresh } from 'react-admin'
import { hasPlanFlag, type Permissions } from '../../api/permissions.ts'
import { useServices } from '../../services-context.ts'
import { facebookLogin, loadFacebookSdk } from './meta-sdk.ts'

/** GET /api/channel-meta/login-settings: what the Meta channels plugin lets the browser know. */
interface LoginSettings {
  appId: string
  sdkUrl: string
  graphApiVersion: string
  scopes: { facebook: string[]; instagram: string[] }
}

interface LoginResult {
  connections: { id: number; name: string; channel: string }[]
  skipped: { accountId: string; channel: string; reason: string }[]
}

/**
 * The connections page's social login (administration.md §2 Connections, §7 POST /facebook):
 * Meta's login dialog in the browser, then one connection per page (and per linked Instagram
 * account for the Instagram button). Shown only when the Meta channels plugin is loaded with an
 * app configured, and per button when the company's plan has useFacebook / useInstagram.
 */
export function FacebookLoginButtons() {
  const { http } = useServices()
  const { permissions } = usePermissions<Permissions>()
  const notify = useNotify()
  const refresh = useRefresh()
  const [busy, setBusy] = useState(false)
  const { data: settings } = useQuery({
    queryKey: ['channel-meta', 'login-settings'],
    // Without the plugin the route is absent: not asked at all (its 404 was a console error on
    // every connections page, found by the walk), and no button.
    enabled: permissions?.plugins.includes('channel-meta') === true,
    queryFn: () =>
      http('/api/channel-meta/login-settings').then(
        ({ json }) => json as LoginSettings,
        () => null,
      ),
    staleTime: 60_000,
  })
  if (!settings?.appId) return null

  const connect = async (channel: 'facebook' | 'instagram') => {
    setBusy(true)
    try {
      const fb = await loadFacebookSdk(settings.sdkUrl, settings.appId, settings.graphApiVersion).catch(
        () => {
          notify('atendo.connections.social.sdk_failed', { type: 'error' })
          return undefined
        },
      )
      if (!fb) return
      const login = await facebookLogin(fb, settings.scopes[channel])
      if (!login) {
        notify('atendo.connections.social.cancelled', { type: 'info' })
        return
      }
      const { json } = await http('/api/facebook', {
        method: 'POST',
        body: JSON.stringify({
          facebookUserId: login.userId,
          facebookUserToken: login.token,
          addInstagram: channel === 'instagram',
        }),
      })
      const result = json as LoginResult
      notify('atendo.connections.social.success', {
        type: 'success',
        messageArgs: { count: result.connections.length },
      })
      if (result.skipped.length > 0)
        notify('atendo.connections.social.skipped', {
          type: 'warning',
          messageArgs: { count: result.skipped.length },
        })
      refresh()
    } catch (error) {
      notify((error as Error).message, { type: 'error' })
    } finally {
      setBusy(false)
    }
  }

  return (
    <>
      {hasPlanFlag(permissions, 'useFacebook') ? (
        <Button
          label="atendo.connections.social.facebook"
          disabled={busy}
          onClick={() => connect('facebook')}
        />
      ) : null}
      {hasPlanFlag(permissions, 'useInstagram') ? (
        <Button
          label="atendo.connections.social.instagram"
          disabled={busy}
          onClick={() => connect('instagram')}
        />
      ) : null}
    </>
  )
}
