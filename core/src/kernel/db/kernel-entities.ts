import { PasswordReset, UserSession } from '../../modules/auth/entities.ts'
import { ChatbotInput, ChatbotReply, TicketBotState } from '../../modules/chatbot/entities.ts'
import { Company } from '../../modules/companies/entities.ts'
import { Connection } from '../../modules/connections/entities.ts'
import { Contact, ContactExtraInfo, ContactIdentity } from '../../modules/contacts/entities.ts'
import { InboundEvent } from '../../modules/inbound/entities.ts'
import { Message, MessageTranscription } from '../../modules/messages/entities.ts'
import { Plan } from '../../modules/plans/entities.ts'
import { ChatbotOption, ConnectionQueue, Queue, UserQueue } from '../../modules/queues/entities.ts'
import { QuickMessage } from '../../modules/quick-messages/entities.ts'
import { TicketRatingRequest } from '../../modules/ratings/entities.ts'
import { Schedule } from '../../modules/schedules/entities.ts'
import { CompanySetting, GlobalSetting } from '../../modules/settings/entities.ts'
import { ContactTag, Tag, TicketTag } from '../../modules/tags/entities.ts'
import { Ticket, TicketLog, TicketNote, TicketRating } from '../../modules/tickets/entities.ts'
import { User } from '../../modules/users/entities.ts'

/** The entities the kernel itself owns; plugins add theirs through the plugin API. */
export const kernelEntities = [
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
