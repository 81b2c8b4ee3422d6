import { definePlugin } from '@atendo/plugin-api'
import { createChatEvents } from './chat-events.ts'
import { chatMessageRoutes } from './chat-message-routes.ts'
import { chatRoutes } from './chat-routes.ts'
import { Chat, ChatMember, ChatMessage } from './entities.ts'
import { CreateInternalChat } from './migrations/20261127140000-internal-chat-create.ts'

/**
 * Internal chat (administration.md §2 "Internal chat"): conversations between users of one
 * company, with unread counts per user and live delivery to the members' inboxes. Needs the
 * plan flag `useInternalChat`. The inbox's /chats screens are shown when this plugin's panel is
 * listed by `GET /api/plugins/ui`.
 */
export default definePlugin({
  id: 'internal-chat',
  version: '1.0.0',
  contract: '^2.0.0',
  register({ entities, migrations, http, realtime, users, ui }) {
    entities([Chat, ChatMember, ChatMessage])
    migrations([{ name: '20261127140000-internal-chat-create', class: CreateInternalChat }])
    const events = createChatEvents(realtime)
    http.routes(chatRoutes, { users, events })
    http.routes(chatMessageRoutes, { users, events })
    ui.panel({
      app: 'agent',
      kind: 'route',
      id: 'chats',
      label: 'Chat Interno',
      labels: { pt: 'Chat Interno', en: 'Internal chat', es: 'Chat interno', tr: 'İç sohbet' },
      path: '/chats',
      icon: 'forum',
      planFlag: 'useInternalChat',
    })
  },
})
