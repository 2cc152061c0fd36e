import { z } from 'zod';

// Zod primitives every module's schemas share, so an edge rule is written once.

/**
 * An id: a uuid, turned to its canonical lower-case form as it is parsed. Ids are compared as
 * strings in services (sets, maps, cycle checks), while Postgres compares uuids ignoring case: an
 * upper-case id must never reach a service, or `A` and `a` would be two groups in memory and one
 * in the database. Every id of every procedure and v1 path goes through this.
 */
export const zId = (message?: string) => z.uuid(message).toLowerCase();
