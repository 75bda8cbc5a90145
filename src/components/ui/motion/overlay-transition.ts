/** SPEC §9: dialog transitions last 200 to 500 ms. */
export const OVERLAY_DURATION_MS = 280;

const EASE_OUT: [number, number, number, number] = [0.22, 1, 0.36, 1];

export interface OverlayTransition {
  duration: number;
  ease: [number, number, number, number];
}

/** Seconds, as framer-motion wants them; instant when the person asked for reduced motion. */
export function getOverlayTransition(prefersReducedMotion: boolean): OverlayTransition {
  return { duration: prefersReducedMotion ? 0 : OVERLAY_DURATION_MS / 1000, ease: EASE_OUT };
}

export function toMilliseconds(transition: OverlayTransition): number {
  return Math.round(transition.duration * 1000);
}
