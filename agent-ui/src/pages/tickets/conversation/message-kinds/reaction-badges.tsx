import { useFeatureTexts } from '../../../../i18n/feature-texts.ts'
import { messageKindTexts } from '../../../../i18n/message-kind-texts.ts'
import type { Reaction } from './fold-messages.ts'

/** The reactions to a message, as emoji badges under it (a reaction is never a bubble of its own). */
export function ReactionBadges({ reactions }: { reactions: readonly Reaction[] }) {
  const tx = useFeatureTexts(messageKindTexts)
  if (reactions.length === 0) return null
  return (
    <ul className="reactions" aria-label={tx('kind.reactions')}>
      {reactions.map((reaction) => (
        <li key={reaction.emoji} className={reaction.mine ? 'mine' : undefined}>
          {reaction.count > 1
            ? tx('kind.reaction', { emoji: reaction.emoji, count: reaction.count })
            : reaction.emoji}
        </li>
      ))}
    </ul>
  )
}
