import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { AtendoAdmin } from './app.tsx'

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AtendoAdmin />
  </StrictMode>,
)
