import { describe, expect, it } from 'vitest'
import { downloadLimits as serverLimits } from '../../../../core/src/modules/settings/global-setting-keys.ts'
import {
  changedGlobalSettings,
  downloadLimits,
  globalSettingErrors,
  logoFileProblem,
} from './global-setting-rules.ts'

describe('global settings form', () => {
  it('offers exactly the download limits the server accepts', () => {
    expect(downloadLimits).toEqual([...serverLimits])
  })

  it('refuses what PUT /settings/{key} would refuse', () => {
    expect(
      globalSettingErrors({
        primaryColorLight: 'red',
        primaryColorDark: '#39ACE7',
        appName: ' ',
        downloadLimit: '100',
      }),
    ).toEqual({
      primaryColorLight: 'atendo.whitelabel.invalid_colour',
      appName: 'atendo.required',
      downloadLimit: 'atendo.required',
    })
    expect(globalSettingErrors({ primaryColorLight: '#abc', primaryColorDark: '#112233FF' })).toEqual({})
  })

  it('writes changed values, and a secret only when something was typed', () => {
    expect(
      changedGlobalSettings(
        { userCreation: 'disabled', downloadLimit: '64', mpaccesstoken: '' },
        { userCreation: 'enabled', downloadLimit: '64', mpaccesstoken: '', asaastoken: '  tok_123 ' },
      ),
    ).toEqual([
      { key: 'userCreation', value: 'enabled' },
      { key: 'asaastoken', value: 'tok_123' },
    ])
  })

  it('checks a logo before sending it: a raster image of at most 2 MB', () => {
    expect(logoFileProblem({ type: 'image/png', size: 1000 })).toBeUndefined()
    expect(logoFileProblem({ type: 'image/svg+xml', size: 1000 })).toBe('atendo.whitelabel.invalid_type')
    expect(logoFileProblem({ type: 'image/jpeg', size: 2 * 1024 * 1024 + 1 })).toBe(
      'atendo.upload.too_large_2mb',
    )
  })
})
