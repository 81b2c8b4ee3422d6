import { packagesLoadedBy } from '@atendo/core/testing'
import { expect, it } from 'vitest'

it('loading the plugin does not load Baileys: a start with no WhatsApp session never pays for it', async () => {
  const entry = new URL('./index.ts', import.meta.url).pathname

  expect(await packagesLoadedBy(entry, ['baileys'])).toEqual([])
}, 120_000)
