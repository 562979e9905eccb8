/*
 * What a scan sounds like, so the dispatcher can keep eyes on the parcels: a short high beep when it is
 * accepted, a low double buzz (and a vibration, on a phone or tablet that has one) when it is refused.
 * Tones are made with the Web Audio API (no sound files to download). Where there is no audio (jsdom, an
 * old browser, audio refused) nothing is heard and nothing fails: a sound must never stop a scan.
 */

interface Tone {
  frequency: number;
  /** Seconds after now. */
  start: number;
  duration: number;
  type: OscillatorType;
}

const VOLUME = 0.2;
const ACCEPTED: readonly Tone[] = [{ frequency: 1800, start: 0, duration: 0.08, type: 'sine' }];
const REFUSED: readonly Tone[] = [
  { frequency: 180, start: 0, duration: 0.14, type: 'square' },
  { frequency: 180, start: 0.2, duration: 0.14, type: 'square' },
];
const REFUSED_VIBRATION = [150, 80, 150];
/** Accepted, but look: two mid tones (neither the beep nor the buzz). */
const WARNING: readonly Tone[] = [
  { frequency: 880, start: 0, duration: 0.1, type: 'triangle' },
  { frequency: 660, start: 0.14, duration: 0.12, type: 'triangle' },
];
const WARNING_VIBRATION = [80];

type AudioContextClass = typeof AudioContext;
let context: AudioContext | null = null;

/** One context for the page (browsers limit how many are open). Created on the first scan: a user's gesture. */
function audio(): AudioContext | null {
  if (typeof window === 'undefined') return null;
  const Context: AudioContextClass | undefined = window.AudioContext ?? (window as { webkitAudioContext?: AudioContextClass }).webkitAudioContext;
  if (!Context) return null;
  context ??= new Context();
  // a context made before any gesture starts suspended
  if (context.state === 'suspended') void context.resume().catch(() => undefined);
  return context;
}

function play(tones: readonly Tone[]): void {
  try {
    const ctx = audio();
    if (!ctx) return;
    for (const tone of tones) {
      const at = ctx.currentTime + tone.start;
      const oscillator = ctx.createOscillator();
      const gain = ctx.createGain();
      oscillator.type = tone.type;
      oscillator.frequency.value = tone.frequency;
      // a quick fade in and out: a bare start and stop clicks
      gain.gain.setValueAtTime(0.0001, at);
      gain.gain.exponentialRampToValueAtTime(VOLUME, at + 0.01);
      gain.gain.exponentialRampToValueAtTime(0.0001, at + tone.duration);
      oscillator.connect(gain).connect(ctx.destination);
      oscillator.start(at);
      oscillator.stop(at + tone.duration + 0.02);
    }
  } catch {
    // no sound this time
  }
}

function vibrate(pattern: number[]): void {
  try {
    if (typeof navigator !== 'undefined' && typeof navigator.vibrate === 'function') navigator.vibrate(pattern);
  } catch {
    // no vibration this time
  }
}

/**
 * Opens the audio while the user's own gesture (the Enter of a scan, a tap) is on: a context first made
 * for an answer, which arrives later, may stay silent where the browser asks for a gesture.
 */
export function prepareFeedback(): void {
  try {
    audio();
  } catch {
    // no sound then
  }
}

export function signalAccepted(): void {
  play(ACCEPTED);
}

export function signalRefused(): void {
  play(REFUSED);
  vibrate(REFUSED_VIBRATION);
}

/** Accepted with something the dispatcher must look at (a seal that does not match). */
export function signalWarning(): void {
  play(WARNING);
  vibrate(WARNING_VIBRATION);
}
