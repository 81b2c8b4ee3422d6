import type { FeatureTexts } from './feature-texts.ts'

/**
 * The one sentence under each page's "nothing here" text (issue 23 item 15): what this page will
 * list and where it comes from. The "nothing here" texts themselves stay the spec's.
 */
const pt = {
  'emptyHint.tickets':
    'Os atendimentos aparecem aqui quando um contato manda mensagem ou você inicia uma conversa.',
  'emptyHint.contacts': 'Os contatos guardam nome, número e etiquetas de quem fala com a empresa.',
  'emptyHint.campaigns':
    'Uma campanha envia uma mensagem a uma lista de contatos no horário que você escolher.',
  'emptyHint.contactLists': 'Uma lista de contatos reúne quem vai receber uma campanha.',
  'emptyHint.flows': 'Um fluxo responde sozinho aos contatos, passo a passo, antes de um atendente assumir.',
  'emptyHint.phrases': 'Uma frase-gatilho inicia um fluxo quando o contato escreve essas palavras.',
  'emptyHint.todo': 'Anote aqui o que você precisa lembrar de fazer.',
  'emptyHint.chats': 'O chat interno é para conversar com a sua equipe.',
  'emptyHint.reports': 'Mude as datas ou os filtros para ver outros atendimentos.',
} as const satisfies Record<string, string>

export type EmptyHintKey = keyof typeof pt

export const emptyStateTexts: FeatureTexts<EmptyHintKey> = {
  pt,
  en: {
    'emptyHint.tickets': 'Tickets show up here when a contact sends a message or you start a conversation.',
    'emptyHint.contacts': 'Contacts keep the name, number and tags of the people who talk to your company.',
    'emptyHint.campaigns': 'A campaign sends a message to a contact list at the time you choose.',
    'emptyHint.contactLists': 'A contact list gathers the people who will receive a campaign.',
    'emptyHint.flows': 'A flow answers contacts on its own, step by step, before an agent takes over.',
    'emptyHint.phrases': 'A trigger phrase starts a flow when the contact writes those words.',
    'emptyHint.todo': 'Write down here what you need to remember to do.',
    'emptyHint.chats': 'The internal chat is for talking with your team.',
    'emptyHint.reports': 'Change the dates or filters to see other tickets.',
  },
  es: {
    'emptyHint.tickets':
      'Las atenciones aparecen aquí cuando un contacto envía un mensaje o usted inicia una conversación.',
    'emptyHint.contacts':
      'Los contactos guardan el nombre, el número y las etiquetas de quienes hablan con la empresa.',
    'emptyHint.campaigns': 'Una campaña envía un mensaje a una lista de contactos a la hora que usted elija.',
    'emptyHint.contactLists': 'Una lista de contactos reúne a quienes recibirán una campaña.',
    'emptyHint.flows': 'Un flujo responde solo a los contactos, paso a paso, antes de que un agente asuma.',
    'emptyHint.phrases': 'Una frase disparadora inicia un flujo cuando el contacto escribe esas palabras.',
    'emptyHint.todo': 'Anote aquí lo que necesita recordar hacer.',
    'emptyHint.chats': 'El chat interno es para conversar con su equipo.',
    'emptyHint.reports': 'Cambie las fechas o los filtros para ver otras atenciones.',
  },
  tr: {
    'emptyHint.tickets':
      'Bir kişi mesaj gönderdiğinde veya siz bir konuşma başlattığınızda talepler burada görünür.',
    'emptyHint.contacts': 'Kişiler, şirketinizle konuşanların adını, numarasını ve etiketlerini saklar.',
    'emptyHint.campaigns': 'Bir kampanya, seçtiğiniz saatte bir kişi listesine mesaj gönderir.',
    'emptyHint.contactLists': 'Bir kişi listesi, bir kampanyayı alacak kişileri bir araya getirir.',
    'emptyHint.flows': 'Bir akış, bir temsilci devralmadan önce kişilere adım adım kendisi yanıt verir.',
    'emptyHint.phrases': 'Bir tetikleyici ifade, kişi bu kelimeleri yazdığında bir akışı başlatır.',
    'emptyHint.todo': 'Yapmayı hatırlamanız gerekenleri buraya not edin.',
    'emptyHint.chats': 'Dahili sohbet, ekibinizle konuşmak içindir.',
    'emptyHint.reports': 'Başka talepleri görmek için tarihleri veya filtreleri değiştirin.',
  },
}
