import { PasswordReset, UserSession } from '../../modules/auth/entities.ts'
import { Company } from '../../modules/companies/entities.ts'
import { Plan } from '../../modules/plans/entities.ts'
import { CompanySetting, GlobalSetting } from '../../modules/settings/entities.ts'
import { User } from '../../modules/users/entities.ts'

/** The entities the kernel itself owns; plugins add theirs through the plugin API. */
export const kernelEntities = [Plan, Company, User, UserSession, PasswordReset, GlobalSetting, CompanySetting]
