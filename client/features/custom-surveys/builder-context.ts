import { createContext, useContext } from 'react';
import type { SurveyDraft } from '../../../domain/custom-survey';

/** What every part of the builder reads and changes. */
export interface BuilderApi {
  draft: SurveyDraft;
  /** Changes the draft; `paths` are the fields changed, whose server errors then go. */
  update: (change: (draft: SurveyDraft) => SurveyDraft, ...paths: string[]) => void;
  names: Record<string, string>;
  addNames: (names: Record<string, string>) => void;
  readOnly: boolean;
  isAdmin: boolean;
  /** The error to show beside a field, if any. */
  errorFor: (path: string) => string | null;
}

export const BuilderContext = createContext<BuilderApi | null>(null);

export function useBuilder(): BuilderApi {
  const api = useContext(BuilderContext);
  if (!api) throw new Error('useBuilder outside the builder');
  return api;
}
