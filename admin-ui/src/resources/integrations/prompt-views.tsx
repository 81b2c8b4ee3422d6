import VisibilityIcon from '@mui/icons-material/Visibility'
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff'
import { IconButton, InputAdornment } from '@mui/material'
import { useState } from 'react'
import {
  Create,
  Edit,
  EditButton,
  FunctionField,
  NumberField,
  NumberInput,
  type RaRecord,
  ReferenceField,
  ReferenceInput,
  SelectInput,
  SimpleForm,
  TextField,
  TextInput,
  useTranslate,
  useTranslateLabel,
} from 'react-admin'
import { RequireAccess } from '../../access/require-access.tsx'
import { ResponsiveList } from '../lists/responsive-list.tsx'
import { ConfirmDelete, searchFilter, useLoadFailure } from '../shared.tsx'
import {
  type PromptValues,
  promptDefaults,
  promptErrors,
  promptPayload,
  promptVoices,
} from './prompt-rules.ts'

/** Admins of a plan with AI (administration.md §2 "AI prompts", §6). */
const access = { admin: true, planFlag: 'useOpenAi' }

/**
 * A key typed hidden, with a toggle to read it (§5 "key masked with toggle"). A saved key comes
 * back masked and stays masked: sent back unchanged, the server keeps the stored one.
 */
function SecretInput({ source, isRequired }: { source: string; isRequired?: boolean }) {
  const translate = useTranslate()
  const [shown, setShown] = useState(false)
  const translateLabel = useTranslateLabel()
  const label = translate(shown ? 'atendo.integrations.hide_key' : 'atendo.integrations.show_key')
  // The form has two keys (the API's and the voice's): each toggle says whose it is.
  const named = `${label}: ${String(translateLabel({ source }))}`
  return (
    <TextInput
      source={source}
      isRequired={isRequired}
      type={shown ? 'text' : 'password'}
      autoComplete="off"
      fullWidth
      helperText={false}
      format={(value: unknown) => (value ?? '') as string}
      InputProps={{
        endAdornment: (
          <InputAdornment position="end">
            <IconButton aria-label={named} title={named} onClick={() => setShown(!shown)} edge="end">
              {shown ? <VisibilityOffIcon /> : <VisibilityIcon />}
            </IconButton>
          </InputAdornment>
        ),
      }}
    />
  )
}

/**
 * The prompt dialog (administration.md §2 "AI prompts", §3 "Prompt", §5, §9): name, API key,
 * prompt, voice (texto or one of the 15 voices) with its key and region, temperature, max tokens,
 * max messages and the queue (setor) the agent hands tickets to.
 */
function PromptForm({ creating }: { creating?: boolean }) {
  const translate = useTranslate()
  const voiceChoices = promptVoices.map((id) => ({
    id,
    name: id === 'texto' ? translate('atendo.integrations.prompt_voice_text') : id,
  }))
  return (
    <SimpleForm
      defaultValues={creating ? promptDefaults : undefined}
      validate={(values) => promptErrors(values as PromptValues)}
    >
      <TextInput source="name" isRequired fullWidth />
      <SecretInput source="apiKey" isRequired />
      <TextInput source="prompt" isRequired multiline minRows={5} fullWidth />
      <ReferenceInput source="queueId" reference="queues">
        <SelectInput optionText="name" isRequired fullWidth />
      </ReferenceInput>
      <SelectInput source="voice" choices={voiceChoices} isRequired />
      <SecretInput source="voiceKey" />
      <TextInput source="voiceRegion" />
      <NumberInput source="temperature" min={0} max={2} step={0.1} isRequired />
      <NumberInput source="maxTokens" min={1} max={4096} step={1} isRequired />
      <NumberInput source="maxMessages" min={1} max={100} step={1} isRequired />
    </SimpleForm>
  )
}

const transform = (values: RaRecord) => promptPayload(values as PromptValues)

const promptRow = {
  primaryText: (record: RaRecord) => String(record.name),
  secondaryText: (record: RaRecord) => String(record.apiKey),
}

/** The prompts list: name, queue, voice, the key as the server masked it, edit and delete. */
export function PromptList() {
  const translate = useTranslate()
  return (
    <RequireAccess access={access}>
      <ResponsiveList
        filters={searchFilter}
        sort={{ field: 'id', order: 'ASC' }}
        queryOptions={useLoadFailure()}
        phone={promptRow}
      >
        <TextField source="id" />
        <TextField source="name" />
        <ReferenceField source="queueId" reference="queues" link={false} sortable={false}>
          <TextField source="name" />
        </ReferenceField>
        <FunctionField
          source="voice"
          sortable={false}
          render={(record: RaRecord) =>
            record.voice === 'texto' ? translate('atendo.integrations.prompt_voice_text') : record.voice
          }
        />
        {/* As the server answers it: masked, its last 4 characters only. */}
        <TextField source="apiKey" sortable={false} />
        <NumberField source="maxTokens" sortable={false} />
        <EditButton />
        <ConfirmDelete />
      </ResponsiveList>
    </RequireAccess>
  )
}

export function PromptEdit() {
  return (
    <RequireAccess access={access}>
      <Edit mutationMode="pessimistic" transform={transform}>
        <PromptForm />
      </Edit>
    </RequireAccess>
  )
}

export function PromptCreate() {
  return (
    <RequireAccess access={access}>
      <Create redirect="list" transform={transform}>
        <PromptForm creating />
      </Create>
    </RequireAccess>
  )
}
