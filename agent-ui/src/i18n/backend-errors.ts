import type { Language } from './languages.ts'
import { pluginErrorText } from './plugin-error-texts.ts'

/**
 * The backend's error codes (plugin-api/src/errors.ts) in each language, in the order pt, en, es,
 * tr. The toast shows these instead of the server's English message (inbox.md §8).
 */
const texts = {
  ERR_NO_OTHER_WHATSAPP: [
    'Deve haver pelo menos uma conexão padrão.',
    'There must be at least one default connection.',
    'Debe haber al menos una conexión predeterminada.',
    'En az bir varsayılan bağlantı olmalıdır.',
  ],
  ERR_NO_DEF_WAPP_FOUND: [
    'Nenhuma conexão padrão encontrada. Verifique a página de conexões.',
    'No default connection found. Check the connections page.',
    'No se encontró una conexión predeterminada. Revisa la página de conexiones.',
    'Varsayılan bağlantı bulunamadı. Bağlantılar sayfasını kontrol edin.',
  ],
  ERR_WAPP_NOT_INITIALIZED: [
    'Esta sessão não foi inicializada. Verifique a página de conexões.',
    'This session is not started. Check the connections page.',
    'Esta sesión no se inició. Revisa la página de conexiones.',
    'Bu oturum başlatılmadı. Bağlantılar sayfasını kontrol edin.',
  ],
  ERR_WAPP_CHECK_CONTACT: [
    'Não foi possível verificar o contato. Verifique a página de conexões.',
    'Could not check the contact. Check the connections page.',
    'No se pudo verificar el contacto. Revisa la página de conexiones.',
    'Kişi doğrulanamadı. Bağlantılar sayfasını kontrol edin.',
  ],
  ERR_WAPP_INVALID_CONTACT: [
    'Este não é um número de WhatsApp válido.',
    'This is not a valid WhatsApp number.',
    'Este no es un número de WhatsApp válido.',
    'Bu geçerli bir WhatsApp numarası değil.',
  ],
  ERR_WAPP_DOWNLOAD_MEDIA: [
    'Não foi possível baixar a mídia do WhatsApp. Verifique a página de conexões.',
    'Could not download the media. Check the connections page.',
    'No se pudo descargar el archivo multimedia. Revisa la página de conexiones.',
    'Medya indirilemedi. Bağlantılar sayfasını kontrol edin.',
  ],
  ERR_INVALID_CREDENTIALS: [
    'Erro de autenticação. Por favor, tente novamente.',
    'Authentication error. Please try again.',
    'Error de autenticación. Inténtalo de nuevo.',
    'Kimlik doğrulama hatası. Lütfen tekrar deneyin.',
  ],
  ERR_SENDING_WAPP_MSG: [
    'Erro ao enviar mensagem do WhatsApp. Verifique a página de conexões.',
    'Error sending the message. Check the connections page.',
    'Error al enviar el mensaje. Revisa la página de conexiones.',
    'Mesaj gönderilemedi. Bağlantılar sayfasını kontrol edin.',
  ],
  ERR_DELETE_WAPP_MSG: [
    'Não foi possível excluir a mensagem do WhatsApp.',
    'Could not delete the message.',
    'No se pudo eliminar el mensaje.',
    'Mesaj silinemedi.',
  ],
  ERR_OTHER_OPEN_TICKET: [
    'Já existe um tíquete aberto para este contato.',
    'There is already an open ticket for this contact.',
    'Ya existe un ticket abierto para este contacto.',
    'Bu kişi için zaten açık bir talep var.',
  ],
  ERR_SESSION_EXPIRED: [
    'Sessão expirada. Por favor entre.',
    'Session expired. Please log in.',
    'Sesión expirada. Inicia sesión.',
    'Oturum sona erdi. Lütfen giriş yapın.',
  ],
  ERR_USER_CREATION_DISABLED: [
    'A criação do usuário foi desabilitada pelo administrador.',
    'User creation was disabled by the administrator.',
    'La creación de usuarios fue deshabilitada por el administrador.',
    'Kullanıcı oluşturma yönetici tarafından devre dışı bırakıldı.',
  ],
  ERR_NO_PERMISSION: [
    'Você não tem permissão para acessar este recurso.',
    'You do not have permission to access this resource.',
    'No tienes permiso para acceder a este recurso.',
    'Bu kaynağa erişim izniniz yok.',
  ],
  ERR_DUPLICATED_CONTACT: [
    'Já existe um contato com este número.',
    'A contact with this number already exists.',
    'Ya existe un contacto con este número.',
    'Bu numarayla bir kişi zaten var.',
  ],
  ERR_NO_SETTING_FOUND: [
    'Nenhuma configuração encontrada com este ID.',
    'No setting found with this ID.',
    'No se encontró ninguna configuración con este ID.',
    'Bu kimlikle ayar bulunamadı.',
  ],
  ERR_NO_CONTACT_FOUND: [
    'Nenhum contato encontrado com este ID.',
    'No contact found with this ID.',
    'No se encontró ningún contacto con este ID.',
    'Bu kimlikle kişi bulunamadı.',
  ],
  ERR_NO_TICKET_FOUND: [
    'Nenhum tíquete encontrado com este ID.',
    'No ticket found with this ID.',
    'No se encontró ningún ticket con este ID.',
    'Bu kimlikle talep bulunamadı.',
  ],
  ERR_NO_USER_FOUND: [
    'Nenhum usuário encontrado com este ID.',
    'No user found with this ID.',
    'No se encontró ningún usuario con este ID.',
    'Bu kimlikle kullanıcı bulunamadı.',
  ],
  ERR_NO_WAPP_FOUND: [
    'Nenhuma conexão encontrada com este ID.',
    'No connection found with this ID.',
    'No se encontró ninguna conexión con este ID.',
    'Bu kimlikle bağlantı bulunamadı.',
  ],
  ERR_CREATING_MESSAGE: [
    'Erro ao criar mensagem no banco de dados.',
    'Error creating the message.',
    'Error al crear el mensaje.',
    'Mesaj oluşturulurken hata oluştu.',
  ],
  ERR_CREATING_TICKET: [
    'Erro ao criar tíquete no banco de dados.',
    'Error creating the ticket.',
    'Error al crear el ticket.',
    'Talep oluşturulurken hata oluştu.',
  ],
  ERR_FETCH_WAPP_MSG: [
    'Erro ao buscar a mensagem no WhatsApp, talvez ela seja muito antiga.',
    'Error fetching the message, it may be too old.',
    'Error al buscar el mensaje, tal vez sea demasiado antiguo.',
    'Mesaj alınamadı, çok eski olabilir.',
  ],
  ERR_QUEUE_COLOR_ALREADY_EXISTS: [
    'Esta cor já está em uso, escolha outra.',
    'This colour is already in use, choose another.',
    'Este color ya está en uso, elige otro.',
    'Bu renk zaten kullanılıyor, başka birini seçin.',
  ],
  ERR_WAPP_GREETING_REQUIRED: [
    'A mensagem de saudação é obrigatória quando há mais de uma fila.',
    'A greeting message is required when there is more than one queue.',
    'El mensaje de saludo es obligatorio cuando hay más de una cola.',
    'Birden fazla kuyruk varsa karşılama mesajı zorunludur.',
  ],
  ERR_OUT_OF_HOURS: [
    'Fora do horário de expediente!',
    'Outside working hours!',
    '¡Fuera del horario laboral!',
    'Çalışma saatleri dışında!',
  ],
  ERR_CONNECTION_LIMIT_REACHED: [
    'Número máximo de conexões já alcançado.',
    'The maximum number of connections was reached.',
    'Se alcanzó el número máximo de conexiones.',
    'Azami bağlantı sayısına ulaşıldı.',
  ],
  ERR_PLAN_LIMIT_REACHED: [
    'A empresa atingiu o limite do seu plano.',
    'The company has reached the limit of its plan.',
    'La empresa alcanzó el límite de su plan.',
    'Şirket planının sınırına ulaştı.',
  ],
  ERR_VALIDATION: [
    'Os dados enviados não são válidos.',
    'The data sent is not valid.',
    'Los datos enviados no son válidos.',
    'Gönderilen veriler geçerli değil.',
  ],
  ERR_UNAUTHENTICATED: [
    'Faça login para continuar.',
    'Log in to continue.',
    'Inicia sesión para continuar.',
    'Devam etmek için giriş yapın.',
  ],
  ERR_SESSION_REVOKED: [
    'Sua sessão foi encerrada por um login em outro lugar.',
    'Your session was ended by a login elsewhere.',
    'Tu sesión fue cerrada por un inicio de sesión en otro lugar.',
    'Oturumunuz başka bir yerden yapılan girişle sonlandırıldı.',
  ],
  ERR_INVALID_TOKEN: [
    'Sessão inválida ou expirada. Entre novamente.',
    'Invalid or expired session. Log in again.',
    'Sesión inválida o expirada. Inicia sesión de nuevo.',
    'Geçersiz veya süresi dolmuş oturum. Tekrar giriş yapın.',
  ],
  ERR_SUBSCRIPTION_EXPIRED: [
    'A assinatura da empresa expirou.',
    'The company subscription has expired.',
    'La suscripción de la empresa venció.',
    'Şirket aboneliğinin süresi doldu.',
  ],
  ERR_PLAN_FEATURE_DISABLED: [
    'Esta empresa não possui permissão para acessar essa página! Estamos lhe redirecionando.',
    'This company is not allowed to access this page! Redirecting you.',
    '¡Esta empresa no tiene permiso para acceder a esta página! Te estamos redirigiendo.',
    'Bu şirketin bu sayfaya erişim izni yok! Yönlendiriliyorsunuz.',
  ],
  ERR_SUPER_ONLY: [
    'Sem permissão para acessar!',
    'No permission to access!',
    '¡Sin permiso para acceder!',
    'Erişim izni yok!',
  ],
  ERR_NOT_FOUND: ['Não encontrado.', 'Not found.', 'No encontrado.', 'Bulunamadı.'],
  ERR_ROUTE_NOT_FOUND: [
    'Recurso indisponível neste servidor.',
    'This feature is not available on this server.',
    'Recurso no disponible en este servidor.',
    'Bu özellik bu sunucuda kullanılamıyor.',
  ],
  ERR_EMAIL_NOT_FOUND: [
    'Email não encontrado',
    'Email not found',
    'Correo no encontrado',
    'E-posta bulunamadı',
  ],
  ERR_EMAIL_ALREADY_EXISTS: [
    'Este e-mail não pode ser usado. Escolha outro.',
    'This email cannot be used. Choose another.',
    'Este correo no se puede usar. Elija otro.',
    'Bu e-posta kullanılamaz. Başka birini seçin.',
  ],
  ERR_COMPANY_ALREADY_EXISTS: [
    'Já existe uma empresa com este nome.',
    'A company with this name already exists.',
    'Ya existe una empresa con este nombre.',
    'Bu adla bir şirket zaten var.',
  ],
  ERR_PLAN_NOT_FOUND: ['Plano não encontrado.', 'Plan not found.', 'Plan no encontrado.', 'Plan bulunamadı.'],
  ERR_COMPANY_NOT_FOUND: [
    'Empresa não encontrada.',
    'Company not found.',
    'Empresa no encontrada.',
    'Şirket bulunamadı.',
  ],
  ERR_INVALID_RESET_TOKEN: [
    'O código de redefinição é inválido ou expirou.',
    'The reset code is invalid or has expired.',
    'El código de restablecimiento es inválido o venció.',
    'Sıfırlama kodu geçersiz veya süresi dolmuş.',
  ],
  ERR_WEAK_PASSWORD: [
    'A senha precisa de pelo menos 8 caracteres, com maiúscula, minúscula e número.',
    'The password needs at least 8 characters with upper case, lower case and a digit.',
    'La contraseña necesita al menos 8 caracteres, con mayúscula, minúscula y número.',
    'Şifre en az 8 karakter, büyük harf, küçük harf ve rakam içermelidir.',
  ],
  ERR_RATE_LIMITED: [
    'Muitas tentativas. Tente novamente mais tarde.',
    'Too many requests. Try again later.',
    'Demasiados intentos. Inténtalo más tarde.',
    'Çok fazla istek. Daha sonra tekrar deneyin.',
  ],
  ERR_CONFLICT: [
    'O registro conflita com um existente.',
    'The record conflicts with an existing one.',
    'El registro entra en conflicto con uno existente.',
    'Kayıt mevcut bir kayıtla çakışıyor.',
  ],
  ERR_PAYLOAD_TOO_LARGE: [
    'O arquivo é grande demais.',
    'The upload is too large.',
    'El archivo es demasiado grande.',
    'Yükleme çok büyük.',
  ],
  ERR_URL_NOT_ALLOWED: [
    'Este endereço aponta para uma rede privada ou interna e não pode ser usado.',
    'This address points to a private or internal network and cannot be used.',
    'Esta dirección apunta a una red privada o interna y no se puede usar.',
    'Bu adres özel veya dahili bir ağa işaret ediyor ve kullanılamaz.',
  ],
  ERR_INTERNAL: [
    'Ocorreu um erro interno.',
    'An internal error occurred.',
    'Ocurrió un error interno.',
    'Dahili bir hata oluştu.',
  ],
  ERR_NOT_READY: [
    'O serviço ainda não está pronto.',
    'The service is not ready.',
    'El servicio aún no está listo.',
    'Hizmet henüz hazır değil.',
  ],
  ERR_TICKET_NOT_OPEN: [
    'Só é possível enviar mensagens em tickets abertos ou de grupo.',
    'Messages can be sent only on open or group tickets.',
    'Solo se pueden enviar mensajes en tickets abiertos o de grupo.',
    'Mesajlar yalnızca açık veya grup taleplerinde gönderilebilir.',
  ],
  ERR_CONTACT_BLOCKED: [
    'O contato está bloqueado.',
    'The contact is blocked.',
    'El contacto está bloqueado.',
    'Kişi engellendi.',
  ],
  ERR_EDIT_WINDOW_EXPIRED: [
    'Mensagens só podem ser editadas em até 15 minutos.',
    'Messages can be edited only within 15 minutes.',
    'Los mensajes solo se pueden editar dentro de 15 minutos.',
    'Mesajlar yalnızca 15 dakika içinde düzenlenebilir.',
  ],
  ERR_REPLY_WINDOW_CLOSED: [
    'Este canal só aceita respostas em até 24 horas após a última mensagem do contato.',
    "This channel accepts replies only within 24 hours of the contact's last message.",
    'Este canal solo acepta respuestas dentro de las 24 horas siguientes al último mensaje del contacto.',
    'Bu kanal yalnızca kişinin son mesajından sonraki 24 saat içinde yanıt kabul eder.',
  ],
  ERR_INVALID_TRANSITION: [
    'Este ticket não pode fazer essa mudança a partir do seu status.',
    'This ticket cannot make that change from its status.',
    'Este ticket no puede hacer ese cambio desde su estado.',
    'Bu talep mevcut durumundan bu değişikliği yapamaz.',
  ],
  ERR_TAG_REQUIRED: [
    'Você deve adicionar uma tag antes de fechar o ticket',
    'You must add a tag before closing the ticket',
    'Debes agregar una etiqueta antes de cerrar el ticket',
    'Talebi kapatmadan önce bir etiket eklemelisiniz',
  ],
  ERR_QUEUE_REQUIRED: ['Selecione uma fila', 'Select a queue', 'Selecciona una cola', 'Bir kuyruk seçin'],
  ERR_NOT_RECEIVED_AUDIO: [
    'Só é possível transcrever áudios recebidos.',
    'Only received audio messages can be transcribed.',
    'Solo se pueden transcribir los audios recibidos.',
    'Yalnızca alınan ses mesajları yazıya dökülebilir.',
  ],
  ERR_TRANSCRIPTION_UNAVAILABLE: [
    'A transcrição de áudio não está disponível neste servidor.',
    'Audio transcription is not available on this server.',
    'La transcripción de audio no está disponible en este servidor.',
    'Bu sunucuda ses kaydını yazıya dökme kullanılamıyor.',
  ],
  ERR_TRANSCRIPTION_NOT_CONFIGURED: [
    'A transcrição de áudio não está configurada: falta a chave de IA para áudio.',
    'Audio transcription is not configured: the AI audio key is missing.',
    'La transcripción de audio no está configurada: falta la clave de IA para audio.',
    'Ses kaydını yazıya dökme yapılandırılmadı: ses için yapay zekâ anahtarı eksik.',
  ],
  ERR_TRANSCRIPTION_KEY_REFUSED: [
    'O serviço de transcrição recusou a chave de IA para áudio.',
    'The transcription service refused the AI audio key.',
    'El servicio de transcripción rechazó la clave de IA para audio.',
    'Yazıya dökme hizmeti ses için yapay zekâ anahtarını reddetti.',
  ],
  ERR_TRANSCRIPTION_RATE_LIMITED: [
    'O serviço de transcrição está sobrecarregado ou sem cota. Tente novamente mais tarde.',
    'The transcription service is over its limit or quota. Try again later.',
    'El servicio de transcripción superó su límite o cuota. Inténtalo más tarde.',
    'Yazıya dökme hizmeti sınırını veya kotasını aştı. Daha sonra tekrar deneyin.',
  ],
  ERR_TRANSCRIPTION_FAILED: [
    'Não foi possível transcrever o áudio. Tente novamente.',
    'The audio could not be transcribed. Try again.',
    'No se pudo transcribir el audio. Inténtalo de nuevo.',
    'Ses kaydı yazıya dökülemedi. Tekrar deneyin.',
  ],
} satisfies Record<string, [string, string, string, string]>

export type BackendErrorCode = keyof typeof texts

/** The codes this interface translates (a test checks they cover the server's catalogue). */
export const translatedErrorCodes = Object.keys(texts) as BackendErrorCode[]

const column: Record<Language, number> = { pt: 0, en: 1, es: 2, tr: 3 }

/**
 * The translated text of a backend error code (core's, or a loaded plugin's as GET /api/plugins/ui
 * lists it), or undefined for a code this interface does not know.
 */
export function backendErrorText(code: string, language: Language): string | undefined {
  if (!Object.hasOwn(texts, code)) return pluginErrorText(code, language)
  return texts[code as BackendErrorCode][column[language]]
}
