import type { Language } from './setting-labels.ts'

/**
 * Texts of the connections page's session column, QR/pairing dialog and history import
 * (administration.md "Connections page", §4, §9), per language.
 */
const pt = {
  session: 'Sessão',
  pairingCode: 'Código de pareamento',
  type_pairing_code:
    'No celular, abra o WhatsApp > Aparelhos conectados > Conectar com número de telefone e digite este código',
  waiting_pairing_code: 'Aguardando o código de pareamento…',
  pairing_number_help:
    'Para conectar por código em vez de QR code: o número com código do país, só dígitos (ex.: 5511999990000)',
  overdue: 'A assinatura da empresa venceu. Regularize o pagamento para continuar.',
  disconnect_title: 'Desconectar %{name}?',
  disconnect_content:
    'A conexão deixa de receber e enviar mensagens. Para voltar, será preciso ler um novo QR code no celular.',
  api: {
    title: 'Integração da API',
    help: 'O que o sistema do integrador precisa: ele envia as mensagens dos clientes para a URL de entrada com o token, e confere a assinatura dos webhooks com o segredo. Guarde o token e o segredo em sigilo.',
    inboundUrl: 'URL de entrada',
    token: 'Token da conexão',
    webhookSecret: 'Segredo do webhook',
    copy: 'Copiar %{name}',
    copied: '%{name} copiado',
    regenerate: 'Gerar novo',
    regenerate_named: 'Gerar novo %{name}',
    regenerate_title: 'Gerar novo %{name}?',
    regenerate_content_token:
      'O token atual deixa de funcionar na hora: o sistema do integrador precisa passar a usar o novo.',
    regenerate_content_webhookSecret:
      'Os próximos webhooks serão assinados com o novo segredo: o sistema do integrador precisa passar a conferir com ele.',
    regenerated: 'Novo %{name} gerado',
    no_webhook: 'Informe a URL do webhook e salve para gerar o segredo que assina os webhooks.',
  },
  status_help: {
    TIMEOUT:
      'O celular não respondeu. Verifique se ele está ligado e com internet; se continuar assim, desconecte e leia um novo QR code.',
  },
  statuses: {
    qrcode: 'Aguardando QR code',
    PAIRING: 'Aguardando pareamento',
    DISCONNECTED: 'Desconectado',
    TIMEOUT: 'Sem resposta',
    OPENING: 'Conectando',
    CONNECTED: 'Conectado',
  },
  import: {
    preparing: 'Preparando importação',
    importing: 'Importando mensagens',
    processed: 'Processadas %{this} de %{all}',
    date: 'Data: %{date}',
    preparing_button: 'Preparando…',
    close_tickets: 'Fechar tickets importados',
    close_title: 'Fechar tickets importados?',
    close_content: 'Todos os tickets abertos pela importação, sem mensagens novas, serão fechados.',
    closed: 'Tickets importados fechados com sucesso!',
  },
  social: {
    facebook: 'Conectar Facebook',
    instagram: 'Conectar Instagram',
    success: 'Conexões do Facebook criadas: %{count}',
    skipped: '%{count} página(s) não foram conectadas (já em uso ou recusadas pela Meta)',
    cancelled: 'Login do Facebook cancelado',
    sdk_failed: 'Não foi possível carregar o SDK da Meta',
  },
  errors: {
    pairing_number: 'Informe o número com código do país, de 8 a 15 dígitos',
  },
}

const messages: Record<Language, typeof pt> = {
  pt,
  en: {
    session: 'Session',
    pairingCode: 'Pairing code',
    type_pairing_code:
      'On the phone, open WhatsApp > Linked devices > Link with phone number instead and type this code',
    waiting_pairing_code: 'Waiting for the pairing code…',
    pairing_number_help:
      'To link by code instead of a QR code: the number with its country code, digits only (e.g. 5511999990000)',
    overdue: "The company's subscription is overdue. Settle the payment to continue.",
    disconnect_title: 'Disconnect %{name}?',
    disconnect_content:
      'The connection stops receiving and sending messages. To come back, a new QR code must be read on the phone.',
    api: {
      title: 'API integration',
      help: "What the integrator's system needs: it posts its users' messages to the inbound URL with the token, and checks the webhooks' signature with the secret. Keep the token and the secret private.",
      inboundUrl: 'Inbound URL',
      token: 'Connection token',
      webhookSecret: 'Webhook secret',
      copy: 'Copy %{name}',
      copied: '%{name} copied',
      regenerate: 'Regenerate',
      regenerate_named: 'Regenerate %{name}',
      regenerate_title: 'Regenerate the %{name}?',
      regenerate_content_token:
        "The current token stops working at once: the integrator's system must switch to the new one.",
      regenerate_content_webhookSecret:
        "The next webhooks are signed with the new secret: the integrator's system must check them with it.",
      regenerated: 'New %{name} generated',
      no_webhook: 'Enter the webhook URL and save to generate the secret that signs the webhooks.',
    },
    status_help: {
      TIMEOUT:
        'The phone did not answer. Check that it is on and online; if it stays like this, disconnect and read a new QR code.',
    },
    statuses: {
      qrcode: 'Waiting for QR code',
      PAIRING: 'Waiting for pairing',
      DISCONNECTED: 'Disconnected',
      TIMEOUT: 'Not responding',
      OPENING: 'Connecting',
      CONNECTED: 'Connected',
    },
    import: {
      preparing: 'Preparing the import',
      importing: 'Importing messages',
      processed: 'Processed %{this} of %{all}',
      date: 'Date: %{date}',
      preparing_button: 'Preparing…',
      close_tickets: 'Close imported tickets',
      close_title: 'Close imported tickets?',
      close_content: 'Every ticket the import opened that has no new message will be closed.',
      closed: 'Imported tickets closed successfully!',
    },
    social: {
      facebook: 'Connect Facebook',
      instagram: 'Connect Instagram',
      success: 'Facebook connections created: %{count}',
      skipped: '%{count} page(s) were not connected (already in use or refused by Meta)',
      cancelled: 'Facebook login cancelled',
      sdk_failed: "Meta's SDK could not be loaded",
    },
    errors: { pairing_number: 'Enter the number with its country code, 8 to 15 digits' },
  },
  es: {
    session: 'Sesión',
    pairingCode: 'Código de vinculación',
    type_pairing_code:
      'En el teléfono, abra WhatsApp > Dispositivos vinculados > Vincular con el número de teléfono y escriba este código',
    waiting_pairing_code: 'Esperando el código de vinculación…',
    pairing_number_help:
      'Para vincular con código en vez de QR: el número con el código del país, solo dígitos (p. ej. 5511999990000)',
    overdue: 'La suscripción de la empresa venció. Regularice el pago para continuar.',
    disconnect_title: '¿Desconectar %{name}?',
    disconnect_content:
      'La conexión deja de recibir y enviar mensajes. Para volver, habrá que leer un nuevo código QR en el teléfono.',
    api: {
      title: 'Integración de la API',
      help: 'Lo que necesita el sistema del integrador: envía los mensajes de sus usuarios a la URL de entrada con el token y verifica la firma de los webhooks con el secreto. Mantenga el token y el secreto en privado.',
      inboundUrl: 'URL de entrada',
      token: 'Token de la conexión',
      webhookSecret: 'Secreto del webhook',
      copy: 'Copiar %{name}',
      copied: '%{name} copiado',
      regenerate: 'Generar nuevo',
      regenerate_named: 'Generar nuevo %{name}',
      regenerate_title: '¿Generar nuevo %{name}?',
      regenerate_content_token:
        'El token actual deja de funcionar de inmediato: el sistema del integrador debe pasar a usar el nuevo.',
      regenerate_content_webhookSecret:
        'Los próximos webhooks se firmarán con el nuevo secreto: el sistema del integrador debe verificarlos con él.',
      regenerated: 'Nuevo %{name} generado',
      no_webhook: 'Indique la URL del webhook y guarde para generar el secreto que firma los webhooks.',
    },
    status_help: {
      TIMEOUT:
        'El teléfono no respondió. Comprueba que esté encendido y con internet; si sigue así, desconecta y lee un nuevo código QR.',
    },
    statuses: {
      qrcode: 'Esperando el QR',
      PAIRING: 'Esperando la vinculación',
      DISCONNECTED: 'Desconectado',
      TIMEOUT: 'Sin respuesta',
      OPENING: 'Conectando',
      CONNECTED: 'Conectado',
    },
    import: {
      preparing: 'Preparando la importación',
      importing: 'Importando mensajes',
      processed: 'Procesados %{this} de %{all}',
      date: 'Fecha: %{date}',
      preparing_button: 'Preparando…',
      close_tickets: 'Cerrar tickets importados',
      close_title: '¿Cerrar los tickets importados?',
      close_content:
        'Se cerrarán todos los tickets abiertos por la importación que no tengan mensajes nuevos.',
      closed: '¡Tickets importados cerrados con éxito!',
    },
    social: {
      facebook: 'Conectar Facebook',
      instagram: 'Conectar Instagram',
      success: 'Conexiones de Facebook creadas: %{count}',
      skipped: '%{count} página(s) no se conectaron (ya en uso o rechazadas por Meta)',
      cancelled: 'Inicio de sesión de Facebook cancelado',
      sdk_failed: 'No se pudo cargar el SDK de Meta',
    },
    errors: { pairing_number: 'Indique el número con el código del país, de 8 a 15 dígitos' },
  },
  tr: {
    session: 'Oturum',
    pairingCode: 'Eşleme kodu',
    type_pairing_code:
      'Telefonda WhatsApp > Bağlı cihazlar > Telefon numarasıyla bağla yolunu açın ve bu kodu yazın',
    waiting_pairing_code: 'Eşleme kodu bekleniyor…',
    pairing_number_help:
      'QR kod yerine kodla bağlanmak için: ülke koduyla numara, yalnızca rakam (örn. 5511999990000)',
    overdue: 'Şirketin aboneliğinin süresi doldu. Devam etmek için ödemeyi yapın.',
    disconnect_title: '%{name} bağlantısı kesilsin mi?',
    disconnect_content:
      'Bağlantı mesaj almayı ve göndermeyi bırakır. Geri dönmek için telefonda yeni bir QR kodu okutulmalıdır.',
    api: {
      title: 'API entegrasyonu',
      help: 'Entegratörün sisteminin ihtiyacı olanlar: kullanıcılarının mesajlarını token ile giriş URL’sine gönderir ve webhook imzalarını gizli anahtarla doğrular. Token ve gizli anahtarı gizli tutun.',
      inboundUrl: 'Giriş URL’si',
      token: 'Bağlantı tokenı',
      webhookSecret: 'Webhook gizli anahtarı',
      copy: '%{name} kopyala',
      copied: '%{name} kopyalandı',
      regenerate: 'Yeniden oluştur',
      regenerate_named: '%{name} yeniden oluştur',
      regenerate_title: '%{name} yeniden oluşturulsun mu?',
      regenerate_content_token:
        'Mevcut token hemen çalışmayı bırakır: entegratörün sistemi yenisini kullanmalıdır.',
      regenerate_content_webhookSecret:
        'Sonraki webhooklar yeni gizli anahtarla imzalanır: entegratörün sistemi onlarla doğrulamalıdır.',
      regenerated: 'Yeni %{name} oluşturuldu',
      no_webhook: 'Webhookları imzalayan gizli anahtarı oluşturmak için webhook URL’sini girip kaydedin.',
    },
    status_help: {
      TIMEOUT:
        'Telefon yanıt vermedi. Açık ve internete bağlı olduğunu kontrol edin; böyle kalırsa bağlantıyı kesip yeni bir QR kodu okutun.',
    },
    statuses: {
      qrcode: 'QR kod bekleniyor',
      PAIRING: 'Eşleme bekleniyor',
      DISCONNECTED: 'Bağlantı kesildi',
      TIMEOUT: 'Yanıt yok',
      OPENING: 'Bağlanıyor',
      CONNECTED: 'Bağlı',
    },
    import: {
      preparing: 'İçe aktarma hazırlanıyor',
      importing: 'Mesajlar içe aktarılıyor',
      processed: '%{all} mesajdan %{this} işlendi',
      date: 'Tarih: %{date}',
      preparing_button: 'Hazırlanıyor…',
      close_tickets: 'İçe aktarılan talepleri kapat',
      close_title: 'İçe aktarılan talepler kapatılsın mı?',
      close_content: 'İçe aktarmanın açtığı ve yeni mesajı olmayan tüm talepler kapatılacak.',
      closed: 'İçe aktarılan talepler kapatıldı!',
    },
    social: {
      facebook: "Facebook'u bağla",
      instagram: "Instagram'ı bağla",
      success: 'Oluşturulan Facebook bağlantıları: %{count}',
      skipped: '%{count} sayfa bağlanmadı (zaten kullanımda veya Meta reddetti)',
      cancelled: 'Facebook girişi iptal edildi',
      sdk_failed: 'Meta SDK yüklenemedi',
    },
    errors: { pairing_number: 'Ülke koduyla numarayı girin, 8 ile 15 rakam' },
  },
}

/** Field labels of the connection dialog's new fields. */
const fields: Record<Language, Record<string, string | Record<string, string>>> = {
  pt: {
    pairingCodeNumber: 'Conectar por código: número do celular',
    credentials: {
      pageId: 'Id da página do Facebook',
      accessToken: 'Token de acesso (em branco: mantém o atual)',
      instagramAccountId: 'Id da conta do Instagram (opcional)',
      phoneNumberId: 'Id do número de telefone',
      wabaId: 'Id da conta do WhatsApp Business',
    },
  },
  en: {
    pairingCodeNumber: 'Link by code: phone number',
    credentials: {
      pageId: 'Facebook page id',
      accessToken: 'Access token (blank: keep the current one)',
      instagramAccountId: 'Instagram account id (optional)',
      phoneNumberId: 'Phone number id',
      wabaId: 'WhatsApp Business Account id',
    },
  },
  es: {
    pairingCodeNumber: 'Vincular con código: número del teléfono',
    credentials: {
      pageId: 'Id de la página de Facebook',
      accessToken: 'Token de acceso (vacío: mantiene el actual)',
      instagramAccountId: 'Id de la cuenta de Instagram (opcional)',
      phoneNumberId: 'Id del número de teléfono',
      wabaId: 'Id de la cuenta de WhatsApp Business',
    },
  },
  tr: {
    pairingCodeNumber: 'Kodla bağla: telefon numarası',
    credentials: {
      pageId: 'Facebook sayfa kimliği',
      accessToken: 'Erişim belirteci (boş: mevcut olan kalır)',
      instagramAccountId: 'Instagram hesap kimliği (isteğe bağlı)',
      phoneNumberId: 'Telefon numarası kimliği',
      wabaId: 'WhatsApp Business Hesabı kimliği',
    },
  },
}

/** `atendo.connections.*` and the new field labels, in the shape the i18n provider merges. */
export function connectionMessages(language: Language) {
  return {
    atendo: { connections: messages[language] },
    resources: { connections: { fields: fields[language] } },
  }
}
