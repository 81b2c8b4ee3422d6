import { type ReactNode, useState } from 'react'
import { QueryProvider } from '../api/query-provider.tsx'
import { PluginPanelsProvider } from '../plugins/plugin-panels.tsx'
import { ChatUnreadsProvider } from './internal-chat/chat-unreads.tsx'
import { NotificationsProvider } from './notifications/notifications-context.tsx'
import { SideMenu } from './side-menu.tsx'
import { TopBar } from './top-bar.tsx'

/** Below this width the drawer menu covers the content, so it starts closed and closes after a choice. */
const overlayQuery = '(max-width: 900px)'
const menuOverlays = () => window.matchMedia?.(overlayQuery).matches ?? false

/**
 * The frame of private pages: top bar, drawer menu and content, sharing the query cache of the
 * login, the notifications, the internal chats' unread counts and the plugins' panels.
 */
export function PrivateLayout({ children }: { children: ReactNode }) {
  const [drawerOpen, setDrawerOpen] = useState(
    () => localStorage.getItem('defaultMenu') !== 'closed' && !menuOverlays(),
  )
  return (
    <QueryProvider>
      <PluginPanelsProvider>
        <NotificationsProvider>
          <ChatUnreadsProvider>
            <div className={drawerOpen ? 'private-layout drawer-open' : 'private-layout'}>
              <TopBar
                drawerOpen={drawerOpen}
                onToggleDrawer={() =>
                  setDrawerOpen((open) => {
                    localStorage.setItem('defaultMenu', open ? 'closed' : 'open')
                    return !open
                  })
                }
              />
              <div className="private-body">
                <SideMenu open={drawerOpen} onNavigate={() => menuOverlays() && setDrawerOpen(false)} />
                <main className="private-content">{children}</main>
              </div>
            </div>
          </ChatUnreadsProvider>
        </NotificationsProvider>
      </PluginPanelsProvider>
    </QueryProvider>
  )
}

export default PrivateLayout
