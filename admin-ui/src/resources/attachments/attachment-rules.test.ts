import { describe, expect, it } from 'vitest'
import {
  acceptAttribute,
  attachmentName,
  attachmentProblem,
  fileNameOf,
  greetingMediaRules,
  quickMessageMediaRules,
  scheduleMediaRules,
} from './attachment-rules.ts'

describe('attachment rules', () => {
  it('names the chosen file, else the stored original name, else the storage key', () => {
    const chosen = { rawFile: new File(['x'], 'promo.mp4', { type: 'video/mp4' }) }
    expect(attachmentName(chosen, 'antigo.png')).toBe('promo.mp4')
    expect(attachmentName('/public/company1/Ab3.png?expires=9&signature=x', 'cardápio.png')).toBe(
      'cardápio.png',
    )
    expect(attachmentName('company1/Ab3_x-9.png')).toBe('Ab3_x-9.png')
    expect(attachmentName(null, 'cardápio.png')).toBeUndefined()
    expect(attachmentName('')).toBeUndefined()
    expect(fileNameOf('/public/company1/foto%20nova.jpg?expires=1')).toBe('foto nova.jpg')
  })

  it('accepts only images and videos for the greeting (administration.md §5)', () => {
    expect(attachmentProblem({ type: 'image/png', size: 10 }, greetingMediaRules)).toBeUndefined()
    expect(attachmentProblem({ type: 'video/mp4', size: 10 }, greetingMediaRules)).toBeUndefined()
    expect(attachmentProblem({ type: 'application/pdf', size: 10 }, greetingMediaRules)).toEqual({
      key: 'atendo.attachments.image_or_video',
    })
    expect(acceptAttribute(greetingMediaRules)).toBe('image/*,video/*')
  })

  it('accepts any quick message file up to the 20 MB the server takes', () => {
    expect(acceptAttribute(quickMessageMediaRules)).toBeUndefined()
    const limit = 20 * 1024 * 1024
    expect(
      attachmentProblem({ type: 'application/pdf', size: limit }, quickMessageMediaRules),
    ).toBeUndefined()
    expect(attachmentProblem({ type: 'application/pdf', size: limit + 1 }, quickMessageMediaRules)).toEqual({
      key: 'atendo.attachments.too_large',
      args: { size: 20 },
    })
  })

  it('accepts only png, jpg and jpeg images up to 10 MB for a schedule (inbox.md §5)', () => {
    const image = (name: string, type: string, size = 10) => ({ name, type, size })
    expect(attachmentProblem(image('foto.png', 'image/png'), scheduleMediaRules)).toBeUndefined()
    expect(attachmentProblem(image('FOTO.JPG', 'image/jpeg'), scheduleMediaRules)).toBeUndefined()
    expect(attachmentProblem(image('foto.jpeg', 'image/jpeg'), scheduleMediaRules)).toBeUndefined()
    const refused = { key: 'atendo.attachments.png_or_jpeg' }
    expect(attachmentProblem(image('anim.gif', 'image/gif'), scheduleMediaRules)).toEqual(refused)
    expect(attachmentProblem(image('foto.webp', 'image/webp'), scheduleMediaRules)).toEqual(refused)
    // The server judges by name too: a jpeg named otherwise is refused before it is sent.
    expect(attachmentProblem(image('foto.jfif', 'image/jpeg'), scheduleMediaRules)).toEqual(refused)
    expect(attachmentProblem(image('contrato.pdf', 'application/pdf'), scheduleMediaRules)).toEqual(refused)
    expect(
      attachmentProblem(image('foto.png', 'image/png', 10 * 1024 * 1024 + 1), scheduleMediaRules),
    ).toEqual({
      key: 'atendo.attachments.too_large',
      args: { size: 10 },
    })
    expect(acceptAttribute(scheduleMediaRules)).toBe('image/png,image/jpeg,.png,.jpg,.jpeg')
  })
})
