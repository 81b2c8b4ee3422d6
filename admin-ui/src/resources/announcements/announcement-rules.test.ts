import { describe, expect, it } from 'vitest'
import { announcementImageProblem } from './announcement-rules.ts'

describe('announcement image', () => {
  it('accepts png, jpg and jpeg only, up to the server limit', () => {
    expect(announcementImageProblem({ name: 'aviso.PNG', type: 'image/png', size: 10 })).toBeUndefined()
    expect(announcementImageProblem({ name: 'aviso.jpeg', type: 'image/jpeg', size: 10 })).toBeUndefined()
    expect(announcementImageProblem({ name: 'aviso.gif', type: 'image/gif', size: 10 })).toBe(
      'atendo.announcements.image_types',
    )
    expect(announcementImageProblem({ name: 'aviso.png', type: 'image/jpeg', size: 10 })).toBe(
      'atendo.announcements.image_types',
    )
    expect(announcementImageProblem({ name: 'aviso.jpg', type: 'image/jpeg', size: 6 * 1024 * 1024 })).toBe(
      'atendo.upload.too_large_5mb',
    )
  })
})
