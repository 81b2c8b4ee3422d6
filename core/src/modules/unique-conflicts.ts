import type { UniqueConflicts } from '../kernel/http/unique-conflicts.ts'

/**
 * What each of core's unique indexes means to a caller who broke it (409, with the
 * specification's code where one exists). The error handler answers with these, so no route
 * catches a unique violation only to translate it.
 */
export const coreUniqueConflicts: UniqueConflicts = {
  // The same answer as save-user's check, which a concurrent save can slip past.
  users_email_unique: {
    code: 'ERR_EMAIL_ALREADY_EXISTS',
    field: 'email',
    problem: 'cannot be used',
    message: 'This e-mail cannot be used for this user',
  },
  contacts_company_number_unique: {
    code: 'ERR_DUPLICATED_CONTACT',
    field: 'number',
    problem: 'already belongs to another contact',
  },
  // A phone identity another contact holds: the same person's number in another form.
  contact_identities_company_id_kind_value_unique: {
    code: 'ERR_DUPLICATED_CONTACT',
    field: 'number',
    problem: 'already belongs to another contact',
  },
  queues_company_color_unique: {
    code: 'ERR_QUEUE_COLOR_ALREADY_EXISTS',
    field: 'color',
    problem: 'is already used by another queue',
  },
  queues_company_name_unique: {
    code: 'ERR_CONFLICT',
    field: 'name',
    problem: 'is already used by another queue',
    message: 'A queue with this name already exists',
  },
  connections_company_name_unique: {
    code: 'ERR_CONFLICT',
    field: 'name',
    problem: 'is already in use',
    message: 'name is already in use',
  },
  connections_token_unique: {
    code: 'ERR_CONFLICT',
    field: 'token',
    problem: 'is already in use',
    message: 'token is already in use',
  },
  connections_one_default: {
    code: 'ERR_CONFLICT',
    field: 'isDefault',
    problem: 'another default connection was set at the same time',
    message: 'isDefault another default connection was set at the same time',
  },
  tags_company_name_unique: {
    code: 'ERR_CONFLICT',
    field: 'name',
    problem: 'already exists',
    message: 'A tag with this name already exists',
  },
  quick_messages_company_shortcode_unique: {
    code: 'ERR_CONFLICT',
    field: 'shortcode',
    problem: 'already exists',
    message: 'You already have a quick message with this shortcode',
  },
}
