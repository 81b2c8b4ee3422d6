/**
 * Baileys' JID helpers (pure string functions), taken from the one file of the package that holds
 * them: the package's entry loads all of Baileys (protocol buffers, Signal, the socket; about
 * 0.5 s), which a start must not pay before a WhatsApp session starts (docs/benchmarks.md,
 * "Start-up to ready through npm start"). The file imports nothing; the version is pinned in
 * package.json, so the path cannot move under us unnoticed.
 */
export { isJidGroup, jidDecode, jidNormalizedUser } from 'baileys/lib/WABinary/jid-utils.js'
