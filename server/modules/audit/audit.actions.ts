import type { AuditEntity } from '../../db/types.js';

// Every action the server writes to the audit log, per entity, and every field its changes may
// name. The writer's types come from these lists, so a new action or field fails type-check until
// it is added here, and a unit test then fails until it has a label in every language
// (locales/*/audit.json: actions, sentences, fields). The screen translates from the same keys.

export const AUDIT_ACTIONS = {
  users: [
    'invite',
    'send-invite',
    'resend-invite',
    'cancel-invite',
    'import',
    'update',
    'update-own-profile',
    'change-password',
    'disconfirm',
    'inactivate',
    'undo-inactivate',
    'delete',
    'reactivate',
    'anonymize',
  ],
  groups: ['create', 'update', 'delete', 'activate', 'inactivate', 'inactivate-users', 'import'],
  company: ['accept-terms', 'update-settings', 'subscribe', 'change-card', 'licences', 'change-period', 'cancel'],
  'user-attributes': ['create', 'update', 'delete'],
  integrations: ['connect', 'disconnect'],
  'custom-surveys': ['create', 'update', 'launch', 'close', 'duplicate', 'delete'],
  'desired-values': ['create', 'update', 'delete'],
  'action-plans': ['create', 'update', 'delete'],
  polls: ['create', 'update', 'launch', 'close', 'duplicate', 'delete', 'share', 'unshare'],
} as const satisfies Record<AuditEntity, readonly string[]>;

export type AuditActionOf<E extends AuditEntity> = (typeof AUDIT_ACTIONS)[E][number];
export type AuditAction = AuditActionOf<AuditEntity>;

/** Every action of any entity, once. */
export const ALL_AUDIT_ACTIONS = [...new Set(Object.values(AUDIT_ACTIONS).flat())] as AuditAction[];

export const AUDIT_FIELDS = [
  // people
  'firstname',
  'lastname',
  'email',
  'code',
  'role',
  'birthDate',
  'attributes',
  'phone',
  'language',
  'status',
  'inactive',
  'people',
  'groups',
  'leads',
  // groups
  'name',
  'parentId',
  'active',
  'managers',
  'members',
  'children',
  'movedChildren',
  'subgroups',
  'usersActivated',
  'invited',
  'usersInactivated',
  'created',
  'moved',
  'errors',
  // demographic attributes
  'label',
  'options',
  'values',
  'clearedValues',
  // company settings
  'surveyIntervalDays',
  'deliverySurveyDate',
  // the plan and its billing
  'plan',
  'licenses',
  'period',
  'nextPeriod',
  'paymentMethod',
  'card',
  'cancellation',
  // custom surveys
  'title',
  'questions',
  'audience',
  'access',
  'launch',
  // culture's desired values
  'cultureValues',
  'valueId',
  // action plans (their title is the custom surveys' field above)
  'description',
  'tasks',
] as const;

export type AuditField = (typeof AUDIT_FIELDS)[number];

/** What an audit row's changes may hold: known fields only, so the screen can name each one. */
export type AuditChanges = { [K in AuditField]?: unknown };

/**
 * Where the name of what an action is about travels inside the stored changes (the table has no
 * column for it). The list strips it back out; no field name starts with "@", so none collides.
 */
export const SUBJECT_KEY = '@subject';
