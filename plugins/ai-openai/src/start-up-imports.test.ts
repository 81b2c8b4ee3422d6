import { packagesLoadedBy } from '@atendo/core/testing'
import { expect, it } from 'vitest'

it('loading the plugin does not load the openai package: the first turn does', async () => {
  const entry = new URL('./index.ts', import.meta.url).pathname

  expect(await packagesLoadedBy(entry, ['openai'])).toEqual([])
}, 120_000)
