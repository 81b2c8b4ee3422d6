import type { FeatureTexts } from './feature-texts.ts'

/** The conversation input's attachment menu and drop zone (inbox.md §2 Tickets screen). */
const pt = {
  'attach.menu': 'Anexar',
  'attach.files': 'Arquivos (imagem, vídeo, áudio, documento)',
  'attach.camera': 'Câmera',
  'attach.rich': 'Mensagem interativa',
  'attach.drop': 'Solte os arquivos aqui para enviar',
  'attach.quickMedia': 'Anexo da resposta rápida: {name}',
  'attach.removeQuickMedia': 'Remover anexo {name}',
} as const satisfies Record<string, string>

export type AttachmentKey = keyof typeof pt

export const attachmentTexts: FeatureTexts<AttachmentKey> = {
  pt,
  en: {
    'attach.menu': 'Attach',
    'attach.files': 'Files (image, video, audio, document)',
    'attach.camera': 'Camera',
    'attach.rich': 'Interactive message',
    'attach.drop': 'Drop the files here to send them',
    'attach.quickMedia': 'Quick reply attachment: {name}',
    'attach.removeQuickMedia': 'Remove attachment {name}',
  },
  es: {
    'attach.menu': 'Adjuntar',
    'attach.files': 'Archivos (imagen, video, audio, documento)',
    'attach.camera': 'Cámara',
    'attach.rich': 'Mensaje interactivo',
    'attach.drop': 'Suelta los archivos aquí para enviarlos',
    'attach.quickMedia': 'Adjunto de la respuesta rápida: {name}',
    'attach.removeQuickMedia': 'Quitar adjunto {name}',
  },
  tr: {
    'attach.menu': 'Ekle',
    'attach.files': 'Dosyalar (görsel, video, ses, belge)',
    'attach.camera': 'Kamera',
    'attach.rich': 'Etkileşimli mesaj',
    'attach.drop': 'Göndermek için dosyaları buraya bırakın',
    'attach.quickMedia': 'Hızlı yanıt eki: {name}',
    'attach.removeQuickMedia': '{name} ekini kaldır',
  },
}
