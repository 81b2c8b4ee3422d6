import type { MediaCardKind } from './media-limits.ts'

/**
 * A media card's or node's preview (administration.md §4: after choosing a file the upload
 * button becomes a preview): the chosen file's object URL, or a stored file's signed link.
 */
export function MediaPreview({ kind, src, name }: { kind: MediaCardKind; src?: string; name?: string }) {
  if (!src) return name ? <span>{name}</span> : null
  return (
    <figure className="flow-media-preview" data-preview={kind}>
      {kind === 'img' ? <img src={src} alt={name ?? ''} /> : null}
      {kind === 'audio' ? (
        // biome-ignore lint/a11y/useMediaCaption: a customer's own recording has no captions to offer
        <audio src={src} controls preload="none" />
      ) : null}
      {kind === 'video' ? (
        // biome-ignore lint/a11y/useMediaCaption: an uploaded clip has no captions to offer
        <video src={src} controls preload="metadata" />
      ) : null}
      {name ? <figcaption>{name}</figcaption> : null}
    </figure>
  )
}
