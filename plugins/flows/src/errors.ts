import { declareErrors } from '@atendo/plugin-api'

/** The flow plugin's refusals, in the front ends' languages. */
export const flowErrors = declareErrors({
  ERR_FLOWS_INVALID_NODE: {
    status: 400,
    message: 'A node of the flow is not valid',
    labels: {
      pt: 'Um bloco do fluxo não é válido',
      en: 'A node of the flow is not valid',
      es: 'Un bloque del flujo no es válido',
      tr: 'Akıştaki bir düğüm geçerli değil',
    },
  },
  ERR_FLOWS_NODE_RUNTIME_MISSING: {
    status: 400,
    message: 'The flow has a node no loaded integration can run',
    labels: {
      pt: 'O fluxo tem um bloco que nenhuma integração carregada executa',
      en: 'The flow has a node no loaded integration can run',
      es: 'El flujo tiene un bloque que ninguna integración cargada ejecuta',
      tr: 'Akışta yüklü hiçbir entegrasyonun çalıştıramadığı bir düğüm var',
    },
  },
  ERR_FLOWS_NOT_FOUND: {
    status: 404,
    message: 'Flow not found',
    labels: {
      pt: 'Fluxo não encontrado',
      en: 'Flow not found',
      es: 'Flujo no encontrado',
      tr: 'Akış bulunamadı',
    },
  },
  ERR_FLOWS_PHRASE_NOT_FOUND: {
    status: 404,
    message: 'Phrase campaign not found',
    labels: {
      pt: 'Campanha de frase não encontrada',
      en: 'Phrase campaign not found',
      es: 'Campaña de frase no encontrada',
      tr: 'İfade kampanyası bulunamadı',
    },
  },
})
