import type { Database } from '../../../server/db/connect.js';

// Shapes of the bad-input cases; each domain's cases live beside this file.

export interface Fixture {
  /** A session of an ordinary person and of an administrator of the fixture's company. */
  session: string;
  adminSession: string;
  companyId: string;
  /** Records a domain's cases need, made by that domain's `setup` (keyed by domain). */
  extra: Record<string, any>;
  tokens: Record<'confirm' | 'login' | 'invite' | 'account' | 'reset', string>;
}

export interface Case {
  name: string;
  /** Path parameters, query (for GET) or body (otherwise); a string is sent as raw JSON (body, or a query's input). */
  input: (fx: Fixture) => Record<string, unknown> | string;
  /** Field names that must appear in `errors`. */
  fields: string[];
  /** Send a session: true for an ordinary person, 'admin' for an administrator. */
  signedIn?: boolean | 'admin';
}

export const validSignUp = {
  companyName: 'Acme Bad Input',
  companySize: '12-200',
  firstName: 'Paula',
  lastName: 'Prado',
  role: 'hr-manager',
  phone: '(11) 98765-4321',
  email: 'paula@badinput.test',
  password: 'Strong#Pass1',
};

/** A domain's cases: v1 paths keyed by "METHOD /path" as the procedure metadata declares it. */
export interface BadInputDomain {
  cases: Record<string, Case[]>;
  /** Procedures without a v1 path, keyed by their tRPC path (e.g. users.get), sent to /trpc. */
  procedures?: Record<string, Case[]>;
  setup?: (db: Database, fx: Fixture) => Promise<Record<string, any>>;
}

/** A report scope that is neither 'company' nor a group id. */
export const badScope = (field = 'groupId'): Case[] => [{ name: 'not a group', input: () => ({ [field]: 'not-a-group' }), fields: [field], signedIn: 'admin' }];
