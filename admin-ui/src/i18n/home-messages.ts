import type { Language } from './setting-labels.ts'

/** Texts of the back office's start page (issue 23): due date, connections, today's tickets. */
const messages: Record<Language, Record<string, string>> = {
  pt: {
    overdue: 'A assinatura da empresa venceu. Regularize o pagamento para continuar atendendo.',
    pay: 'Ver faturas e pagar',
    refused:
      'Esta página não abre enquanto a assinatura da empresa estiver vencida. Pague a fatura para continuar.',
    due_soon: 'A assinatura vence amanhã. |||| A assinatura vence em %{days} dias.',
    connections: 'Conexões',
    no_connections: 'Nenhuma conexão ainda: crie uma para receber mensagens.',
    connections_down: '1 conexão não está conectada |||| %{smart_count} conexões não estão conectadas',
    open_connections: 'Ver conexões',
    today: 'Atendimentos de hoje',
    today_failed: 'Não foi possível carregar os atendimentos de hoje.',
    pending: 'Aguardando',
    happening: 'Em atendimento',
    finished: 'Finalizados hoje',
    open_inbox: 'Abrir os atendimentos',
    admins_only_title: 'O painel administrativo é para administradores',
    admins_only:
      'Sua conta é de atendente: seus atendimentos ficam na caixa de entrada. Peça a um administrador da empresa o que precisar mudar aqui.',
    go_to_inbox: 'Ir para a caixa de entrada',
    log_out: 'Sair',
  },
  en: {
    overdue: "The company's subscription is overdue. Settle the payment to keep serving customers.",
    pay: 'See invoices and pay',
    refused:
      "This page does not open while the company's subscription is overdue. Pay the invoice to continue.",
    due_soon: 'The subscription is due tomorrow. |||| The subscription is due in %{days} days.',
    connections: 'Connections',
    no_connections: 'No connection yet: create one to receive messages.',
    connections_down: '1 connection is not connected |||| %{smart_count} connections are not connected',
    open_connections: 'See connections',
    today: "Today's tickets",
    today_failed: "Today's tickets could not be loaded.",
    pending: 'Waiting',
    happening: 'Being attended',
    finished: 'Closed today',
    open_inbox: 'Open the inbox',
    admins_only_title: 'The back office is for administrators',
    admins_only:
      "Your account is an attendant's: your conversations are in the inbox. Ask one of the company's administrators for what needs changing here.",
    go_to_inbox: 'Go to the inbox',
    log_out: 'Log out',
  },
  es: {
    overdue: 'La suscripción de la empresa venció. Regularice el pago para seguir atendiendo.',
    pay: 'Ver facturas y pagar',
    refused:
      'Esta página no se abre mientras la suscripción de la empresa esté vencida. Pague la factura para continuar.',
    due_soon: 'La suscripción vence mañana. |||| La suscripción vence en %{days} días.',
    connections: 'Conexiones',
    no_connections: 'Todavía no hay conexiones: cree una para recibir mensajes.',
    connections_down: '1 conexión no está conectada |||| %{smart_count} conexiones no están conectadas',
    open_connections: 'Ver conexiones',
    today: 'Atenciones de hoy',
    today_failed: 'No se pudieron cargar las atenciones de hoy.',
    pending: 'En espera',
    happening: 'En atención',
    finished: 'Finalizadas hoy',
    open_inbox: 'Abrir las atenciones',
    admins_only_title: 'El panel administrativo es para administradores',
    admins_only:
      'Su cuenta es de agente: sus atenciones están en la bandeja de entrada. Pida a un administrador de la empresa lo que necesite cambiar aquí.',
    go_to_inbox: 'Ir a la bandeja de entrada',
    log_out: 'Salir',
  },
  tr: {
    overdue: 'Şirketin aboneliğinin süresi doldu. Hizmete devam etmek için ödemeyi yapın.',
    pay: 'Faturaları gör ve öde',
    refused:
      'Şirketin aboneliğinin süresi dolduğu için bu sayfa açılmıyor. Devam etmek için faturayı ödeyin.',
    due_soon: 'Aboneliğin süresi yarın doluyor. |||| Aboneliğin süresi %{days} gün içinde doluyor.',
    connections: 'Bağlantılar',
    no_connections: 'Henüz bağlantı yok: mesaj almak için bir tane oluşturun.',
    connections_down: '1 bağlantı bağlı değil |||| %{smart_count} bağlantı bağlı değil',
    open_connections: 'Bağlantıları gör',
    today: 'Bugünkü talepler',
    today_failed: 'Bugünkü talepler yüklenemedi.',
    pending: 'Bekleyen',
    happening: 'İlgilenilen',
    finished: 'Bugün kapatılan',
    open_inbox: 'Talepleri aç',
    admins_only_title: 'Yönetim paneli yöneticiler içindir',
    admins_only:
      'Hesabınız bir temsilci hesabı: talepleriniz gelen kutusunda. Burada değişmesi gerekenleri şirketin bir yöneticisinden isteyin.',
    go_to_inbox: 'Gelen kutusuna git',
    log_out: 'Çıkış yap',
  },
}

/** `atendo.home.*`, in the shape the i18n provider merges. */
export function homeMessages(language: Language) {
  return { atendo: { home: messages[language] } }
}
