import type { ProfileKey } from '../../i18n/profile-texts.ts'
import type { MessageKey } from '../../i18n/pt.ts'
import { emailProblem, lengthProblem, problems } from '../validation.ts'

/** The avatar types the server takes (core's image-upload.ts), and its size limit. */
export const avatarTypes = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const
export const maxAvatarBytes = 5 * 1024 * 1024

export interface ProfileForm {
  name: string
  email: string
  /** Empty keeps the current password. */
  password: string
}

/** The user form's rules (inbox.md §5): name 2 to 50, a valid e-mail, a new password 5 to 50. */
export function profileProblems(form: ProfileForm): Partial<Record<keyof ProfileForm, MessageKey>> {
  return problems({
    name: lengthProblem(form.name, { min: 2, max: 50 }),
    email: emailProblem(form.email),
    password: lengthProblem(form.password, { min: 5, max: 50, required: false }),
  })
}

/** Why an avatar file is refused, or undefined when it may be uploaded. */
export function avatarProblem(file: File): ProfileKey | undefined {
  if (!(avatarTypes as readonly string[]).includes(file.type)) return 'profile.avatarType'
  if (file.size > maxAvatarBytes) return 'profile.avatarSize'
  return undefined
}
