import { PasswordReset, UserSession } from './auth/index.ts'
import { ChatbotInput, ChatbotReply, TicketBotState } from './chatbot/index.ts'
import { Company } from './companies/index.ts'
import { Connection } from './connections/index.ts'
import { Contact, ContactExtraInfo, ContactIdentity } from './contacts/index.ts'
import { InboundEvent } from './inbound/index.ts'
import { Message, MessageTranscription } from './messages/index.ts'
import { Plan } from './plans/index.ts'
import { ChatbotOption, ConnectionQueue, Queue, UserQueue } from './queues/index.ts'
import { QuickMessage } from './quick-messages/index.ts'
import { TicketRatingRequest } from './ratings/index.ts'
import { Schedule } from './schedules/index.ts'
import { CompanySetting, GlobalSetting } from './settings/index.ts'
import { ContactTag, Tag, TicketTag } from './tags/index.ts'
import { Ticket, TicketLog, TicketNote, TicketRating } from './tickets/index.ts'
import { User } from './users/index.ts'
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
  QuickMessage,
  Schedule,
  ChatbotInput,
  TicketBotState,
  ChatbotReply,
]
