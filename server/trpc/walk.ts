import type { ZodType } from 'zod';
import type { AnyRouter } from '@trpc/server';
import type { Meta } from './init.js';

export interface ProcedureEntry {
  /** Dotted tRPC path, e.g. auth.login. */
  path: string;
  type: 'query' | 'mutation' | 'subscription';
  meta: Meta;
  input: ZodType | undefined;
  /** The schema every answer is checked against (`.output(schema)`), when declared. */
  output: ZodType | undefined;
}

/** Every procedure of a router with its declared metadata and schemas: what the v1 adapter, OpenAPI and the access tests read. */
export function walkProcedures(router: AnyRouter): ProcedureEntry[] {
  const procedures = router._def.procedures as Record<string, { _def: { type: ProcedureEntry['type']; meta?: Meta; inputs: unknown[]; output?: unknown } }>;
  return Object.entries(procedures).map(([path, proc]) => ({
    path,
    type: proc._def.type,
    meta: proc._def.meta ?? {},
    input: proc._def.inputs[0] as ZodType | undefined,
    output: proc._def.output as ZodType | undefined,
  }));
}
