import { planInForce } from '../../../domain/billing.js';
import type { Tx } from '../../db/tenant.js';
import type { Language, Plan, Role } from '../../db/types.js';
import { rulesFor, type Rule } from '../../auth/abilities.js';
import { AppError } from '../../lib/errors.js';
import { findCompany, findSecretQuestionReminder, findUser } from './auth.queries.js';

// What a client reads of its session (people §3): the claims the legacy token carried, plus
// what the shell needs to decide its first screen.
export interface SessionInfo {
  userId: string;
  email: string | null;
  role: Role;
  rules: Rule[];
  plan: Plan;
  language: Language;
  tenantName: string;
  reportMinUsers: number;
  profile: { firstname: string; lastname: string };
  earlyAccessTrial: boolean;
  layoutRules: string[];
  trialEndsAt: string | null;
  termsAccepted: boolean;
  hasSecretQuestion: boolean;
  /** What the shell shows a person without a secret question: the full prompt once, then a reminder, until dismissed. */
  secretQuestionPrompt: 'ask' | 'remind' | 'none';
}

export async function loadSessionInfo(tx: Tx, companyId: string, userId: string): Promise<SessionInfo> {
  const [user, company, reminder] = await Promise.all([findUser(tx, companyId, userId), findCompany(tx, companyId), findSecretQuestionReminder(tx, companyId, userId)]);
  if (!user || !company) throw new AppError('UNAUTHENTICATED');
  return {
    userId: user.id,
    email: user.email,
    role: user.role,
    rules: rulesFor({ role: user.role, isSuper: user.is_super, readOnly: user.read_only }),
    plan: planInForce(company.plan, company.suspended_at !== null),
    language: user.language,
    tenantName: company.name,
    reportMinUsers: company.report_min_users,
    profile: { firstname: user.first_name, lastname: user.last_name },
    earlyAccessTrial: company.early_access_trial,
    layoutRules: company.layout_rules,
    trialEndsAt: company.trial_ends_at ? company.trial_ends_at.toISOString() : null,
    termsAccepted: user.terms_accepted_at !== null,
    hasSecretQuestion: user.secret_question_id !== null,
    secretQuestionPrompt: user.secret_question_id !== null || reminder === 'off' ? 'none' : reminder,
  };
}
