import type { Language } from './setting-labels.ts'

/**
 * Texts of the schedule dialog (inbox.md §3 Schedule, §9 defaults): its sections, the choices of
 * the ticket and repeat fields and the labels of the fields beyond contact, message and send time,
 * per language. No label contains "Mensagem", "Contato" or "Enviar em", which name other fields.
 */
const pt = {
  texts: {
    ticket: 'Ticket',
    repeat: 'Repetição',
    whole_number: 'Deve ser um número inteiro',
    repeat_help: 'A cada quantos dias, semanas, meses ou minutos; 0 envia uma única vez',
    status_ticket: { closed: 'Fechado', open: 'Aberto' },
    intervalo: { 1: 'Dias', 2: 'Semanas', 3: 'Meses', 4: 'Minutos' },
    tipo_dias: {
      4: 'Enviar normalmente',
      5: 'Enviar um dia útil antes',
      6: 'Enviar um dia útil depois',
    },
  },
  fields: {
    openTicket: 'Abrir ticket',
    statusTicket: 'Status do ticket',
    ticketUserId: 'Atendente do ticket',
    queueId: 'Fila',
    whatsappId: 'Conexão',
    assinar: 'Assinar com o nome do atendente',
    intervalo: 'Intervalo',
    valorIntervalo: 'Valor do intervalo',
    enviarQuantasVezes: 'Quantas vezes enviar',
    tipoDias: 'Em dias não úteis',
  },
}

const messages: Record<Language, typeof pt> = {
  pt,
  en: {
    texts: {
      ticket: 'Ticket',
      repeat: 'Repeat',
      whole_number: 'Must be a whole number',
      repeat_help: 'Every how many days, weeks, months or minutes; 0 sends only once',
      status_ticket: { closed: 'Closed', open: 'Open' },
      intervalo: { 1: 'Days', 2: 'Weeks', 3: 'Months', 4: 'Minutes' },
      tipo_dias: {
        4: 'Send normally',
        5: 'Send a business day before',
        6: 'Send a business day after',
      },
    },
    fields: {
      openTicket: 'Open a ticket',
      statusTicket: 'Ticket status',
      ticketUserId: 'Ticket attendant',
      queueId: 'Queue',
      whatsappId: 'Connection',
      assinar: "Sign with the attendant's name",
      intervalo: 'Interval',
      valorIntervalo: 'Interval value',
      enviarQuantasVezes: 'Times to send',
      tipoDias: 'On non-business days',
    },
  },
  es: {
    texts: {
      ticket: 'Ticket',
      repeat: 'Repetición',
      whole_number: 'Debe ser un número entero',
      repeat_help: 'Cada cuántos días, semanas, meses o minutos; 0 envía una sola vez',
      status_ticket: { closed: 'Cerrado', open: 'Abierto' },
      intervalo: { 1: 'Días', 2: 'Semanas', 3: 'Meses', 4: 'Minutos' },
      tipo_dias: {
        4: 'Enviar normalmente',
        5: 'Enviar un día hábil antes',
        6: 'Enviar un día hábil después',
      },
    },
    fields: {
      openTicket: 'Abrir ticket',
      statusTicket: 'Estado del ticket',
      ticketUserId: 'Agente del ticket',
      queueId: 'Cola',
      whatsappId: 'Conexión',
      assinar: 'Firmar con el nombre del agente',
      intervalo: 'Intervalo',
      valorIntervalo: 'Valor del intervalo',
      enviarQuantasVezes: 'Cuántas veces enviar',
      tipoDias: 'En días no hábiles',
    },
  },
  tr: {
    texts: {
      ticket: 'Talep',
      repeat: 'Tekrar',
      whole_number: 'Tam sayı olmalı',
      repeat_help: 'Kaç günde, haftada, ayda veya dakikada bir; 0 yalnızca bir kez gönderir',
      status_ticket: { closed: 'Kapalı', open: 'Açık' },
      intervalo: { 1: 'Gün', 2: 'Hafta', 3: 'Ay', 4: 'Dakika' },
      tipo_dias: {
        4: 'Normal gönder',
        5: 'Bir iş günü önce gönder',
        6: 'Bir iş günü sonra gönder',
      },
    },
    fields: {
      openTicket: 'Talep aç',
      statusTicket: 'Talep durumu',
      ticketUserId: 'Talep temsilcisi',
      queueId: 'Kuyruk',
      whatsappId: 'Bağlantı',
      assinar: 'Temsilci adıyla imzala',
      intervalo: 'Aralık',
      valorIntervalo: 'Aralık değeri',
      enviarQuantasVezes: 'Kaç kez gönderilsin',
      tipoDias: 'İş günü olmayan günlerde',
    },
  },
}

/** `atendo.schedules.*` and the schedule fields' labels, in the shape the i18n provider merges. */
export function scheduleMessages(language: Language) {
  const { texts, fields } = messages[language]
  return { atendo: { schedules: texts }, resources: { schedules: { fields } } }
}
