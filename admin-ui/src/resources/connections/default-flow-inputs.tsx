import { ReferenceInput, SelectInput, TabbedForm, useLocaleState } from 'react-admin'
import { hasPlanFlag, type Permissions } from '../../api/permissions.ts'
import type { Language } from '../../i18n/setting-labels.ts'

/** The tab's texts (the flows plugin's; docs/flows.md "Which flow starts"). */
const texts: Record<Language, Record<'tab' | 'welcome' | 'notPhrase' | 'none', string>> = {
  pt: {
    tab: 'Fluxo padrão',
    welcome: 'Fluxo de boas-vindas',
    notPhrase: 'Fluxo de resposta padrão (nenhuma frase)',
    none: 'Nenhum',
  },
  en: {
    tab: 'Default flow',
    welcome: 'Welcome flow',
    notPhrase: 'Default answer flow (no phrase)',
    none: 'None',
  },
  es: {
    tab: 'Flujo predeterminado',
    welcome: 'Flujo de bienvenida',
    notPhrase: 'Flujo de respuesta predeterminada (ninguna frase)',
    none: 'Ninguno',
  },
  tr: {
    tab: 'Varsayılan akış',
    welcome: 'Karşılama akışı',
    notPhrase: 'Varsayılan yanıt akışı (ifade yok)',
    none: 'Yok',
  },
}

/** One of the tab's texts in the user's language. */
function Text({ id }: { id: keyof (typeof texts)['pt'] }) {
  const [locale] = useLocaleState()
  return <>{(texts[locale as Language] ?? texts.pt)[id]}</>
}

const flowSelect = (source: string, label: 'welcome' | 'notPhrase') => (
  <ReferenceInput source={source} reference="flowbuilder">
    <SelectInput optionText="name" label={<Text id={label} />} emptyText={<Text id="none" />} fullWidth />
  </ReferenceInput>
)

/**
 * The connection dialog's default-flow tab (administration.md "Connections page"): the flow a new
 * contact's first message starts (`flowIdWelcome`) and the one a message no phrase campaign
 * matches starts (`flowIdNotPhrase`). Only with the plan's useIntegrations, as the spec says.
 * A function, not a component: the form reads each tab's label from its direct children.
 */
export function defaultFlowTab(permissions: Permissions | undefined) {
  if (!hasPlanFlag(permissions, 'useIntegrations')) return null
  return (
    <TabbedForm.Tab label={<Text id="tab" />}>
      {flowSelect('flowIdWelcome', 'welcome')}
      {flowSelect('flowIdNotPhrase', 'notPhrase')}
    </TabbedForm.Tab>
  )
}
