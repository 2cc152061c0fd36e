import type { z } from 'zod';
import { AppError } from '../../lib/errors.js';
import type { BillingTxCtx } from './billing.ctx.js';
import { dismissOpenNotice, openNotices } from './billing.queries.js';
import type { ZNotices } from './billing.schemas.js';

// The notices the billing lifecycle leaves a company (renewal, payment failed, suspension, trial
// ending or ended). They are the administrators': anyone else gets an empty list, never a 403, as
// every shell asks for them and the legacy client signs a person out on any 403.

export async function noticesOf(ctx: BillingTxCtx): Promise<z.input<typeof ZNotices>> {
  if (ctx.auth.role !== 'admin') return { notices: [] };
  const rows = await openNotices(ctx.tx, ctx.auth.companyId);
  return { notices: rows.map((n) => ({ _id: n.id, kind: n.kind, params: n.params, createdAt: n.created_at })) };
}

/** Dismisses one of the company's open notices; any other id is not found. */
export async function dismissNotice(ctx: BillingTxCtx, id: string): Promise<{ ok: true }> {
  if (!(await dismissOpenNotice(ctx.tx, ctx.auth.companyId, id))) throw new AppError('NOT_FOUND');
  return { ok: true };
}
