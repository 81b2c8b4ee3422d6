/**
 * The version of the plugin contract this package describes. It follows semver: a plugin declares
 * the range it was written against (`contract: '^2.0.0'`) and the host refuses to load a plugin
 * whose range this version does not satisfy, naming both, instead of failing later at run time.
 * A breaking change to any type or service of `@atendo/plugin-api` bumps the major.
 *
 * @example
 * export default definePlugin({ id: 'helps', version: '1.0.0', contract: `^${contractVersion}`, register() {} })
 */
export const contractVersion = '2.3.0'
