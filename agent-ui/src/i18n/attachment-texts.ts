import type { FeatureTexts } from './feature-texts.ts'

/** The conversation input's attachment menu and drop zone (inbox.md §2 Tickets screen). */
const pt = {
  'attach.menu': 'Anexar',
  'attach.files': 'Arquivos (imagem, vídeo, áudio, documento)',
  'attach.camera': 'Câmera',
  'attach.rich': 'Mensagem interativa',
  'attach.drop': 'Solte os arquivos aqui para enviar',
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
  },
  es: {
    'attach.menu': 'Adjuntar',
    'attach.files': 'Archivos (imagen, video, audio, documento)',
    'attach.camera': 'Cámara',
    'attach.rich': 'Mensaje interactivo',
    'attach.drop': 'Suelta los archivos aquí para enviarlos',
  },
  tr: {
    'attach.menu': 'Ekle',
    'attach.files': 'Dosyalar (görsel, video, ses, belge)',
    'attach.camera': 'Kamera',
    'attach.rich': 'Etkileşimli mesaj',
    'attach.drop': 'Göndermek için dosyaları buraya bırakın',
  },
}
