import type { Language } from './setting-labels.ts'

/**
 * Texts of the one-file attachments of records (a connection's greeting media, a quick message's
 * file, a schedule's image), per language. "Arquivo é muito grande!" is administration.md §8 verbatim.
 */
const pt = {
  texts: {
    none: 'Nenhum arquivo anexado',
    attach: 'Anexar arquivo',
    replace: 'Substituir',
    remove: 'Remover',
    pending: 'Enviado ao salvar',
    dropping: 'O arquivo atual será removido ao salvar',
    image_or_video: 'Use somente imagens ou vídeos',
    png_or_jpeg: 'Use somente imagens png, jpg ou jpeg',
    too_large: 'Arquivo é muito grande! %{size}MB máximo.',
    saved_without_file: 'Registro salvo, mas o arquivo não foi enviado: %{error}',
    attach_image: 'Enviar imagem',
    no_image: 'Nenhuma imagem',
    image_types: 'Use somente imagens png, jpg, jpeg, gif, webp ou ico',
    only_types: 'Use somente arquivos %{types}',
  },
  fields: {
    connections: { greetingMediaAttachment: 'Anexo da saudação' },
    'quick-messages': { mediaPath: 'Anexo' },
    schedules: { mediaPath: 'Imagem' },
    users: { profileImage: 'Foto do perfil' },
  },
}

type AttachmentMessages = typeof pt

const messages: Record<Language, AttachmentMessages> = {
  pt,
  en: {
    texts: {
      none: 'No file attached',
      attach: 'Attach file',
      replace: 'Replace',
      remove: 'Remove',
      pending: 'Uploaded on save',
      dropping: 'The current file is removed on save',
      image_or_video: 'Use images or videos only',
      png_or_jpeg: 'Use png, jpg or jpeg images only',
      too_large: 'The file is too large! %{size}MB maximum.',
      saved_without_file: 'Record saved, but the file was not uploaded: %{error}',
      attach_image: 'Upload image',
      no_image: 'No image',
      image_types: 'Use png, jpg, jpeg, gif, webp or ico images only',
      only_types: 'Use %{types} files only',
    },
    fields: {
      connections: { greetingMediaAttachment: 'Greeting attachment' },
      'quick-messages': { mediaPath: 'Attachment' },
      schedules: { mediaPath: 'Image' },
      users: { profileImage: 'Profile picture' },
    },
  },
  es: {
    texts: {
      none: 'Ningún archivo adjunto',
      attach: 'Adjuntar archivo',
      replace: 'Reemplazar',
      remove: 'Quitar',
      pending: 'Se envía al guardar',
      dropping: 'El archivo actual se quita al guardar',
      image_or_video: 'Use solo imágenes o vídeos',
      png_or_jpeg: 'Use solo imágenes png, jpg o jpeg',
      too_large: '¡El archivo es muy grande! %{size}MB como máximo.',
      saved_without_file: 'Registro guardado, pero el archivo no se envió: %{error}',
      attach_image: 'Subir imagen',
      no_image: 'Sin imagen',
      image_types: 'Use solo imágenes png, jpg, jpeg, gif, webp o ico',
      only_types: 'Use solo archivos %{types}',
    },
    fields: {
      connections: { greetingMediaAttachment: 'Adjunto del saludo' },
      'quick-messages': { mediaPath: 'Adjunto' },
      schedules: { mediaPath: 'Imagen' },
      users: { profileImage: 'Foto de perfil' },
    },
  },
  tr: {
    texts: {
      none: 'Ekli dosya yok',
      attach: 'Dosya ekle',
      replace: 'Değiştir',
      remove: 'Kaldır',
      pending: 'Kaydedince yüklenir',
      dropping: 'Mevcut dosya kaydedince kaldırılır',
      image_or_video: 'Yalnızca görsel veya video kullanın',
      png_or_jpeg: 'Yalnızca png, jpg veya jpeg görselleri kullanın',
      too_large: 'Dosya çok büyük! En fazla %{size}MB.',
      saved_without_file: 'Kayıt kaydedildi, ancak dosya yüklenmedi: %{error}',
      attach_image: 'Görsel yükle',
      no_image: 'Görsel yok',
      image_types: 'Yalnızca png, jpg, jpeg, gif, webp veya ico görselleri kullanın',
      only_types: 'Yalnızca %{types} dosyaları kullanın',
    },
    fields: {
      connections: { greetingMediaAttachment: 'Karşılama eki' },
      'quick-messages': { mediaPath: 'Ek' },
      schedules: { mediaPath: 'Görsel' },
      users: { profileImage: 'Profil fotoğrafı' },
    },
  },
}

/** `atendo.attachments.*` and the attachment fields' labels, in the shape the i18n provider merges. */
export function attachmentMessages(language: Language) {
  const { texts, fields } = messages[language]
  return {
    atendo: { attachments: texts },
    resources: Object.fromEntries(
      Object.entries(fields).map(([resource, labels]) => [resource, { fields: labels }]),
    ),
  }
}
