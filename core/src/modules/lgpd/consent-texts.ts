/**
 * The automatic texts of the LGPD consent dialog (docs/lgpd.md), in the product's language. The
 * company writes the consent message itself (the connection's or the company's `lgpdMessage`);
 * everything else the contact reads is here.
 */

/** Ends every consent message: how to answer it. Read with the chatbot's lenient menu reading. */
export const consentInstructions = 'Digite 1 para aceitar ou 2 para recusar.'

/** Introduces the policy link (the connection's or the company's `lgpdLink`). */
const consentLinkLabel = 'Política de privacidade:'

/** The consent message when neither the connection nor the company wrote one. */
export const defaultConsentMessage =
  'Olá! Antes de começarmos, precisamos do seu consentimento para tratar os seus dados pessoais ' +
  '(nome, número de telefone e o conteúdo desta conversa), conforme a Lei Geral de Proteção de ' +
  'Dados (LGPD, Lei nº 13.709/2018). Eles serão usados apenas para o seu atendimento.'

/** The answer to a contact who refuses (2); the ticket is then closed. */
export const consentRefusedReply =
  'Tudo bem. Sem o seu consentimento não podemos seguir com o atendimento por aqui. ' +
  'Se mudar de ideia, é só nos enviar uma nova mensagem.'

/** What the messages of a contact who refused become on a connection with `lgpdObfuscate`. */
export const obfuscatedMessageBody = 'Mensagem ocultada: o contato recusou o consentimento (LGPD).'

/**
 * How often the consent message is sent again after answers that were neither 1 nor 2. After
 * that the ticket keeps waiting in `lgpd`, silently; 1 and 2 still work.
 */
export const maxConsentRepeats = 3

/**
 * The whole consent message: the company's text (variables already filled), the policy link when
 * there is one, and the instructions, each separated by a blank line.
 *
 * @example
 * consentText('Olá, Maria! Precisamos do seu consentimento.', 'https://loja.example/privacidade')
 * // 'Olá, Maria! ...\n\nPolítica de privacidade: https://loja.example/privacidade\n\nDigite 1 para aceitar ou 2 para recusar.'
 */
export function consentText(message: string, link: string | null): string {
  const parts = [message.trim(), link ? `${consentLinkLabel} ${link}` : '', consentInstructions]
  return parts.filter((part) => part !== '').join('\n\n')
}
