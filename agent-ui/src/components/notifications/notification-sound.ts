/** How long the new-message beep lasts, in seconds. */
const beepSeconds = 0.25

let context: AudioContext | undefined

/**
 * A short two-tone beep for a new contact message, at the top bar's volume (0 to 1); silent at 0.
 * Made with WebAudio, so no sound file is shipped. A browser that blocks audio is ignored.
 */
export function playNotificationSound(volume: number): boolean {
  if (volume <= 0 || typeof AudioContext === 'undefined') return false
  try {
    context ??= new AudioContext()
    if (context.state === 'suspended') void context.resume().catch(() => undefined)
    const start = context.currentTime
    const gain = context.createGain()
    gain.gain.setValueAtTime(Math.min(1, volume) * 0.3, start)
    gain.gain.exponentialRampToValueAtTime(0.0001, start + beepSeconds)
    gain.connect(context.destination)
    const oscillator = context.createOscillator()
    oscillator.type = 'sine'
    oscillator.frequency.setValueAtTime(880, start)
    oscillator.frequency.setValueAtTime(1320, start + beepSeconds / 2)
    oscillator.connect(gain)
    oscillator.start(start)
    oscillator.stop(start + beepSeconds)
    return true
  } catch {
    return false
  }
}
