/**
 * The Atendo plugin API: the one module plugins import from core.
 *
 * @example
 * import { definePlugin, defineEntity, p, Migration, AppError } from '@atendo/plugin-api'
 */

export {
  defineEntity,
  type EntityManager,
  type InferEntity,
  LockMode,
  type MigrationObject,
  p,
} from '@mikro-orm/core'
export { Migration } from '@mikro-orm/migrations'
export { type PlanFlag, type Profile, planFlags, profiles, type UserSwitch, userSwitches } from './access.ts'
export {
  type BillingNotification,
  type BillingProvider,
  type BillingProviderRegistration,
  billingProviders,
  type ChargeCheckout,
  type InvoiceCharge,
  type NotificationOutcome,
  type OpenedCharge,
  type PaymentMethod,
} from './billing.ts'
export { type Caller, PLATFORM_COMPANY_ID } from './caller.ts'
export {
  type ChannelCapabilities,
  type ChannelConnection,
  type ChannelCredentialCheck,
  type ChannelCredentialField,
  type ChannelCredentials,
  type ChannelProvider,
  type ChannelRecipient,
  type ChannelStatus,
  type ChannelTraits,
  type ChatTarget,
  channelCapabilities,
  channelProviders,
  type InboundContact,
  type InboundEvent,
  type InboundMessage,
  type InboundSink,
  type InboundStep,
  inboundSteps,
  type MessageTarget,
  type OutboundMedia,
  type OutboundMessage,
  type SendRequest,
  type SentReceipt,
  type TypingState,
} from './channels.ts'
export { type ChatbotHandoff, type ChatbotHandoffTaker, chatbotHandoffs } from './chatbot-handoffs.ts'
export { type Clock, defaultTimeZone, type MovableClock, movableClock, systemClock } from './clock.ts'
export { tenantColumns, timestampColumns } from './columns.ts'
export type { BillingCompany, CompaniesApi, Recurrence } from './companies.ts'
export type {
  ConnectionDraft,
  ConnectionRecord,
  ConnectionsApi,
  RecipientCheck,
  TokenHolder,
} from './connections.ts'
export {
  type ContactMerged,
  type ContactRecord,
  type ContactsApi,
  contactMerged,
  type KnownPerson,
  type PeopleImportOutcome,
} from './contacts.ts'
export { contractVersion } from './contract-version.ts'
export {
  type FlowNodeResult,
  type FlowNodeRuntime,
  type FlowNodeTurn,
  type FlowStarter,
  flowNodeRuntimes,
  flowStarters,
} from './conversation-bots.ts'
export {
  type AtendoPlugin,
  type DbApi,
  definePlugin,
  type Em,
  type HttpApi,
  type PluginContext,
  type PluginRoutes,
} from './define-plugin.ts'
export { AppError, type ErrorCode, errorCatalogue, type FieldProblem, type FieldRule } from './errors.ts'
export type { EventsApi } from './events.ts'
export { createExtensionPoint, type ExtensionPoint, type ExtensionsApi } from './extension-points.ts'
export { idSchema, maxId } from './ids.ts'
export {
  type InboundContactView,
  type InboundHandler,
  type InboundHandlerContext,
  type InboundMessageView,
  type InboundPhase,
  type InboundTicketView,
  inboundHandlers,
} from './inbound.ts'
export type {
  DurableEnqueueOptions,
  EnqueueOptions,
  Job,
  JobHandler,
  JobOptions,
  JobRun,
  JobsApi,
  QueueName,
  RepeatSchedule,
} from './jobs.ts'
export {
  filterIds,
  type ListAnswer,
  ListQuerySchema,
  listAnswerSchema,
  maxPageSize,
  type Page,
  pageOf,
  sendPage,
} from './lists.ts'
export { sniffBytes, sniffMediaType } from './media-content.ts'
export type { MessageRecord, MessagesApi, NumberMessage, OutgoingContent, SentToNumber } from './messages.ts'
export { multipartFile } from './multipart-form.ts'
export type { OutboundHttpApi, OutboundRequest } from './outbound-http.ts'
export type { PermissionsApi, PluginPermission } from './permissions.ts'
export type { PlansApi, PluginPlanFlag } from './plans.ts'
export {
  type DeclaredError,
  declareErrors,
  type ErrorsApi,
  type PluginErrorDefinition,
  pluginErrorPrefix,
} from './plugin-errors.ts'
export {
  idListQuery,
  idsOf,
  oneOrListQuery,
  QueryValueError,
  type TypeBoxDecodeProvider,
} from './query-values.ts'
export type { QueueRecord, QueuesApi } from './queues.ts'
export {
  type AllCompaniesTarget,
  type RealtimeApi,
  type RealtimeTarget,
  realtimeRooms,
} from './realtime.ts'
export type { PluginRequest } from './request.ts'
export type { RouteAccess } from './route-access.ts'
export { unsafeTextField, unsafeTextMessage } from './safe-text.ts'
export type { CompanyOption, CoreCompanyOptionKey, GlobalSettingKey, SettingsApi } from './settings.ts'
export type { StorageApi, StoredMedia } from './storage.ts'
export type { TagRecord, TagsApi } from './tags.ts'
export type { TicketRecord, TicketStatus, TicketsApi } from './tickets.ts'
export {
  type Transcription,
  type TranscriptionAudio,
  type TranscriptionProvider,
  type TranscriptionRequest,
  transcriptionProviders,
} from './transcription.ts'
export type {
  PanelIconName,
  TranslatedLabels,
  UiApi,
  UiPanel,
  UiPanelChoice,
  UiPanelField,
  UiPanelUpload,
} from './ui.ts'
export { panelIconNames } from './ui.ts'
export type { UserRecord, UsersApi } from './users.ts'
