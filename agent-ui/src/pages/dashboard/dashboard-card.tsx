import type { ReactNode } from 'react'

interface DashboardCardProps {
  label: string
  children: ReactNode
  /** A line under the figure (its unit or scale). */
  hint?: string
  /** The colour of the card's edge: a CSS class of the dashboard section of styles.css. */
  tone?: 'happening' | 'pending' | 'finished' | 'groups' | 'leads' | 'time' | 'active' | 'passive'
}

/** One figure of the dashboard, a term and its value in the surrounding `<dl>`. */
export function DashboardCard({ label, children, hint, tone }: DashboardCardProps) {
  return (
    <div className={tone ? `dashboard-card dashboard-card-${tone}` : 'dashboard-card'}>
      <dt>{label}</dt>
      <dd>
        <span className="dashboard-figure">{children}</span>
        {hint ? <span className="dashboard-hint">{hint}</span> : null}
      </dd>
    </div>
  )
}
