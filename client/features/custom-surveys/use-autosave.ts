import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTRPC } from '../../lib/trpc';
import type { Snapshot } from './builder-draft';
import { dropUnsaved, handOff, keepUnsaved } from './draft-storage';
import type { SurveyView } from './survey-queries';

export type SaveState = { kind: 'idle' } | { kind: 'pending' } | { kind: 'saving' } | { kind: 'saved'; at: Date } | { kind: 'failed'; error: unknown };

/** How long the builder waits after the last change before saving. */
export const AUTOSAVE_MS = 1500;

interface Options {
  userId: string;
  id: string | null;
  /** What a save asks for: 'draft', or 'scheduled' for a survey already launched (it stays launched). */
  status: 'draft' | 'scheduled';
  initial: Snapshot;
  /** The initial snapshot has changes the server does not have yet (restored after a reload). */
  dirty: boolean;
  /** When the server last took this snapshot, if this builder was handed it right after. */
  savedAt?: Date;
  enabled: boolean;
  /** The first save of a new survey gave it an id: the builder moves to its address (what is on screen is handed there). */
  onCreated: (view: SurveyView) => void;
}

/**
 * Saves the builder's draft AUTOSAVE_MS after the last change: one request at a time, the latest
 * state wins (a change made while a save is under way is saved right after it). The first save
 * creates the survey, later ones update it. Until the server has a change it is kept in session
 * storage; a failed save keeps the form as it is and waits for a retry or the next change.
 */
export function useAutosave({ userId, id: initialId, status, initial, dirty, savedAt, enabled, onCreated }: Options) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [state, setState] = useState<SaveState>(dirty ? { kind: 'pending' } : savedAt ? { kind: 'saved', at: savedAt } : { kind: 'idle' });
  const id = useRef(initialId);
  const latest = useRef(initial);
  const version = useRef(dirty ? 1 : 0);
  const savedVersion = useRef(0);
  const inFlight = useRef<Promise<SurveyView | null> | null>(null);
  const again = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const created = useRef(false);

  // Through the mutation cache rather than a hook: a save started here may finish after the
  // builder has gone (a change saved on leaving), and the app's error handling still hears of it.
  // Offline, a save fails at once (and says so) instead of waiting, paused, as "Saving…".
  const send = (snapshot: Snapshot, as: 'draft' | 'scheduled') => {
    const customSurvey = { ...snapshot.draft, status: as };
    const cache = queryClient.getMutationCache();
    const always = { networkMode: 'always' } as const;
    return id.current
      ? cache.build(queryClient, { ...trpc.customSurveys.update.mutationOptions(), ...always }).execute({ id: id.current, customSurvey })
      : cache.build(queryClient, { ...trpc.customSurveys.create.mutationOptions(), ...always }).execute({ customSurvey });
  };

  const saved = (view: SurveyView) => {
    queryClient.setQueryData(trpc.customSurveys.get.queryKey({ id: view.id }), view);
    void queryClient.invalidateQueries({ queryKey: trpc.customSurveys.list.pathKey() });
  };

  const run = async (): Promise<SurveyView | null> => {
    const v = version.current;
    const snapshot = latest.current;
    const isNew = id.current === null;
    setState({ kind: 'saving' });
    try {
      const view = await send(snapshot, status);
      id.current = view.id;
      savedVersion.current = v;
      saved(view);
      const changedSince = version.current !== v;
      if (isNew) {
        dropUnsaved(userId, null);
        if (changedSince) keepUnsaved(userId, view.id, latest.current);
        created.current = true;
        handOff(view.id, { snapshot: latest.current, dirty: changedSince, savedAt: new Date() });
        onCreated(view);
      } else if (!changedSince) dropUnsaved(userId, view.id);
      setState(changedSince ? { kind: 'pending' } : { kind: 'saved', at: new Date() });
      return view;
    } catch (error) {
      again.current = false;
      setState({ kind: 'failed', error });
      return null;
    }
  };

  /** Saves now what the server does not have yet; waits for a save under way first. */
  const flush = (): Promise<SurveyView | null> => {
    clearTimeout(timer.current);
    if (inFlight.current) {
      again.current = true;
      return inFlight.current;
    }
    if (version.current === savedVersion.current || created.current) return Promise.resolve(null);
    const request = run().finally(() => {
      inFlight.current = null;
      if (again.current) {
        again.current = false;
        void flush();
      }
    });
    inFlight.current = request;
    return request;
  };

  const changed = (snapshot: Snapshot) => {
    latest.current = snapshot;
    version.current++;
    keepUnsaved(userId, id.current, snapshot);
    // Created and moving to its address: the builder there takes over, with this change.
    if (created.current) handOff(id.current!, { snapshot, dirty: true, savedAt: new Date() });
    setState({ kind: 'pending' });
    clearTimeout(timer.current);
    if (enabled) timer.current = setTimeout(() => void flush(), AUTOSAVE_MS);
  };

  /**
   * Sends the draft with a status once any save under way is done: 'scheduled' launches it,
   * 'draft' takes a scheduled survey back to a draft; rejects as the server refuses it.
   */
  const launch = async (snapshot: Snapshot, status: 'scheduled' | 'draft' = 'scheduled'): Promise<SurveyView> => {
    clearTimeout(timer.current);
    await inFlight.current;
    latest.current = snapshot;
    setState({ kind: 'saving' });
    try {
      const view = await send(snapshot, status);
      id.current = view.id;
      savedVersion.current = ++version.current;
      dropUnsaved(userId, initialId);
      dropUnsaved(userId, view.id);
      saved(view);
      setState({ kind: 'saved', at: new Date() });
      return view;
    } catch (error) {
      setState({ kind: 'pending' });
      throw error;
    }
  };

  // A restored draft (after a reload) is saved shortly after the builder opens; changes still
  // waiting when the builder goes (another screen) are saved on the way out. The effect runs once:
  // it reaches this render's functions through refs.
  const start = () => {
    if (dirty && enabled) timer.current = setTimeout(() => void flush(), AUTOSAVE_MS);
  };
  const leave = () => {
    clearTimeout(timer.current);
    if (id.current && !created.current && version.current !== savedVersion.current) void flush();
  };
  const lifecycle = useRef({ start, leave });
  lifecycle.current = { start, leave };
  useEffect(() => {
    const current = lifecycle.current;
    current.start();
    return () => lifecycle.current.leave();
  }, []);

  return { state, changed, flush, launch };
}
