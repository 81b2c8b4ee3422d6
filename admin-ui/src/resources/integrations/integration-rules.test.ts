import { describe, expect, it } from 'vitest'
import { fileListErrors, fileListPayload, uploadBody } from './file-list-rules.ts'
import { integrationErrors, integrationPayload } from './integration-rules.ts'
import { promptErrors, promptVoices } from './prompt-rules.ts'

describe('queue integration rules (administration.md §5)', () => {
  it('asks each type for its own fields', () => {
    expect(integrationErrors({ type: 'typebot', name: 'A' })).toEqual({
      name: 'atendo.too_short',
      urlN8N: 'atendo.required',
      typebotSlug: 'atendo.required',
    })
    expect(integrationErrors({ type: 'webhook', name: 'Hook', urlN8N: 'ftp://x' })).toEqual({
      urlN8N: 'atendo.field_rules.url',
    })
    expect(
      integrationErrors({ type: 'dialogflow', name: 'Agente', projectName: 'p', jsonContent: '{' }),
    ).toEqual({
      jsonContent: 'atendo.field_rules.invalid',
      language: 'atendo.required',
    })
    expect(integrationErrors({ type: 'flowbuilder', name: 'Fluxo' })).toEqual({})
  })

  it('sends only the type’s fields, the project name being the name for n8n, webhook, typebot and flowbuilder', () => {
    expect(
      integrationPayload({ type: 'n8n', name: ' Vendas ', urlN8N: 'https://n8n.test/w', typebotSlug: 'x' }),
    ).toEqual({
      type: 'n8n',
      name: 'Vendas',
      projectName: 'Vendas',
      urlN8N: 'https://n8n.test/w',
    })
  })
})

describe('prompt rules', () => {
  it('says the spec’s texts and offers text plus 15 voices', () => {
    expect(promptVoices).toHaveLength(16)
    expect(
      promptErrors({
        name: 'Ana',
        prompt: 'curto',
        apiKey: 'k',
        voice: 'Yara',
        maxTokens: 100,
        temperature: 1,
        maxMessages: 10,
      }),
    ).toEqual({
      name: 'atendo.integrations.prompt_short',
      prompt: 'atendo.integrations.prompt_min',
      queueId: 'atendo.integrations.prompt_queue',
      voiceKey: 'atendo.required',
      voiceRegion: 'atendo.required',
    })
  })
})

describe('file list rules', () => {
  it('refuses a short name, an empty message and a file over 20 MB', () => {
    const big = new File([new Uint8Array(20 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' })
    expect(
      fileListErrors({ name: 'ab', message: ' ', options: [{ name: 'x', file: { rawFile: big } }] }),
    ).toEqual({
      name: 'atendo.integrations.file_short_name',
      message: 'atendo.required',
      options: [{ file: 'atendo.integrations.file_too_large' }],
    })
  })

  it('uploads each new file followed by its saved option’s id', () => {
    const file = new File(['%PDF'], 'tabela.pdf', { type: 'application/pdf' })
    const values = {
      name: 'Lista',
      message: 'm',
      options: [
        { name: 'Antigo', id: 4 },
        { name: 'Tabela', file: { rawFile: file } },
      ],
    }
    expect(fileListPayload(values).options).toEqual([{ id: 4, name: 'Antigo' }, { name: 'Tabela' }])
    const body = uploadBody(values, { options: [{ id: 4 }, { id: 9 }] })!
    expect(body.getAll('id')).toEqual(['9'])
    expect((body.get('files') as File).name).toBe('tabela.pdf')
    expect(uploadBody({ options: [{ name: 'a', id: 4 }] }, { options: [{ id: 4 }] })).toBeUndefined()
  })
})
