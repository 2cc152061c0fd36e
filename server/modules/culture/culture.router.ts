import { router } from '../../trpc/init.js';
import { roleProcedure, scopedComputeProcedure } from '../../trpc/procedures.js';
import { cultureHistory, cultureRanking } from './culture.figures.js';
import { ZCultureHistory, ZCultureInput, ZCultureRanking } from './culture.figures.schemas.js';
import { ZScopeInput } from '../reports/reports.schemas.js';
import { createDesiredValue, cultureValues, deleteDesiredValue, desiredValues, updateDesiredValue } from './culture.values.js';
import {
  ZCreateDesiredValueInput,
  ZCultureValuesOutput,
  ZDeleteDesiredValueOutput,
  ZDesiredValue,
  ZDesiredValueIdInput,
  ZDesiredValuesOutput,
  ZUpdateDesiredValueInput,
} from './culture.values.schemas.js';

// Culture (measurement §2–§7): leaders reach it for their groups, administrators for everything
// (§6). Not a paid-only feature: no plan rung.
const leaders = roleProcedure('admin', 'manager');
const admin = roleProcedure('admin');
const actor = (ctx: { auth: { companyId: string; userId: string } }) => ({ companyId: ctx.auth.companyId, userId: ctx.auth.userId });

// The values catalogue and the company's desired values (culture.values.ts): leaders read them,
// administrators write the desired values.
const valuesProcedures = {
  values: leaders
    .meta({ v1: { method: 'GET', path: '/culture/values', summary: "The culture values people vote on, positive and potentially limiting, in the caller's language" } })
    .output(ZCultureValuesOutput)
    .query(({ ctx }) => cultureValues(ctx.tx, ctx.language)),

  desiredValues: leaders
    .meta({ v1: { method: 'GET', path: '/culture/desired-values', summary: "The company's desired values with their behaviours, in their order" } })
    .output(ZDesiredValuesOutput)
    .query(({ ctx }) => desiredValues(ctx.tx, ctx.auth.companyId)),

  createDesiredValue: admin
    .meta({
      v1: {
        method: 'POST',
        path: '/culture/desired-values',
        status: 201,
        summary: 'Add a desired value: its name (desiredValue), its behaviours (cultureValues) and optionally a catalogue value (valueId)',
      },
    })
    .input(ZCreateDesiredValueInput)
    .output(ZDesiredValue)
    .mutation(({ ctx, input }) => createDesiredValue(ctx.tx, actor(ctx), input)),

  updateDesiredValue: admin
    .meta({
      v1: {
        method: 'PUT',
        path: '/culture/desired-values/:id',
        summary: 'Rename a desired value, replace its behaviours or change its catalogue value; fields left out keep theirs',
      },
    })
    .input(ZUpdateDesiredValueInput)
    .output(ZDesiredValue)
    .mutation(({ ctx, input }) => updateDesiredValue(ctx.tx, actor(ctx), input)),

  deleteDesiredValue: admin
    .meta({ v1: { method: 'DELETE', path: '/culture/desired-values/:id', summary: 'Delete a desired value' } })
    .input(ZDesiredValueIdInput)
    .output(ZDeleteDesiredValueOutput)
    .mutation(({ ctx, input }) => deleteDesiredValue(ctx.tx, actor(ctx), input.id)),
};

// The figures (culture.figures.ts): computed outside any transaction, for the scopes the reader
// reaches (NOT_FOUND elsewhere), like every report.
const readers = scopedComputeProcedure('admin', 'manager');
const figureProcedures = {
  ranking: readers
    .meta({
      v1: {
        method: 'GET',
        path: '/culture/ranking/:groupId',
        empty: 204,
        summary: 'The ranking of values (current and desired culture) of a group or the company, with entropy, alignment, maturity and reliability; 204 before any votes',
      },
    })
    .input(ZCultureInput)
    .output(ZCultureRanking.nullable())
    .query(({ ctx, input }) => cultureRanking(ctx, input)),

  history: readers
    .meta({ v1: { method: 'GET', path: '/culture/ranking/:groupId/history', summary: "Every culture cycle's figures of a group or the company, oldest first" } })
    .input(ZScopeInput)
    .output(ZCultureHistory)
    .query(({ ctx, input }) => cultureHistory(ctx, input.groupId)),
};

export const cultureRouter = router({
  ...valuesProcedures,
  ...figureProcedures,
});
