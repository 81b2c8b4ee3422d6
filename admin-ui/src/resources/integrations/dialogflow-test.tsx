import { Alert, Button, Stack } from '@mui/material'
import { useState } from 'react'
import { useTranslate } from 'react-admin'
import { useFormContext } from 'react-hook-form'
import { useServices } from '../../services-context.ts'

type Outcome =
  | { kind: 'ok'; intent: string; text: string }
  | { kind: 'failed'; message: string }
  | { kind: 'incomplete' }

/**
 * The Dialogflow dialog's Test button (administration.md §2): sends the project, service-account
 * JSON and language being edited (and the id of a saved one) to POST /queueIntegration/testSession, which asks the agent the
 * intent of "Olá", and shows what it answered or why it could not.
 */
export function DialogflowTestButton() {
  const translate = useTranslate()
  const { http } = useServices()
  const { getValues } = useFormContext()
  const [testing, setTesting] = useState(false)
  const [outcome, setOutcome] = useState<Outcome | undefined>()

  async function test() {
    const { id, projectName, jsonContent, language } = getValues()
    if (!projectName?.trim() || !jsonContent?.trim()) {
      setOutcome({ kind: 'incomplete' })
      return
    }
    setTesting(true)
    setOutcome(undefined)
    try {
      const { json } = await http('/api/queueIntegration/testSession', {
        method: 'POST',
        // A saved integration's JSON comes back with its key masked: the id lets the server use the stored key.
        body: JSON.stringify({
          ...(typeof id === 'number' ? { id } : {}),
          projectName: projectName.trim(),
          jsonContent,
          language: language || 'pt-BR',
        }),
      })
      const answer = json as { intent: string; fulfillmentText: string }
      setOutcome({ kind: 'ok', intent: answer.intent, text: answer.fulfillmentText })
    } catch (error) {
      setOutcome({
        kind: 'failed',
        message: error instanceof Error ? translate(error.message) : String(error),
      })
    } finally {
      setTesting(false)
    }
  }

  return (
    <Stack spacing={1} sx={{ width: '100%', maxWidth: 720 }}>
      <Button variant="outlined" onClick={test} disabled={testing} sx={{ alignSelf: 'flex-start' }}>
        {translate(testing ? 'atendo.integrations.testing' : 'atendo.integrations.test')}
      </Button>
      {outcome?.kind === 'ok' && (
        <Alert severity="success" role="status">
          {translate('atendo.integrations.test_ok', { intent: outcome.intent, text: outcome.text })}
        </Alert>
      )}
      {outcome?.kind === 'failed' && (
        <Alert severity="error" role="alert">
          {translate('atendo.integrations.test_failed', { message: outcome.message })}
        </Alert>
      )}
      {outcome?.kind === 'incomplete' && (
        <Alert severity="warning" role="alert">
          {translate('atendo.integrations.test_needs')}
        </Alert>
      )}
    </Stack>
  )
}
