import type { Message } from '../../../../api/models.ts'
import { Icon } from '../../../../components/icon.tsx'
import { useFeatureTexts } from '../../../../i18n/feature-texts.ts'
import { messageKindTexts } from '../../../../i18n/message-kind-texts.ts'
import { pollOf, pollVoteOf } from './message-data.ts'

/**
 * The options each voter chose last: a vote replaces the voter's earlier one, and an empty vote
 * takes it back. Votes are the messages replying to the poll with `data.pollVote`, oldest first.
 */
export function tallyVotes(votes: readonly Message[]): { byOption: Map<string, number>; voters: number } {
  const latest = new Map<string, string[]>()
  for (const vote of votes) {
    const voter = vote.fromMe ? 'me' : `contact-${vote.contact?.id ?? vote.id}`
    latest.set(voter, pollVoteOf(vote) ?? [])
  }
  const byOption = new Map<string, number>()
  let voters = 0
  for (const options of latest.values()) {
    if (options.length > 0) voters += 1
    for (const option of options) byOption.set(option, (byOption.get(option) ?? 0) + 1)
  }
  return { byOption, voters }
}

/** A poll (`pollCreationMessageV3`): the question, and each option with its votes. */
export function PollMessage({ message, votes }: { message: Message; votes: readonly Message[] }) {
  const tx = useFeatureTexts(messageKindTexts)
  const poll = pollOf(message)
  const { byOption, voters } = tallyVotes(votes)
  const count = (n: number) => tx(n === 1 ? 'kind.pollVote' : 'kind.pollVotes', { count: n })
  return (
    <div className="kind-card">
      <div className="bubble-flag">
        <Icon name="poll" size={12} /> {tx('kind.poll')}
      </div>
      <strong>{poll.name}</strong>
      <div className="bubble-flag">
        {poll.selectableCount === 1 ? tx('kind.pollSingle') : tx('kind.pollMultiple')}
      </div>
      <ul className="poll-options">
        {poll.options.map((option) => {
          const votesFor = byOption.get(option) ?? 0
          return (
            <li key={option}>
              <span className="poll-option">
                <span>{option}</span>
                <span className="bubble-flag">{count(votesFor)}</span>
              </span>
              <span className="poll-bar" aria-hidden="true">
                <span style={{ width: `${voters ? Math.round((votesFor / voters) * 100) : 0}%` }} />
              </span>
            </li>
          )
        })}
      </ul>
    </div>
  )
}
