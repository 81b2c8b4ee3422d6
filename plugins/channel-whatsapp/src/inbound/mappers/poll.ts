import type { proto } from 'baileys'
import type { ContentMapper } from '../mapped-content.ts'

/** The poll a message carries, whichever version of it. */
export function pollOf(
  content: proto.IMessage | null | undefined,
): proto.Message.IPollCreationMessage | undefined {
  return (
    content?.pollCreationMessageV3 ??
    content?.pollCreationMessageV2 ??
    content?.pollCreationMessage ??
    content?.pollCreationMessageV5 ??
    undefined
  )
}

/**
 * A poll (`pollCreationMessage`, V2, V3): the question as the body, the options as data. Votes
 * arrive encrypted with the poll's secret and are not taken in.
 */
export const mapPoll: ContentMapper = (content) => {
  const poll = pollOf(content)
  if (!poll) return undefined
  return {
    body: poll.name ?? '',
    mediaType: 'pollCreationMessageV3',
    data: {
      poll: {
        name: poll.name ?? '',
        options: (poll.options ?? []).map((option) => option.optionName ?? ''),
        selectableCount: poll.selectableOptionsCount ?? 0,
      },
    },
  }
}
