import { type ReactNode, useState } from 'react'
import { TopBar } from './top-bar.tsx'

/** The frame of private pages: top bar and content. */
export function PrivateLayout({ children }: { children: ReactNode }) {
  const [drawerOpen, setDrawerOpen] = useState(localStorage.getItem('defaultMenu') !== 'closed')
  return (
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
      <main className="private-content">{children}</main>
    </div>
  )
}
