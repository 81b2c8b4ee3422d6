import { type FormEvent, lazy, Suspense, useCallback, useState } from 'react'
import { atendo, dataOf, pageOf } from '../../api/atendo.ts'
import { flowKeys } from '../../api/query-keys/flow-keys.ts'
import { ConfirmDialog, Dialog } from '../../components/dialog.tsx'
import { Field } from '../../components/field.tsx'
import { Icon } from '../../components/icon.tsx'
import { ListPageHeader } from '../../components/list-page-header.tsx'
import { EmptyState } from '../../components/states/empty-state.tsx'
import { PagedListStates } from '../../components/states/paged-list-states.tsx'
import { emptyStateTexts } from '../../i18n/empty-state-texts.ts'
import { useFeatureTexts } from '../../i18n/feature-texts.ts'
import { flowTexts } from '../../i18n/flow-texts.ts'
import type { PluginPageProps } from '../../plugins/plugin-pages.tsx'
import { Link, matchPath, useRouter } from '../../router/router.tsx'
import { toast } from '../../toasts/toast-store.ts'
import { useErrorToast } from '../../toasts/use-error-toast.ts'
import { usePagedList } from '../campaigns/use-paged-list.ts'
import { useDebounced } from '../tickets/use-debounced.ts'
import { flowNameProblem } from './flow-name.ts'

const FlowCanvasPage = lazy(() => import('./flow-canvas-page.tsx'))

export interface FlowRow {
  id: number
  name: string
  active: boolean
}

/**
 * /flowbuilders and /flowbuilder/{id} (administration.md §2 "Flow builder"): the flow list, and
 * the canvas of one flow.
 */
export default function FlowsPage({ panel }: PluginPageProps) {
  const { pathname } = useRouter()
  const canvas = matchPath('/flowbuilder/:id', pathname)
  const flowId = canvas ? Number(canvas.id) : undefined
  if (flowId !== undefined && Number.isInteger(flowId) && flowId > 0) {
    return (
      <Suspense fallback={null}>
        <FlowCanvasPage flowId={flowId} backTo={panel.path} />
      </Suspense>
    )
  }
  return <FlowList />
}

function FlowList() {
  const tx = useFeatureTexts(flowTexts)
  const hint = useFeatureTexts(emptyStateTexts)
  const showError = useErrorToast()
  const [searchText, setSearchText] = useState('')
  // The spec's search box lower-cases what is typed.
  const search = useDebounced(searchText.toLowerCase())
  const [editing, setEditing] = useState<FlowRow | 'new'>()
  const [deleting, setDeleting] = useState<FlowRow>()
  const [duplicating, setDuplicating] = useState<FlowRow>()
  const fetchPage = useCallback(
    async (pageNumber: number) => {
      const query = { pageNumber, searchParam: search.trim() || undefined }
      const answer = pageOf(await dataOf(atendo.GET('/api/flowbuilder', { params: { query } })))
      return { records: answer.flows as FlowRow[], hasMore: answer.hasMore }
    },
    [search],
  )
  const list = usePagedList(fetchPage, showError, flowKeys.list(search.trim()))
  const { upsert, remove } = list

  const act = async (work: () => Promise<void>) => {
    try {
      await work()
    } catch (error) {
      showError(error)
    }
  }
  const duplicate = (flow: FlowRow) =>
    act(async () => {
      const copy = await dataOf(atendo.POST('/api/flowbuilder/duplicate', { body: { flowId: flow.id } }))
      upsert(copy as FlowRow, true)
      toast.success(tx('flows.duplicated'))
    })
  const deleteFlow = (flow: FlowRow) =>
    act(async () => {
      await dataOf(atendo.DELETE('/api/flowbuilder/{id}', { params: { path: { id: flow.id } } }))
      remove(flow.id)
      toast.success(tx('flows.deleted'))
    })
  const switchActive = (flow: FlowRow) =>
    act(async () => {
      const body = { flowId: flow.id, name: flow.name, active: !flow.active }
      upsert((await dataOf(atendo.PUT('/api/flowbuilder', { body }))) as FlowRow, false)
    })

  return (
    <section className="campaigns-page flows-page" aria-labelledby="flows-title">
      <ListPageHeader
        className="campaigns-header"
        title={tx('flows.title')}
        titleId="flows-title"
        addLabel={tx('flows.add')}
        onAdd={() => setEditing('new')}
        listEmpty={list.records.length === 0}
      >
        <input
          type="search"
          aria-label={tx('flows.search')}
          placeholder={tx('flows.search')}
          value={searchText}
          onChange={(event) => setSearchText(event.target.value.toLowerCase())}
        />
      </ListPageHeader>
      <div className="campaigns-table-frame" onScroll={list.onScroll}>
        <table className="campaigns-table">
          <thead>
            <tr>
              <th scope="col">{tx('flows.name')}</th>
              <th scope="col">{tx('flows.status')}</th>
              <th scope="col" className="actions">
                {tx('flows.actions')}
              </th>
            </tr>
          </thead>
          <tbody>
            {list.records.map((flow) => (
              <tr key={flow.id}>
                <td>
                  <Link to={`/flowbuilder/${flow.id}`} aria-label={`${tx('flows.editFlow')}: ${flow.name}`}>
                    {flow.name}
                  </Link>
                </td>
                <td>
                  <label className="flow-active">
                    <input type="checkbox" checked={flow.active} onChange={() => void switchActive(flow)} />
                    {flow.active ? tx('flows.active') : tx('flows.inactive')}
                  </label>
                </td>
                <td className="actions">
                  <button
                    type="button"
                    className="button button-small"
                    aria-label={`${tx('flows.editName')}: ${flow.name}`}
                    onClick={() => setEditing(flow)}
                  >
                    <Icon name="edit" size={16} />
                  </button>
                  <button
                    type="button"
                    className="button button-small"
                    aria-label={`${tx('flows.duplicate')}: ${flow.name}`}
                    onClick={() => setDuplicating(flow)}
                  >
                    <Icon name="copy" size={16} />
                  </button>
                  <button
                    type="button"
                    className="button button-small button-danger"
                    aria-label={`${tx('flows.delete')}: ${flow.name}`}
                    onClick={() => setDeleting(flow)}
                  >
                    <Icon name="trash" size={16} />
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <PagedListStates
          list={list}
          empty={
            <EmptyState
              icon="transfer"
              title={tx('flows.empty')}
              hint={hint('emptyHint.flows')}
              add={{ label: tx('flows.add'), onAdd: () => setEditing('new') }}
            />
          }
        />
      </div>
      {editing ? (
        <FlowNameDialog
          flow={editing === 'new' ? undefined : editing}
          onSaved={(saved) => upsert(saved, editing === 'new')}
          onClose={() => setEditing(undefined)}
        />
      ) : null}
      {duplicating ? (
        <ConfirmDialog
          title={tx('flows.duplicate')}
          text={tx('flows.duplicateConfirm', { name: duplicating.name })}
          yes={tx('common.yes')}
          no={tx('common.no')}
          onClose={() => setDuplicating(undefined)}
          onConfirm={() => void duplicate(duplicating)}
        />
      ) : null}
      {deleting ? (
        <ConfirmDialog
          title={tx('flows.delete')}
          text={tx('flows.deleteConfirm')}
          yes={tx('common.yes')}
          no={tx('common.no')}
          onClose={() => setDeleting(undefined)}
          onConfirm={() => void deleteFlow(deleting)}
        />
      ) : null}
    </section>
  )
}

/** Add and rename share one dialog (Adicionar Fluxo / Editar Fluxo). */
function FlowNameDialog({
  flow,
  onSaved,
  onClose,
}: {
  flow?: FlowRow
  onSaved(saved: FlowRow): void
  onClose(): void
}) {
  const tx = useFeatureTexts(flowTexts)
  const showError = useErrorToast()
  const [name, setName] = useState(flow?.name ?? '')
  const [tried, setTried] = useState(false)
  const [saving, setSaving] = useState(false)
  const problem = flowNameProblem(name)
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setTried(true)
    if (problem) return
    setSaving(true)
    try {
      const saved = flow
        ? await dataOf(atendo.PUT('/api/flowbuilder', { body: { flowId: flow.id, name: name.trim() } }))
        : await dataOf(atendo.POST('/api/flowbuilder', { body: { name: name.trim() } }))
      onSaved(saved as FlowRow)
      toast.success(tx('flows.saved'))
      onClose()
    } catch (error) {
      showError(error)
    } finally {
      setSaving(false)
    }
  }
  return (
    <Dialog title={flow ? tx('flows.edit') : tx('flows.add')} onClose={onClose}>
      <form onSubmit={submit} noValidate className="campaign-form">
        <Field
          label={tx('flows.name')}
          value={name}
          data-autofocus
          maxLength={50}
          error={tried && problem ? tx(problem) : undefined}
          onChange={(event) => setName(event.target.value)}
        />
        <div className="dialog-actions">
          <button type="button" className="button" onClick={onClose}>
            {tx('common.cancel')}
          </button>
          <button type="submit" className="button button-primary" disabled={saving}>
            {tx('common.save')}
          </button>
        </div>
      </form>
    </Dialog>
  )
}
