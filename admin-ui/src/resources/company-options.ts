import { useEffect, useState } from 'react'
import { useServices } from '../services-context.ts'

/**
 * A few of the company's options (GET /companySettingOne), for forms whose tabs or rules depend
 * on them: the schedule type shows working-hours tabs, userRating makes the rating message required.
 */
export function useCompanyOptions(columns: readonly string[]): Record<string, string | undefined> {
  const { http } = useServices()
  const [options, setOptions] = useState<Record<string, string | undefined>>({})
  const key = columns.join(',')
  useEffect(() => {
    let current = true
    Promise.all(
      key.split(',').map((column) =>
        http(`/api/companySettingOne?column=${encodeURIComponent(column)}`).then(
          ({ json }) => [column, (json as { value: string }).value] as const,
          () => [column, undefined] as const,
        ),
      ),
    ).then((pairs) => {
      if (current) setOptions(Object.fromEntries(pairs))
    })
    return () => {
      current = false
    }
  }, [http, key])
  return options
}
