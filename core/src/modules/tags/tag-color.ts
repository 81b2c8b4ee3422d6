import { randomInt } from 'node:crypto'

/** A new tag's colour when none is chosen: a random hex colour (administration.md §9). */
export function randomTagColor(): string {
  return `#${randomInt(0, 0x1000000).toString(16).padStart(6, '0').toUpperCase()}`
}
