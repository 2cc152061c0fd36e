import type { Tx } from '../../db/tenant.js';
import type { AppDeps, AuthState } from '../../trpc/context.js';

/** A billing read or write inside the request's transaction (the tenant rung). */
export interface BillingTxCtx {
  tx: Tx;
  auth: AuthState;
  deps: AppDeps;
  afterCommit: (fn: () => void) => void;
}

/** A billing call that reaches the payment provider: short transactions around it (calloutProcedure). */
export interface BillingCalloutCtx {
  auth: AuthState;
  deps: AppDeps;
  withTx: <T>(fn: (tx: Tx) => Promise<T>) => Promise<T>;
}
