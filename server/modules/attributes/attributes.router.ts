import { router } from '../../trpc/init.js';
import { roleProcedure } from '../../trpc/procedures.js';
import {
  ZAttributeIdInput,
  ZAttributeTranslationsInput,
  ZAttributeTranslationsOutput,
  ZAttributeView,
  ZCreateAttributeInput,
  ZDeleteAttributeOutput,
  ZListAttributesInput,
  ZListAttributesOutput,
  ZUpdateAttributeInput,
} from './attributes.schemas.js';
import { attributeTranslations, createAttribute, deleteAttribute, getAttribute, listAttributes, updateAttribute } from './attributes.service.js';

const admin = roleProcedure('admin');
const actor = (ctx: { auth: { companyId: string; userId: string } }) => ({ companyId: ctx.auth.companyId, userId: ctx.auth.userId });

// Demographic attributes (people §3, §5): administrators define them; managers read the
// translated list too, because report filters by attribute are theirs (people §6).
export const attributesRouter = router({
  list: admin
    .meta({ v1: { method: 'GET', path: '/user-attributes', summary: 'Demographic attributes with their options, 10 per page' } })
    .input(ZListAttributesInput)
    .output(ZListAttributesOutput)
    .query(({ ctx, input }) => listAttributes(ctx.tx, ctx.auth.companyId, input)),

  translations: roleProcedure('admin', 'manager')
    .meta({ v1: { method: 'GET', path: '/user-attributes/translation', summary: "Every attribute and option in the caller's language (100 per page)" } })
    .input(ZAttributeTranslationsInput)
    .output(ZAttributeTranslationsOutput)
    .query(({ ctx, input }) => attributeTranslations(ctx.tx, ctx.auth.companyId, ctx.language, input)),

  get: admin
    .meta({ v1: { method: 'GET', path: '/user-attributes/:id', summary: 'One demographic attribute with its translations' } })
    .input(ZAttributeIdInput)
    .output(ZAttributeView)
    .query(({ ctx, input }) => getAttribute(ctx.tx, ctx.auth.companyId, input.id)),

  create: admin
    .meta({ v1: { method: 'POST', path: '/user-attributes', status: 201, summary: 'Create a demographic attribute with ordered options' } })
    .input(ZCreateAttributeInput)
    .output(ZAttributeView)
    .mutation(({ ctx, input }) => createAttribute(ctx.tx, actor(ctx), input.userAttribute)),

  update: admin
    .meta({ v1: { method: 'PUT', path: '/user-attributes/:id', summary: "Edit an attribute; options sent with their id keep people's choices" } })
    .input(ZUpdateAttributeInput)
    .output(ZAttributeView)
    .mutation(({ ctx, input }) => updateAttribute(ctx.tx, actor(ctx), input.id, input.userAttribute)),

  delete: admin
    .meta({ v1: { method: 'DELETE', path: '/user-attributes/:id', summary: "Delete an attribute and everyone's value for it" } })
    .input(ZAttributeIdInput)
    .output(ZDeleteAttributeOutput)
    .mutation(({ ctx, input }) => deleteAttribute(ctx.tx, actor(ctx), input.id)),
});
