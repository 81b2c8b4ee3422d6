import type { ContentMapper } from '../mapped-content.ts'

function mapsUrl(latitude: number, longitude: number): string {
  return `https://maps.google.com/maps?q=${latitude}%2C${longitude}&z=17`
}

/** A pinned place: `locationMessage`. The body is a map link the inbox can open. */
export const mapLocation: ContentMapper = (content) => {
  const location = content.locationMessage
  if (!location) return undefined
  const latitude = location.degreesLatitude ?? 0
  const longitude = location.degreesLongitude ?? 0
  return {
    body: mapsUrl(latitude, longitude),
    mediaType: 'locationMessage',
    data: {
      location: {
        latitude,
        longitude,
        name: location.name ?? undefined,
        address: location.address ?? undefined,
        url: location.url ?? undefined,
      },
    },
  }
}

/** A shared live location (`liveLocationMessage`): its position when it was shared. */
export const mapLiveLocation: ContentMapper = (content) => {
  const live = content.liveLocationMessage
  if (!live) return undefined
  const latitude = live.degreesLatitude ?? 0
  const longitude = live.degreesLongitude ?? 0
  return {
    body: mapsUrl(latitude, longitude),
    mediaType: 'locationMessage',
    data: { location: { latitude, longitude, live: true, caption: live.caption ?? undefined } },
  }
}
