/**
 * What PUT /contacts/{id} gets from the back office's form: only the fields it edits, so the tags,
 * extra fields and switches the record carries are left as they are; an empty wallet owner takes
 * the contact out of every wallet (null).
 */
export function contactPayload(record: Record<string, unknown>) {
  const owner = record.walletUserId
  return {
    name: record.name,
    number: record.number,
    email: record.email ?? '',
    walletUserId: owner === '' || owner === undefined || owner === null ? null : Number(owner),
  }
}
