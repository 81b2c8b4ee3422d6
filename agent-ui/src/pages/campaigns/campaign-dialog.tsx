import type { ApiBody, Campaign } from '@atendo/sdk'
import { type FormEvent, useCallback, useId, useMemo, useState } from 'react'
import { atendo, dataOf, pageOf } from '../../api/atendo.ts'
import { contactListKeys } from '../../api/query-keys/contact-list-keys.ts'
import { tagKeys } from '../../api/query-keys/tag-keys.ts'
import { Dialog } from '../../components/dialog.tsx'
import { Field, SelectField } from '../../components/field.tsx'
import { TabList } from '../../components/tab-list.tsx'
import { TextAreaField } from '../../components/text-area-field.tsx'
import { campaignTexts } from '../../i18n/campaign-texts.ts'
import { useFeatureTexts } from '../../i18n/feature-texts.ts'
import { toast } from '../../toasts/toast-store.ts'
import { useErrorToast } from '../../toasts/use-error-toast.ts'
import { useReference } from '../tickets/reference-data.ts'
import { fromLocalInput, isCampaignEditable, type Slot, slots, toLocalInput } from './campaign-rules.ts'
import { nameProblem } from './name-rules.ts'
import { type PickerOption, SearchPicker } from './search-picker.tsx'
import { useCampaignSettings } from './use-campaign-settings.ts'

type CampaignBody = ApiBody<'post', '/api/campaigns'>
type Messages = Record<`message${Slot}` | `confirmationMessage${Slot}`, string>

/** The variables every message may use (docs/campaigns.md "Variables"); the settings add more. */
const builtInVariables = ['{{name}}', '{{number}}', '{{email}}']

function messagesOf(campaign?: Campaign): Messages {
  const messages = {} as Messages
  for (const slot of slots) {
    messages[`message${slot}`] = campaign?.[`message${slot}`] ?? ''
    messages[`confirmationMessage${slot}`] = campaign?.[`confirmationMessage${slot}`] ?? ''
  }
  return messages
}

/** A select's value as an id, or null for "none". */
const idOrNull = (value: string) => (value ? Number(value) : null)

/**
 * The campaign dialog (administration.md §2, §4, §5, §9): name, confirmation, contact list or tag
 * list, connection, schedule, the ticket to open, five message tabs each with its confirmation
 * message, and the file sent with the message. It opens read-only when the campaign may not be
 * changed: only INATIVA, CANCELADA, or PROGRAMADA more than 1 hour ahead are editable.
 */
export function CampaignDialog({
  campaign,
  onSaved,
  onClose,
}: {
  campaign?: Campaign
  onSaved(saved: Campaign, isNew: boolean): void
  onClose(): void
}) {
  const tx = useFeatureTexts(campaignTexts)
  const showError = useErrorToast()
  const connections = useReference('connections')
  const tags = useReference('tags')
  const users = useReference('users')
  const queues = useReference('queues')
  // The company's own variables (the settings page's); none while they load or if they cannot be read.
  const customVariables = useCampaignSettings().data?.settings.variables ?? []
  const variables = customVariables.map((variable) => `{{${variable.key}}}`)
  const [editable] = useState(() => isCampaignEditable(campaign, new Date()))
  const [name, setName] = useState(campaign?.name ?? '')
  const [confirmation, setConfirmation] = useState(campaign?.confirmation ?? false)
  const [contactList, setContactList] = useState<PickerOption | null>(campaign?.contactList ?? null)
  const [tagListId, setTagListId] = useState<number | null>(campaign?.tagListId ?? null)
  // The campaign names its tag by id only: its name comes with the company's tags.
  const tagList = useMemo(
    () => (tagListId ? { id: tagListId, name: tags.find((tag) => tag.id === tagListId)?.name ?? '' } : null),
    [tagListId, tags],
  )
  const [whatsappId, setWhatsappId] = useState(String(campaign?.whatsappId ?? ''))
  const [scheduledAt, setScheduledAt] = useState(toLocalInput(campaign?.scheduledAt))
  const [openTicket, setOpenTicket] = useState(campaign?.openTicket === 'enabled')
  const [statusTicket, setStatusTicket] = useState(campaign?.statusTicket ?? 'closed')
  const [userId, setUserId] = useState(String(campaign?.userId ?? ''))
  const [queueId, setQueueId] = useState(String(campaign?.queueId ?? ''))
  const [messages, setMessages] = useState(() => messagesOf(campaign))
  const [tab, setTab] = useState<`${Slot}`>('1')
  const [file, setFile] = useState<File>()
  const [mediaName, setMediaName] = useState(campaign?.mediaName ?? null)
  const [tried, setTried] = useState(false)
  const [saving, setSaving] = useState(false)
  const fileId = useId()

  // The recipient pickers search the server from 3 typed characters (administration.md §5).
  const searchLists = useCallback(async (text: string): Promise<PickerOption[]> => {
    const query = { searchParam: text, pageNumber: 1 }
    const page = pageOf(await dataOf(atendo.GET('/api/contact-lists', { params: { query } })))
    return page.records.map(({ id, name }) => ({ id, name }))
  }, [])
  const searchTags = useCallback(async (text: string): Promise<PickerOption[]> => {
    const query = { searchParam: text, pageNumber: 1 }
    const page = pageOf(await dataOf(atendo.GET('/api/tags', { params: { query } })))
    return page.tags.map(({ id, name }) => ({ id, name }))
  }, [])

  const problems = {
    name: nameProblem(name),
    whatsappId: whatsappId ? undefined : tx('dialog.connectionRequired'),
    queueId: openTicket && userId && !queueId ? tx('dialog.queueRequired') : undefined,
  }
  const nameError = tried && problems.name ? tx(problems.name) : undefined

  const save = async (event: FormEvent) => {
    event.preventDefault()
    setTried(true)
    if (!editable || problems.name || problems.whatsappId || problems.queueId) return
    setSaving(true)
    try {
      const body: CampaignBody = {
        name: name.trim(),
        ...messages,
        confirmation,
        scheduledAt: fromLocalInput(scheduledAt),
        contactListId: contactList?.id ?? null,
        tagListId,
        whatsappId: Number(whatsappId),
        openTicket: openTicket ? 'enabled' : 'disabled',
        statusTicket: statusTicket as CampaignBody['statusTicket'],
        userId: openTicket ? idOrNull(userId) : null,
        queueId: openTicket ? idOrNull(queueId) : null,
      }
      // A file can only be attached while the campaign may change, and one due within the hour
      // may not: with a file, the campaign is saved unscheduled, the file attached, then scheduled.
      const attachFirst = file !== undefined && body.scheduledAt !== null
      const firstBody = attachFirst ? { ...body, scheduledAt: null } : body
      let saved = campaign
        ? await dataOf(
            atendo.PUT('/api/campaigns/{id}', { params: { path: { id: campaign.id } }, body: firstBody }),
          )
        : await dataOf(atendo.POST('/api/campaigns', { body: firstBody }))
      if (file) {
        // A file refused by its content leaves the campaign saved, and says why.
        const withMedia = await uploadMedia(saved.id, file).catch((error: unknown) => {
          showError(error)
          return undefined
        })
        if (withMedia) {
          saved = withMedia
          toast.success(tx('dialog.mediaSaved'))
        }
      }
      if (attachFirst) {
        saved = await dataOf(atendo.PUT('/api/campaigns/{id}', { params: { path: { id: saved.id } }, body }))
      }
      onSaved(saved, !campaign)
      toast.success(tx('campaigns.saved'))
      onClose()
    } catch (error) {
      showError(error)
    } finally {
      setSaving(false)
    }
  }

  const removeMedia = async () => {
    if (!campaign) return
    try {
      await dataOf(
        atendo.DELETE('/api/campaigns/{id}/media-upload', { params: { path: { id: campaign.id } } }),
      )
      setMediaName(null)
      toast.success(tx('dialog.mediaRemoved'))
    } catch (error) {
      showError(error)
    }
  }

  const message = (key: keyof Messages) => ({
    value: messages[key],
    disabled: !editable,
    rows: 4,
    maxLength: 5000,
    onChange: (event: { target: { value: string } }) =>
      setMessages((current) => ({ ...current, [key]: event.target.value })),
  })

  return (
    <Dialog
      title={!editable ? tx('dialog.viewTitle') : campaign ? tx('dialog.editTitle') : tx('dialog.newTitle')}
      onClose={onClose}
      wide
    >
      <form onSubmit={save} noValidate className="campaign-form" aria-label={name || tx('dialog.newTitle')}>
        {!editable ? <p className="campaign-read-only">{tx('dialog.readOnly')}</p> : null}
        <fieldset disabled={!editable} className="campaign-grid">
          <Field
            label={tx('campaigns.name')}
            value={name}
            data-autofocus
            maxLength={50}
            error={nameError}
            onChange={(event) => setName(event.target.value)}
          />
          <SelectField
            label={tx('campaigns.confirmation')}
            value={confirmation ? 'true' : 'false'}
            onChange={(event) => setConfirmation(event.target.value === 'true')}
          >
            <option value="false">{tx('campaigns.disabled')}</option>
            <option value="true">{tx('campaigns.enabled')}</option>
          </SelectField>
          <SearchPicker
            label={tx('campaigns.contactList')}
            selected={contactList}
            onSelect={setContactList}
            search={searchLists}
            searchKey={contactListKeys.search}
          />
          <SearchPicker
            label={tx('campaigns.tagList')}
            selected={tagList}
            onSelect={(option) => setTagListId(option?.id ?? null)}
            search={searchTags}
            searchKey={tagKeys.search}
          />
          <SelectField
            label={tx('campaigns.connection')}
            value={whatsappId}
            error={tried ? problems.whatsappId : undefined}
            onChange={(event) => setWhatsappId(event.target.value)}
          >
            <option value="" />
            {connections.map((connection) => (
              <option key={connection.id} value={connection.id}>
                {connection.name}
              </option>
            ))}
          </SelectField>
          <Field
            label={tx('campaigns.scheduledAt')}
            type="datetime-local"
            value={scheduledAt}
            onChange={(event) => setScheduledAt(event.target.value)}
          />
          <SelectField
            label={tx('dialog.openTicket')}
            value={openTicket ? 'enabled' : 'disabled'}
            onChange={(event) => setOpenTicket(event.target.value === 'enabled')}
          >
            <option value="disabled">{tx('campaigns.disabled')}</option>
            <option value="enabled">{tx('campaigns.enabled')}</option>
          </SelectField>
          {openTicket ? (
            <>
              <SelectField
                label={tx('dialog.user')}
                value={userId}
                onChange={(event) => setUserId(event.target.value)}
              >
                <option value="">{tx('dialog.noUser')}</option>
                {users.map((user) => (
                  <option key={user.id} value={user.id}>
                    {user.name}
                  </option>
                ))}
              </SelectField>
              <SelectField
                label={tx('dialog.queue')}
                value={queueId}
                error={tried ? problems.queueId : undefined}
                onChange={(event) => setQueueId(event.target.value)}
              >
                <option value="" />
                {queues.map((queue) => (
                  <option key={queue.id} value={queue.id}>
                    {queue.name}
                  </option>
                ))}
              </SelectField>
              <SelectField
                label={tx('dialog.statusTicket')}
                value={statusTicket}
                onChange={(event) => setStatusTicket(event.target.value)}
              >
                <option value="closed">{tx('dialog.statusClosed')}</option>
                <option value="pending">{tx('dialog.statusPending')}</option>
                <option value="open">{tx('dialog.statusOpen')}</option>
              </SelectField>
            </>
          ) : null}
        </fieldset>
        <TabList
          label={tx('dialog.messages')}
          className="tabs campaign-tabs"
          tabs={slots.map((slot) => ({ id: `${slot}` as const, content: tx('dialog.message', { n: slot }) }))}
          selected={tab}
          onSelect={setTab}
        />
        <div role="tabpanel" className="campaign-messages">
          <TextAreaField label={tx('dialog.message', { n: tab })} {...message(`message${tab}`)} />
          {confirmation ? (
            <TextAreaField
              label={tx('dialog.confirmationMessage', { n: tab })}
              {...message(`confirmationMessage${tab}`)}
            />
          ) : null}
          <p className="field-hint">
            {tx('dialog.variables', { variables: [...builtInVariables, ...variables].join(', ') })}
          </p>
        </div>
        <div className="field campaign-media">
          <label htmlFor={fileId}>{tx('dialog.media')}</label>
          {mediaName && !file ? (
            <p>
              {mediaName}{' '}
              {editable && campaign ? (
                <button type="button" className="button button-small" onClick={() => void removeMedia()}>
                  {tx('dialog.mediaRemove')}
                </button>
              ) : null}
            </p>
          ) : null}
          <input
            id={fileId}
            type="file"
            disabled={!editable}
            accept="image/png,image/jpeg,image/gif,image/webp,application/pdf,video/mp4,audio/ogg,audio/mpeg"
            onChange={(event) => setFile(event.target.files?.[0])}
          />
        </div>
        <div className="dialog-actions">
          <button type="button" className="button" onClick={onClose}>
            {editable ? tx('common.cancel') : tx('common.close')}
          </button>
          {editable ? (
            <button type="submit" className="button button-primary" disabled={saving}>
              {tx('common.save')}
            </button>
          ) : null}
        </div>
      </form>
    </Dialog>
  )
}

/** POST /campaigns/{id}/media-upload: the file goes with the message (told by its content). */
async function uploadMedia(id: number, file: File): Promise<Campaign> {
  const form = new FormData()
  form.append('file', file, file.name)
  return dataOf(
    atendo.POST('/api/campaigns/{id}/media-upload', { params: { path: { id } }, body: form as never }),
  ) as Promise<Campaign>
}
