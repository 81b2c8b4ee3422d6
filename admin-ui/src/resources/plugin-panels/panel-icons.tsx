import type { PanelIconName } from '@atendo/plugin-api'
import AccountTree from '@mui/icons-material/AccountTree'
import Announcement from '@mui/icons-material/Announcement'
import Api from '@mui/icons-material/Api'
import AttachFile from '@mui/icons-material/AttachFile'
import BarChart from '@mui/icons-material/BarChart'
import Bolt from '@mui/icons-material/Bolt'
import CalendarMonth from '@mui/icons-material/CalendarMonth'
import Campaign from '@mui/icons-material/Campaign'
import Chat from '@mui/icons-material/Chat'
import Contacts from '@mui/icons-material/Contacts'
import Description from '@mui/icons-material/Description'
import Email from '@mui/icons-material/Email'
import Extension from '@mui/icons-material/Extension'
import Facebook from '@mui/icons-material/Facebook'
import Forum from '@mui/icons-material/Forum'
import Groups from '@mui/icons-material/Groups'
import Help from '@mui/icons-material/Help'
import Hub from '@mui/icons-material/Hub'
import Insights from '@mui/icons-material/Insights'
import Instagram from '@mui/icons-material/Instagram'
import Key from '@mui/icons-material/Key'
import Label from '@mui/icons-material/Label'
import Link from '@mui/icons-material/Link'
import List from '@mui/icons-material/List'
import Notifications from '@mui/icons-material/Notifications'
import Payments from '@mui/icons-material/Payments'
import Receipt from '@mui/icons-material/Receipt'
import Schedule from '@mui/icons-material/Schedule'
import Settings from '@mui/icons-material/Settings'
import SmartToy from '@mui/icons-material/SmartToy'
import Sms from '@mui/icons-material/Sms'
import Star from '@mui/icons-material/Star'
import Storefront from '@mui/icons-material/Storefront'
import SupportAgent from '@mui/icons-material/SupportAgent'
import Webhook from '@mui/icons-material/Webhook'
import WhatsApp from '@mui/icons-material/WhatsApp'
import type { ComponentType } from 'react'

/**
 * The MUI icon of each name a plugin may declare for its panel (plugin-api `panelIconNames`): the
 * record's type makes the compiler refuse a name left out, and a name this back office does not
 * know (a plugin built against a newer contract, or plain JavaScript) falls back to a puzzle piece.
 */
const icons: Record<PanelIconName, ComponentType> = {
  account_tree: AccountTree,
  announcement: Announcement,
  api: Api,
  attach_file: AttachFile,
  bar_chart: BarChart,
  bolt: Bolt,
  calendar_month: CalendarMonth,
  campaign: Campaign,
  chat: Chat,
  contacts: Contacts,
  description: Description,
  email: Email,
  extension: Extension,
  facebook: Facebook,
  forum: Forum,
  groups: Groups,
  help: Help,
  hub: Hub,
  insights: Insights,
  instagram: Instagram,
  key: Key,
  label: Label,
  link: Link,
  list: List,
  notifications: Notifications,
  payments: Payments,
  receipt: Receipt,
  schedule: Schedule,
  settings: Settings,
  smart_toy: SmartToy,
  sms: Sms,
  star: Star,
  storefront: Storefront,
  support_agent: SupportAgent,
  webhook: Webhook,
  whatsapp: WhatsApp,
}

/** The icon a panel declared, or the generic one. */
export function panelIcon(name: string | undefined): ComponentType {
  return (name && Object.hasOwn(icons, name) ? icons[name as PanelIconName] : undefined) ?? Extension
}
