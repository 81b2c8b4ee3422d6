import type { UiPanel } from '@atendo/plugin-api'

const statusChoices = [
  {
    id: 'INATIVA',
    label: 'Inativa',
    labels: { pt: 'Inativa', en: 'Inactive', es: 'Inactiva', tr: 'Etkin değil' },
  },
  {
    id: 'PROGRAMADA',
    label: 'Programada',
    labels: { pt: 'Programada', en: 'Scheduled', es: 'Programada', tr: 'Planlandı' },
  },
  {
    id: 'EM_ANDAMENTO',
    label: 'Em Andamento',
    labels: { pt: 'Em Andamento', en: 'In progress', es: 'En curso', tr: 'Sürüyor' },
  },
  {
    id: 'CANCELADA',
    label: 'Cancelada',
    labels: { pt: 'Cancelada', en: 'Cancelled', es: 'Cancelada', tr: 'İptal edildi' },
  },
  {
    id: 'FINALIZADA',
    label: 'Finalizada',
    labels: { pt: 'Finalizada', en: 'Finished', es: 'Finalizada', tr: 'Bitti' },
  },
]

/** The back office's screens (react-admin resources over the plugin's routes). */
export const campaignPanels: UiPanel[] = [
  {
    app: 'admin',
    kind: 'resource',
    id: 'contact-lists',
    label: 'Listas de Contatos',
    labels: {
      pt: 'Listas de Contatos',
      en: 'Contact lists',
      es: 'Listas de contactos',
      tr: 'Kişi listeleri',
    },
    path: '/contact-lists',
    icon: 'list',
    profile: 'admin',
    fields: [
      {
        source: 'name',
        label: 'Nome',
        labels: { pt: 'Nome', en: 'Name', es: 'Nombre', tr: 'Ad' },
        type: 'text',
        required: true,
      },
      {
        source: 'contactsCount',
        label: 'Contatos',
        labels: { pt: 'Contatos', en: 'Contacts', es: 'Contactos', tr: 'Kişiler' },
        type: 'number',
      },
    ],
  },
  {
    app: 'admin',
    kind: 'resource',
    id: 'contact-list-items',
    label: 'Contatos das listas',
    labels: {
      pt: 'Contatos das listas',
      en: 'List contacts',
      es: 'Contactos de listas',
      tr: 'Liste kişileri',
    },
    path: '/contact-list-items',
    icon: 'contacts',
    profile: 'admin',
    fields: [
      {
        source: 'name',
        label: 'Nome',
        labels: { pt: 'Nome', en: 'Name', es: 'Nombre', tr: 'Ad' },
        type: 'text',
        required: true,
      },
      {
        source: 'number',
        label: 'Número',
        labels: { pt: 'Número', en: 'Number', es: 'Número', tr: 'Numara' },
        type: 'text',
        required: true,
      },
      {
        source: 'email',
        label: 'E-mail',
        labels: { pt: 'E-mail', en: 'E-mail', es: 'Correo', tr: 'E-posta' },
        type: 'text',
      },
      {
        source: 'contactListId',
        label: 'Lista',
        labels: { pt: 'Lista (id)', en: 'List (id)', es: 'Lista (id)', tr: 'Liste (id)' },
        type: 'number',
        required: true,
      },
      {
        source: 'isWhatsappValid',
        label: 'WhatsApp válido',
        labels: {
          pt: 'WhatsApp válido',
          en: 'Valid on WhatsApp',
          es: 'WhatsApp válido',
          tr: "WhatsApp'ta geçerli",
        },
        type: 'boolean',
      },
    ],
  },
  {
    app: 'admin',
    kind: 'resource',
    id: 'campaigns',
    label: 'Campanhas',
    labels: { pt: 'Campanhas', en: 'Campaigns', es: 'Campañas', tr: 'Kampanyalar' },
    path: '/campaigns',
    icon: 'campaign',
    profile: 'admin',
    planFlag: 'useCampaigns',
    fields: [
      {
        source: 'name',
        label: 'Nome',
        labels: { pt: 'Nome', en: 'Name', es: 'Nombre', tr: 'Ad' },
        type: 'text',
        required: true,
      },
      {
        source: 'status',
        label: 'Status',
        labels: { pt: 'Status', en: 'Status', es: 'Estado', tr: 'Durum' },
        type: 'select',
        choices: statusChoices,
      },
      {
        source: 'whatsappId',
        label: 'Conexão (id)',
        labels: { pt: 'Conexão (id)', en: 'Connection (id)', es: 'Conexión (id)', tr: 'Bağlantı (id)' },
        type: 'number',
        required: true,
      },
      {
        source: 'contactListId',
        label: 'Lista de contatos (id)',
        labels: {
          pt: 'Lista de contatos (id)',
          en: 'Contact list (id)',
          es: 'Lista de contactos (id)',
          tr: 'Kişi listesi (id)',
        },
        type: 'number',
      },
      {
        source: 'scheduledAt',
        label: 'Agendamento',
        labels: { pt: 'Agendamento', en: 'Scheduled for', es: 'Programada para', tr: 'Planlanan zaman' },
        type: 'date',
      },
      {
        source: 'message1',
        label: 'Mensagem 1',
        labels: { pt: 'Mensagem 1', en: 'Message 1', es: 'Mensaje 1', tr: 'Mesaj 1' },
        type: 'longtext',
      },
      {
        source: 'confirmation',
        label: 'Confirmação',
        labels: { pt: 'Confirmação', en: 'Confirmation', es: 'Confirmación', tr: 'Onay' },
        type: 'boolean',
        defaultValue: false,
      },
      {
        source: 'confirmationMessage1',
        label: 'Mensagem de confirmação 1',
        labels: {
          pt: 'Mensagem de confirmação 1',
          en: 'Confirmation message 1',
          es: 'Mensaje de confirmación 1',
          tr: 'Onay mesajı 1',
        },
        type: 'longtext',
      },
      {
        source: 'openTicket',
        label: 'Abrir ticket',
        labels: { pt: 'Abrir ticket', en: 'Open a ticket', es: 'Abrir ticket', tr: 'Talep aç' },
        type: 'select',
        defaultValue: 'disabled',
        choices: [
          {
            id: 'enabled',
            label: 'Habilitado',
            labels: { pt: 'Habilitado', en: 'Enabled', es: 'Habilitado', tr: 'Açık' },
          },
          {
            id: 'disabled',
            label: 'Desabilitado',
            labels: { pt: 'Desabilitado', en: 'Disabled', es: 'Deshabilitado', tr: 'Kapalı' },
          },
        ],
      },
      {
        source: 'mediaUrl',
        label: 'Arquivo',
        labels: { pt: 'Arquivo', en: 'File', es: 'Archivo', tr: 'Dosya' },
        type: 'image',
        upload: {
          path: '/campaigns/{id}/media-upload',
          accept: ['image/png', 'image/jpeg', 'image/gif', 'image/webp'],
          maxBytes: 16 * 1024 * 1024,
          nameSource: 'mediaName',
        },
      },
    ],
  },
]
