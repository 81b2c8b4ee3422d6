import type { Help } from '@atendo/sdk'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { atendo, dataOf } from '../../api/atendo.ts'
import { helpKeys } from '../../api/query-keys/help-keys.ts'
import { Dialog } from '../../components/dialog.tsx'
import { EmptyState } from '../../components/states/empty-state.tsx'
import { QueryStates } from '../../components/states/query-states.tsx'
import { useFeatureTexts } from '../../i18n/feature-texts.ts'
import { helpTexts } from '../../i18n/help-texts.ts'
import { useI18n } from '../../i18n/i18n-context.tsx'
import type { PluginPageProps } from '../../plugins/plugin-pages.tsx'
import { panelLabel } from '../../plugins/plugin-panels.tsx'

/** The YouTube player of a help's video code. */
export function embedUrl(video: string): string {
  return `https://www.youtube.com/embed/${encodeURIComponent(video.trim())}`
}

/**
 * /helps, the helps plugin's page: the help videos as cards; a card opens its video in a dialog,
 * so only the video being watched loads a player. A help added or changed meanwhile (by the
 * platform's admins) shows without a reload (`company-{id}-help`).
 */
export default function HelpsPage({ panel }: PluginPageProps) {
  const { language } = useI18n()
  const tx = useFeatureTexts(helpTexts)
  const helps = useQuery({ queryKey: helpKeys.all, queryFn: () => dataOf(atendo.GET('/api/helps/list')) })
  const [watching, setWatching] = useState<Help>()

  return (
    <section className="page helps-page">
      <h1>{panelLabel(panel, language)}</h1>
      <QueryStates
        query={helps}
        isEmpty={(list) => list.length === 0}
        empty={<EmptyState icon="video" title={tx('helps.empty')} />}
      >
        {(list) => (
          <ul className="help-list">
            {list.map((help) => (
              <li key={help.id}>
                <button
                  type="button"
                  className="help-card"
                  aria-haspopup="dialog"
                  onClick={() => setWatching(help)}
                >
                  <span className="help-title">{help.title}</span>
                  {help.description ? <span className="help-description">{help.description}</span> : null}
                  <span className="help-watch">{tx('helps.watch')}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </QueryStates>
      {watching ? (
        <Dialog
          title={watching.title}
          wide
          onClose={() => setWatching(undefined)}
          actions={
            <button type="button" className="button" onClick={() => setWatching(undefined)}>
              {tx('common.close')}
            </button>
          }
        >
          {watching.video?.trim() ? (
            <iframe
              className="help-video"
              title={watching.title}
              src={embedUrl(watching.video)}
              allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
              allowFullScreen
            />
          ) : (
            <p>{tx('helps.noVideo')}</p>
          )}
          {watching.description ? <p className="help-description">{watching.description}</p> : null}
        </Dialog>
      ) : null}
    </section>
  )
}
