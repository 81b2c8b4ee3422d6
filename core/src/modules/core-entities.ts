import { PasswordReset, UserSession } from './auth/entities.ts'
import { ChatbotInput, ChatbotReply, TicketBotState } from './chatbot/entities.ts'
import { Company } from './companies/entities.ts'
import { Connection } from './connections/entities.ts'
import { Contact, ContactExtraInfo, ContactIdentity } from './contacts/entities.ts'
import { InboundEvent, WebhookDelivery } from './inbound/entities.ts'
import { Message, MessageTranscription } from './messages/entities.ts'
import { Plan } from './plans/entities.ts'
import { ChatbotOption, ConnectionQueue, Queue, UserQueue } from './queues/entities.ts'
import { QuickMessage } from './quick-messages/entities.ts'
import { TicketRatingRequest } from './ratings/entities.ts'
import { Schedule } from './schedules/entities.ts'
import { CompanySetting, GlobalSetting } from './settings/entities.ts'
import { ContactTag, Tag, TicketTag } from './tags/entities.ts'
import { Ticket, TicketLog, TicketNote, TicketRating } from './tickets/entities.ts'
import { User } from './users/entities.ts'

/**
 * The entities of core's modules, handed to the kernel's database at composition (app.ts); plugins
 * add theirs through the plugin API.
 */
export const coreEntities = [
  Plan,
  Company,
  User,
  UserSession,
  PasswordReset,
  GlobalSetting,
  CompanySetting,
  Connection,
  Queue,
  ChatbotOption,
  UserQueue,
  ConnectionQueue,
  Tag,
  ContactTag,
  TicketTag,
  Contact,
  ContactIdentity,
  ContactExtraInfo,
  Ticket,
  TicketLog,
  TicketNote,
  TicketRating,
  TicketRatingRequest,
  Message,
  MessageTranscription,
  InboundEvent,
  WebhookDelivery,
  QuickMessage,
  Schedule,
  ChatbotInput,
  TicketBotState,
  ChatbotReply,
]
