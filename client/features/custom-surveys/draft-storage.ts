import type { Snapshot } from './builder-draft';

// Unsaved builder work lives in this tab's session storage until the server has it, so a reload or
// a failed save loses nothing typed. Per person (two people may share a browser) and per survey
// ('new' before the first save gives it an id).

const key = (userId: string, id: string | null) => `clima.customSurvey.${userId}.${id ?? 'new'}`;

function isSnapshot(value: unknown): value is Snapshot {
  const s = value as Snapshot | null;
  return Boolean(s && s.draft && Array.isArray(s.draft.availableLanguages) && Array.isArray(s.draft.questions) && s.names && typeof s.names === 'object');
}

export function loadUnsaved(userId: string, id: string | null): Snapshot | null {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(key(userId, id)) ?? 'null');
    return isSnapshot(value) ? value : null;
  } catch {
    return null;
  }
}

export function keepUnsaved(userId: string, id: string | null, snapshot: Snapshot) {
  try {
    sessionStorage.setItem(key(userId, id), JSON.stringify(snapshot));
  } catch {
    // A full or refused storage only loses the reload copy; the form itself keeps everything.
  }
}

export function dropUnsaved(userId: string, id: string | null) {
  sessionStorage.removeItem(key(userId, id));
}

/**
 * The first save gives a new survey its id and the builder moves to its address, which mounts the
 * builder again: what was on screen travels here, with whether it changed since that save.
 */
/** Where a builder starts: what it shows, whether the server lacks it, and when the server last took it (if just now). */
export interface Handoff {
  snapshot: Snapshot;
  dirty: boolean;
  savedAt?: Date;
}
const handoffs = new Map<string, Handoff>();

export function handOff(id: string, handoff: Handoff) {
  handoffs.set(id, handoff);
}

/** What the builder handed to the survey `id`'s address (read while rendering: kept until dropHandoff). */
export const handoffOf = (id: string) => handoffs.get(id) ?? null;

export function dropHandoff(id: string) {
  handoffs.delete(id);
}
