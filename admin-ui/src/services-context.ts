import { createContext, useContext } from 'react'
import type { Services } from './services.ts'

/** The page's API services, for components that talk to the server beyond react-admin's providers. */
export const ServicesContext = createContext<Services | undefined>(undefined)

export function useServices(): Services {
  const services = useContext(ServicesContext)
  if (!services) throw new Error('useServices must be used inside <AtendoAdmin>')
  return services
}
