import BusinessIcon from '@mui/icons-material/Business'
import ContactsIcon from '@mui/icons-material/Contacts'
import EventIcon from '@mui/icons-material/Event'
import FlashOnIcon from '@mui/icons-material/FlashOn'
import LabelIcon from '@mui/icons-material/Label'
import PeopleIcon from '@mui/icons-material/People'
import QueueIcon from '@mui/icons-material/Queue'
import SyncAltIcon from '@mui/icons-material/SyncAlt'
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium'
import type { ComponentType } from 'react'
import type { PageAccess } from '../access/page-access.ts'
import { CompanyCreate, CompanyEdit, CompanyList } from './companies/company-views.tsx'
import { ConnectionCreate, ConnectionEdit, ConnectionList } from './connections/connection-views.tsx'
import { ContactEdit, ContactList } from './contacts/contact-views.tsx'
import { PlanCreate, PlanEdit, PlanList } from './plans/plan-views.tsx'
import { QueueCreate, QueueEdit, QueueList } from './queues/queue-views.tsx'
import {
  QuickMessageCreate,
  QuickMessageEdit,
  QuickMessageList,
} from './quick-messages/quick-message-views.tsx'
import { ScheduleCreate, ScheduleEdit, ScheduleList } from './schedules/schedule-views.tsx'
import { TagCreate, TagEdit, TagList } from './tags/tag-views.tsx'
import { UserCreate, UserEdit, UserList } from './users/user-views.tsx'

/** A kernel resource of the back office: its react-admin name, pages and who may open them. */
export interface CoreResource {
  name: string
  access: PageAccess
  icon?: ComponentType
  views: { list?: ComponentType; edit?: ComponentType; create?: ComponentType }
}

/**
 * The kernel's back-office pages, in menu order: the specification's administration screens as it
 * lists them (administration.md §2: connections, queues, tags, quick messages, schedules, ...,
 * companies, plans), the team's users and the contacts beside what an admin sets up first. The
 * plugins' panels follow them (layout/admin-menu.tsx).
 */
export const coreResources: CoreResource[] = [
  {
    name: 'connections',
    access: { admin: true, orSwitch: 'allowConnections' },
    icon: SyncAltIcon,
    views: { list: ConnectionList, edit: ConnectionEdit, create: ConnectionCreate },
  },
  {
    name: 'queues',
    access: { admin: true },
    icon: QueueIcon,
    views: { list: QueueList, edit: QueueEdit, create: QueueCreate },
  },
  {
    name: 'users',
    access: { admin: true },
    icon: PeopleIcon,
    views: { list: UserList, edit: UserEdit, create: UserCreate },
  },
  // The wallet owner is set here and in the conversation's drawer (docs/automations.md, Wallets).
  {
    name: 'contacts',
    access: { admin: true },
    icon: ContactsIcon,
    views: { list: ContactList, edit: ContactEdit },
  },
  { name: 'tags', access: {}, icon: LabelIcon, views: { list: TagList, edit: TagEdit, create: TagCreate } },
  {
    name: 'quick-messages',
    access: {},
    icon: FlashOnIcon,
    views: { list: QuickMessageList, edit: QuickMessageEdit, create: QuickMessageCreate },
  },
  {
    name: 'schedules',
    access: { planFlag: 'useSchedules' },
    icon: EventIcon,
    views: { list: ScheduleList, edit: ScheduleEdit, create: ScheduleCreate },
  },
  {
    name: 'companies',
    access: { superOnly: true },
    icon: BusinessIcon,
    views: { list: CompanyList, edit: CompanyEdit, create: CompanyCreate },
  },
  {
    name: 'plans',
    access: { superOnly: true },
    icon: WorkspacePremiumIcon,
    views: { list: PlanList, edit: PlanEdit, create: PlanCreate },
  },
]
