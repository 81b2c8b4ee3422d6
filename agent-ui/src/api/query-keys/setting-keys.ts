/** Settings read one by one (GET /setting/{key}); `company-{id}-settings` events invalidate them. */
export const settingKeys = {
  all: ['settings'] as const,
  one: (key: string) => ['settings', key] as const,
}
