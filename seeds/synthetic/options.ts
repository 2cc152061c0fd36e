import type { Language, Plan, SurveyIntervalDays } from '../../server/db/types.js';
import type { Library } from './library.js';

// Options of one synthetic company, and what a run hands back.

export interface CompanyOptions {
  name: string;
  /** People in the company, the admin and the group managers included. */
  employees: number;
  groups: number;
  /** Depth of the group tree (1 = flat). */
  levels: number;
  /** Cycles up to and including the one under way today. */
  cycles: number;
  intervalDays: SurveyIntervalDays;
  /** Share of people answering a cycle: one rate, or a range drawn per group. */
  participation: number | readonly [number, number];
  seed: string | number;
  /** The server's PSEUDONYM_KEY: respondents' pseudonyms are keyed with it. */
  pseudonymKey: string;
  /** 'YYYY-MM-DD' (UTC); the last cycle contains it. Default: today. */
  today?: string;
  /** E-mails are `…@<company-slug>-<id prefix>.<emailDomain>`. Default 'synthetic.clima.test'. */
  emailDomain?: string;
  /** Demographic attributes (0–4). Default 2. */
  attributes?: number;
  plan?: Plan;
  /** Most people's language; the others get the rest. Default: drawn from the seed. */
  language?: Language;
  /** Gives every confirmed person this password (hashed once, so that column alone differs between runs). */
  password?: string;
  /** Share of answers, on questions that take one, that carry a comment. Default 0.05. */
  commentRate?: number;
  /** The question library, when it is not to be read from the target (dry runs). */
  library?: Library;
}

export interface CompanyCounts {
  users: number;
  groups: number;
  cycles: number;
  responses: number;
  answers: number;
  comments: number;
  participation: number;
  participationDays: number;
}

export interface GeneratedCompany {
  companyId: string;
  name: string;
  adminId: string;
  adminEmail: string;
  /** A manager and a plain employee who can sign in (confirmed, active), for demos and tests. */
  managerId: string;
  managerEmail: string;
  employeeId: string;
  employeeEmail: string;
  deliveryDate: string;
  counts: CompanyCounts;
}

/** (phase, done, total): enough for a command-line bar per phase. */
export type Progress = (phase: string, done: number, total: number) => void;

export const participationRange = (p: CompanyOptions['participation']): [number, number] => (typeof p === 'number' ? [p, p] : [p[0], p[1]]);
