import type { ContentMapper } from '../mapped-content.ts'
import { plainNumber } from '../mapped-content.ts'

const isoOfSeconds = (seconds: number | undefined) =>
  seconds === undefined ? undefined : new Date(seconds * 1000).toISOString()

/** A calendar event created in the chat: `eventMessage`. */
export const mapEvent: ContentMapper = (content) => {
  const event = content.eventMessage
  if (!event) return undefined
  return {
    body: event.name ?? '',
    mediaType: 'eventMessage',
    data: {
      event: {
        name: event.name ?? '',
        description: event.description ?? undefined,
        startTime: isoOfSeconds(plainNumber(event.startTime)),
        endTime: isoOfSeconds(plainNumber(event.endTime)),
        location: event.location
          ? {
              name: event.location.name ?? undefined,
              latitude: event.location.degreesLatitude ?? undefined,
              longitude: event.location.degreesLongitude ?? undefined,
            }
          : undefined,
        joinLink: event.joinLink ?? undefined,
        canceled: event.isCanceled === true,
      },
    },
  }
}
