import AccountTreeIcon from '@mui/icons-material/AccountTree'
import WebhookIcon from '@mui/icons-material/Webhook'
import { Avatar } from '@mui/material'
import type { ReactNode } from 'react'
import { useTranslate } from 'react-admin'

/** Each type's mark: its brand colour and initials, or an icon for the generic ones. */
const marks: Record<string, { background: string; content: ReactNode }> = {
  dialogflow: { background: '#FF9800', content: 'DF' },
  n8n: { background: '#EA4B71', content: 'n8n' },
  webhook: { background: '#455A64', content: <WebhookIcon fontSize="small" /> },
  typebot: { background: '#0042DA', content: 'TB' },
  flowbuilder: { background: '#2E7D32', content: <AccountTreeIcon fontSize="small" /> },
}

/**
 * The logo column of the integrations list (administration.md §2 "Queue integrations"): drawn
 * here rather than loaded from the vendors, so the back office makes no call outside the install.
 */
export function TypeLogo({ type }: { type: string }) {
  const translate = useTranslate()
  const mark = marks[type] ?? { background: '#9E9E9E', content: '?' }
  const name = translate(`atendo.integrations.types.${type}`, { _: type })
  return (
    <Avatar
      role="img"
      aria-label={name}
      title={name}
      sx={{ bgcolor: mark.background, width: 36, height: 36, fontSize: 13, fontWeight: 700 }}
    >
      {mark.content}
    </Avatar>
  )
}
