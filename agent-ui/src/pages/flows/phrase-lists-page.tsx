import { useQuery, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useCallback, useState } from 'react'
import { atendo, dataOf, pageOf } from '../../api/atendo.ts'
import { flowKeys } from '../../api/query-keys/flow-keys.ts'
import { useQueryFailure } from '../../api/use-query-failure.ts'
import { ConfirmDialog, Dialog } from '../../components/dialog.tsx'
import { Field, SelectField } from '../../components/field.tsx'
import { Icon } from '../../components/icon.tsx'
import { ListPageHeader } from '../../components/list-page-header.tsx'
import { EmptyState } from '../../components/states/empty-state.tsx'
import { ErrorState } from '../../components/states/error-state.tsx'
import { LoadingState } from '../../components/states/loading-state.tsx'
import { emptyStateTexts } from '../../i18n/empty-state-texts.ts'
import { useFeatureTexts } from '../../i18n/feature-texts.ts'
import { flowTexts } from '../../i18n/flow-texts.ts'
import { useI18n } from '../../i18n/i18n-context.tsx'
import { errorToastText } from '../../toasts/error-text.ts'
import { toast } from '../../toasts/toast-store.ts'
import { useErrorToast } from '../../toasts/use-error-toast.ts'
import type { FlowRow } from './flows-page.tsx'
import { useFlowSearch } from './use-flow-search.ts'

interface PhraseCampaign {
  id: number
  name: string
  flowId: number
  whatsappId: number | null
  phrase: string
  status: boolean
}

interface Connection {
  id: number
  name: string
  status: string
}

interface PhrasesPage {
  campaigns: PhraseCampaign[]
  flows: FlowRow[]
  connections: Connection[]
}

async function readPhrasesPage(): Promise<PhrasesPage> {
  const [phraseAnswer, flowAnswer, connectionAnswer] = await Promise.all([
    dataOf(atendo.GET('/api/flowcampaign')),
    dataOf(atendo.GET('/api/flowbuilder', { params: { query: { pageNumber: 1 } } })),
    dataOf(atendo.GET('/api/whatsapp')),
  ])
  return {
    campaigns: (phraseAnswer as { flow: PhraseCampaign[] }).flow,
    flows: pageOf(flowAnswer).flows as FlowRow[],
    connections: connectionAnswer as Connection[],
  }
}

const nothingYet: PhrasesPage = { campaigns: [], flows: [], connections: [] }

/**
 * /phrase-lists, "Campanhas" (administration.md §2 "Phrase campaigns"): the flow a connection's
 * inbound text starts when it matches a phrase. Name, flow and phrase are required; the
 * connection is flagged when empty but the campaign still saves (it then applies to any connection).
 */
export default function PhraseListsPage() {
  const tx = useFeatureTexts(flowTexts)
  const hint = useFeatureTexts(emptyStateTexts)
  const { language } = useI18n()
  const showError = useErrorToast()
  const queryClient = useQueryClient()
  const page = useQuery({ queryKey: flowKeys.phrases, queryFn: readPhrasesPage })
  const { campaigns, flows, connections } = page.data ?? nothingYet
  const [editing, setEditing] = useState<PhraseCampaign | 'new'>()
  const [deleting, setDeleting] = useState<PhraseCampaign>()
  // A failed re-read is told once in a toast over the campaigns; a failed first read shows the error state below.
  const failure = useQueryFailure(page)
  /** The page's campaigns after a change made here (the answer of the save or delete). */
  const setCampaigns = useCallback(
    (change: (current: PhraseCampaign[]) => PhraseCampaign[]) =>
      queryClient.setQueryData(flowKeys.phrases, (current: PhrasesPage | undefined) =>
        current ? { ...current, campaigns: change(current.campaigns) } : current,
      ),
    [queryClient],
  )

  const deleteCampaign = async (campaign: PhraseCampaign) => {
    try {
      await dataOf(atendo.DELETE('/api/flowcampaign/{id}', { params: { path: { id: campaign.id } } }))
      setCampaigns((current) => current.filter((other) => other.id !== campaign.id))
      toast.success(tx('phrases.deleted'))
    } catch (error) {
      showError(error)
    }
  }

  const flowName = (id: number) => flows.find((flow) => flow.id === id)?.name ?? `#${id}`
  return (
    <section className="campaigns-page" aria-labelledby="phrases-title">
      <ListPageHeader
        className="campaigns-header"
        title={tx('phrases.title')}
        titleId="phrases-title"
        addLabel={tx('phrases.add')}
        onAdd={() => setEditing('new')}
        listEmpty={campaigns.length === 0}
      ></ListPageHeader>
      <div className="campaigns-table-frame">
        <table className="campaigns-table">
          <thead>
            <tr>
              <th scope="col">{tx('phrases.name')}</th>
              <th scope="col">{tx('phrases.phrase')}</th>
              <th scope="col">{tx('phrases.flow')}</th>
              <th scope="col">{tx('phrases.status')}</th>
              <th scope="col" className="actions">
                {tx('phrases.actions')}
              </th>
            </tr>
          </thead>
          <tbody>
            {campaigns.map((campaign) => (
              <tr key={campaign.id}>
                <td>{campaign.name}</td>
                <td>{campaign.phrase}</td>
                <td>{flowName(campaign.flowId)}</td>
                <td>{campaign.status ? tx('flows.active') : tx('flows.inactive')}</td>
                <td className="actions">
                  <button
                    type="button"
                    className="button button-small"
                    aria-label={`${tx('phrases.edit')}: ${campaign.name}`}
                    onClick={() => setEditing(campaign)}
                  >
                    <Icon name="edit" size={16} />
                  </button>
                  <button
                    type="button"
                    className="button button-small button-danger"
                    aria-label={`${tx('phrases.delete')}: ${campaign.name}`}
                    onClick={() => setDeleting(campaign)}
                  >
                    <Icon name="trash" size={16} />
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {page.isPending ? (
          <LoadingState />
        ) : failure.error ? (
          // Only without rows: a failed re-read keeps the campaigns on screen (its toast tells it).
          <ErrorState message={errorToastText(failure.error, language)} onRetry={() => void page.refetch()} />
        ) : campaigns.length === 0 ? (
          <EmptyState
            icon="chat"
            title={tx('phrases.empty')}
            hint={hint('emptyHint.phrases')}
            add={{ label: tx('phrases.add'), onAdd: () => setEditing('new') }}
          />
        ) : null}
      </div>
      {editing ? (
        <PhraseDialog
          campaign={editing === 'new' ? undefined : editing}
          flows={flows}
          connections={connections}
          onSaved={(saved) =>
            setCampaigns((current) =>
              current.some((other) => other.id === saved.id)
                ? current.map((other) => (other.id === saved.id ? saved : other))
                : [saved, ...current],
            )
          }
          onClose={() => setEditing(undefined)}
        />
      ) : null}
      {deleting ? (
        <ConfirmDialog
          title={tx('phrases.delete')}
          text={tx('phrases.deleteConfirm')}
          yes={tx('common.yes')}
          no={tx('common.no')}
          onClose={() => setDeleting(undefined)}
          onConfirm={() => void deleteCampaign(deleting)}
        />
      ) : null}
    </section>
  )
}

function PhraseDialog({
  campaign,
  flows,
  connections,
  onSaved,
  onClose,
}: {
  campaign?: PhraseCampaign
  flows: FlowRow[]
  connections: Connection[]
  onSaved(saved: PhraseCampaign): void
  onClose(): void
}) {
  const tx = useFeatureTexts(flowTexts)
  const showError = useErrorToast()
  const [name, setName] = useState(campaign?.name ?? '')
  const [flowId, setFlowId] = useState(campaign?.flowId ?? 0)
  const [whatsappId, setWhatsappId] = useState<number | null>(campaign?.whatsappId ?? null)
  const [phrase, setPhrase] = useState(campaign?.phrase ?? '')
  const [status, setStatus] = useState(campaign?.status ?? true)
  const [tried, setTried] = useState(false)
  const [saving, setSaving] = useState(false)
  const choices = useFlowSearch(flows, flowId, showError)
  const required = (value: string | number) =>
    tried && !String(value || '').trim() ? tx('dialog.required') : undefined

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setTried(true)
    if (!name.trim() || !flowId || !phrase.trim()) return
    setSaving(true)
    try {
      const body = { name: name.trim(), flowId, whatsappId, phrase: phrase.trim() }
      const saved = campaign
        ? await dataOf(
            atendo.PUT('/api/flowcampaign', { body: { ...body, id: campaign.id, status } as never }),
          )
        : await dataOf(atendo.POST('/api/flowcampaign', { body: body as never }))
      onSaved(saved as PhraseCampaign)
      toast.success(campaign ? tx('phrases.updated') : tx('phrases.created'))
      onClose()
    } catch (error) {
      showError(error)
    } finally {
      setSaving(false)
    }
  }
  return (
    <Dialog title={campaign ? tx('phrases.edit') : tx('phrases.create')} onClose={onClose}>
      <form onSubmit={submit} noValidate className="campaign-form">
        <Field
          label={tx('phrases.name')}
          value={name}
          maxLength={100}
          data-autofocus
          error={required(name)}
          onChange={(event) => setName(event.target.value)}
        />
        <Field
          label={tx('phrases.searchFlow')}
          type="search"
          maxLength={50}
          value={choices.search}
          onChange={(event) => choices.setSearch(event.target.value)}
        />
        <SelectField
          label={tx('phrases.flow')}
          value={String(flowId || '')}
          error={required(flowId)}
          onChange={(event) => setFlowId(Number(event.target.value))}
        >
          <option value="" />
          {choices.flows.map((flow) => (
            <option key={flow.id} value={flow.id}>
              {flow.name}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={tx('phrases.connection')}
          value={String(whatsappId ?? '')}
          error={tried && whatsappId === null ? tx('phrases.noConnection') : undefined}
          onChange={(event) => setWhatsappId(event.target.value ? Number(event.target.value) : null)}
        >
          <option value="">{tx('phrases.anyConnection')}</option>
          {connections.map((connection) => (
            <option key={connection.id} value={connection.id}>
              {connection.name} ({connection.status})
            </option>
          ))}
        </SelectField>
        <Field
          label={tx('phrases.phrase')}
          value={phrase}
          maxLength={200}
          error={required(phrase)}
          onChange={(event) => setPhrase(event.target.value)}
        />
        {campaign ? (
          <label className="flow-active">
            <input type="checkbox" checked={status} onChange={(event) => setStatus(event.target.checked)} />
            {tx('phrases.status')}
          </label>
        ) : null}
        <div className="dialog-actions">
          <button type="button" className="button" onClick={onClose}>
            {tx('dialog.cancel')}
          </button>
          <button type="submit" className="button button-primary" disabled={saving}>
            {campaign ? tx('phrases.save') : tx('phrases.create')}
          </button>
        </div>
      </form>
    </Dialog>
  )
}
