import { useState } from 'react'
import { useTheme } from './theme-context.tsx'
import { logoFor } from './whitelabel.ts'

/**
 * The company's logo for the current theme (light or dark variant), named by the app's name; the
 * name itself when no logo was uploaded or the image does not load.
 */
export function BrandLogo({ className }: { className: string }) {
  const { whitelabel, mode } = useTheme()
  const logo = logoFor(whitelabel, mode)
  const [broken, setBroken] = useState<string>()
  if (!logo || broken === logo) return <span className={className}>{whitelabel.appName}</span>
  return (
    <span className={className}>
      <img className="brand-logo" src={logo} alt={whitelabel.appName} onError={() => setBroken(logo)} />
    </span>
  )
}
