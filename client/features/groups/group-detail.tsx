import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert, TextField } from '../../components/form';
import { errorText } from '../../lib/errors';
import { notify } from '../../lib/messages';
import { errorCodeOf, useTRPC } from '../../lib/trpc';
import { loadBreadcrumb, saveBreadcrumb, type Crumb } from './breadcrumb';
import { Breadcrumb } from './group-breadcrumb';
import { useGroupActions } from './group-actions';
import { groupFieldErrors, messageText } from './group-messages';
import { GroupPicker, PeoplePicker } from './pickers';
import type { GroupDetail, Person } from './types';
import './groups.css';

interface Draft {
  name: string;
  parent: Crumb | null;
  managers: Person[];
  members: Person[];
  active: boolean;
}

export function GroupDetailPage({ groupId, parentId }: { groupId: string; parentId?: string }) {
  const isNew = groupId === 'new';
  const trpc = useTRPC();
  const { t } = useTranslation();
  const query = useQuery({ ...trpc.groups.get.queryOptions({ id: groupId }), enabled: !isNew, retry: false });
  const parentQuery = useQuery({ ...trpc.groups.get.queryOptions({ id: parentId ?? '' }), enabled: isNew && Boolean(parentId), retry: false });
  const stored = loadBreadcrumb();

  if (!isNew && query.isPending) {
    const trail = stored.at(-1)?.id === groupId ? stored : [];
    return (
      <section className="page" aria-busy="true">
        {trail.length > 0 && <Breadcrumb trail={trail.slice(0, -1)} current={trail.at(-1)!.name} />}
        <div className="skeleton" />
        <span className="sr-only">{t('common:loading')}</span>
      </section>
    );
  }
  if (!isNew && query.isError) {
    return (
      <section className="page">
        <div className="empty-state">
          <p className="empty-state__title">{errorCodeOf(query.error) === 'NOT_FOUND' ? t('groups:detail.notFound') : errorText(t, query.error)}</p>
          <Link to="/groups" className="button">
            {t('groups:detail.backToList')}
          </Link>
        </div>
      </section>
    );
  }
  if (isNew && parentId && parentQuery.isPending)
    return (
      <section className="page" aria-busy="true">
        <div className="skeleton" />
      </section>
    );
  const parent = parentQuery.data;
  return (
    <GroupForm
      key={groupId}
      group={isNew ? null : query.data!}
      initialParent={parent ? { id: parent.id, name: parent.name } : null}
      parentTrail={parent ? [...parent.parents, { id: parent.id, name: parent.name }] : []}
    />
  );
}

function GroupForm({ group, initialParent, parentTrail }: { group: GroupDetail | null; initialParent: Crumb | null; parentTrail: Crumb[] }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const actions = useGroupActions();
  const create = useMutation(trpc.groups.create.mutationOptions());
  const update = useMutation(trpc.groups.update.mutationOptions());
  const validateManagers = useMutation(trpc.groups.validateManagers.mutationOptions());
  const validateMembers = useMutation(trpc.groups.validateMembers.mutationOptions());
  const validateChildren = useMutation(trpc.groups.validateChildren.mutationOptions());
  const [draft, setDraft] = useState<Draft>(() =>
    group
      ? {
          name: group.name,
          parent: group.parentId ? { id: group.parentId, name: group.parentName ?? t('groups:fields.parentOutside') } : null,
          managers: group.managers,
          members: group.members,
          active: group.active,
        }
      : { name: '', parent: initialParent, managers: [], members: [], active: true },
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [itemErrors, setItemErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const saving = create.isPending || update.isPending;
  const trail: Crumb[] = group ? group.parents : parentTrail;

  useEffect(() => {
    if (group) saveBreadcrumb([...group.parents, { id: group.id, name: group.name }]);
  }, [group]);

  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => {
    setDraft((d) => ({ ...d, [key]: value }));
    setErrors((e) => ({ ...e, [key]: '' }));
  };

  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.groups.pathKey() });

  // Shows its own outcome (alerts, field errors, the next screen): the form's submit handler
  // starts it and does not wait (`void` below).
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setAlert(null);
    const name = draft.name.trim();
    if (name.length < 2) return setErrors({ name: t('groups:messages.nameShort') });
    // The validate calls explain any problem person by person before anything is saved.
    const problems: Record<string, string> = {};
    try {
      if (draft.managers.length)
        for (const x of (await validateManagers.mutateAsync({ id: group?.id, managers: draft.managers.map((p) => p.id) })).errors)
          problems[x.id] = messageText(t, x.message);
      if (draft.members.length)
        for (const x of (await validateMembers.mutateAsync({ id: group?.id, members: draft.members.map((p) => p.id) })).errors)
          problems[x.id] ??= messageText(t, x.message);
    } catch (error) {
      return setAlert(errorText(t, error));
    }
    setItemErrors(problems);
    if (Object.keys(problems).length) return setAlert(t('groups:detail.fixPeople'));
    const body = { name, parentId: draft.parent?.id ?? null, managers: draft.managers.map((p) => p.id), members: draft.members.map((p) => p.id) };
    try {
      if (group) {
        await update.mutateAsync({ id: group.id, ...body });
        notify(t('groups:detail.saved'), 'success');
        await refresh();
      } else {
        const created = await create.mutateAsync({ ...body, active: draft.active });
        notify(t('groups:detail.created', { name: created.name }), 'success');
        await refresh();
        await navigate({ to: '/groups/$groupId', params: { groupId: created.id } });
      }
    } catch (error) {
      const fields = groupFieldErrors(t, error);
      if (Object.keys(fields).length) setErrors(fields);
      else setAlert(errorText(t, error));
    }
  };

  const addChild = async (child: { id: string; name: string }) => {
    if (!group) return;
    try {
      const check = await validateChildren.mutateAsync({ id: group.id, children: [child.id] });
      if (!check.valid) return setErrors({ children: messageText(t, check.errors[0]!.message) });
      await update.mutateAsync({ id: group.id, children: [...group.children.map((c) => c.id), child.id] });
      notify(t('groups:detail.childAdded', { name: child.name }), 'success');
      await refresh();
    } catch (error) {
      setErrors(groupFieldErrors(t, error));
    }
  };

  const target = group ? { id: group.id, name: group.name, childrenCount: group.children.length, parentName: group.parentName } : null;
  const title = group ? group.name : t('groups:detail.newTitle');

  return (
    <section className="page group-page">
      <Breadcrumb trail={trail} current={title} />
      <header className="page__header group-page__header">
        <div>
          <h1>{title}</h1>
          {group && (
            <p className="page__subtitle">
              <span className={`group-badge ${group.active ? 'group-badge--success' : 'group-badge--muted'}`}>
                {t(group.active ? 'groups:status.active' : 'groups:status.inactive')}
              </span>{' '}
              {t('groups:detail.summary', { respondents: group.respondents, level: group.level })}
            </p>
          )}
        </div>
        {group && target && (
          <div className="group-page__actions">
            {group.active ? (
              <button type="button" className="button" onClick={() => actions.confirmInactivate(target)}>
                {t('groups:actions.inactivate')}
              </button>
            ) : (
              <button type="button" className="button button--primary" onClick={() => actions.confirmActivate(target)}>
                {t('groups:actions.activate')}
              </button>
            )}
            <button type="button" className="button button--danger" onClick={() => actions.confirmDelete(target, () => void navigate({ to: '/groups' }))}>
              {t('groups:actions.delete')}
            </button>
          </div>
        )}
      </header>

      <form className="form-stack card group-form" onSubmit={(e) => void submit(e)} noValidate>
        <FormAlert>{alert}</FormAlert>
        <TextField
          label={t('groups:fields.name')}
          value={draft.name}
          onChange={(e) => set('name', e.target.value)}
          error={errors.name || null}
          maxLength={100}
          required
          autoFocus={!group}
        />

        <div className="group-parent">
          <p className="group-parent__current">
            <strong>{t('groups:fields.parent')}:</strong> {draft.parent ? draft.parent.name : t('groups:fields.noParent')}
            {draft.parent && (
              <button type="button" className="link-button" onClick={() => set('parent', null)}>
                {t('groups:fields.makeTop')}
              </button>
            )}
          </p>
          <GroupPicker
            label={t('groups:fields.changeParent')}
            exclude={group ? [group.id] : []}
            onPick={(g) => set('parent', { id: g.id, name: g.name })}
            error={errors.parentId || null}
            hint={t('groups:fields.parentHint')}
          />
        </div>

        <PeoplePicker
          label={t('groups:fields.managers')}
          selected={draft.managers}
          onChange={(v) => set('managers', v)}
          itemErrors={itemErrors}
          error={errors.managers || null}
        />
        <PeoplePicker
          label={t('groups:fields.members')}
          selected={draft.members}
          onChange={(v) => set('members', v)}
          itemErrors={itemErrors}
          error={errors.members || null}
        />

        {!group && (
          <label className="group-check">
            <input type="checkbox" checked={draft.active} onChange={(e) => set('active', e.target.checked)} /> {t('groups:fields.activeOnCreate')}
          </label>
        )}

        <div className="group-form__footer">
          <Link to="/groups" className="button">
            {t('common:cancel')}
          </Link>
          <button type="submit" className="button button--primary" disabled={saving} aria-busy={saving || undefined}>
            {saving && <span className="spinner" aria-hidden="true" />}
            {group ? t('groups:detail.save') : t('groups:detail.create')}
          </button>
        </div>
      </form>

      {group && (
        <section className="card group-children" aria-labelledby="group-children-title">
          <div className="group-children__header">
            <h2 id="group-children-title" className="card__title">
              {t('groups:detail.children')}
            </h2>
            <Link to="/groups/$groupId" params={{ groupId: 'new' }} search={{ parent: group.id }} className="button">
              {t('groups:actions.addSubgroup')}
            </Link>
          </div>
          {group.children.length === 0 ? (
            <p>{t('groups:detail.noChildren')}</p>
          ) : (
            <ul className="group-children__list">
              {group.children.map((c) => (
                <li key={c.id}>
                  <Link to="/groups/$groupId" params={{ groupId: c.id }}>
                    {c.name}
                  </Link>{' '}
                  {!c.active && <span className="group-badge group-badge--muted">{t('groups:status.inactive')}</span>}{' '}
                  <span className="muted">{t('groups:list.respondentsCount', { count: c.respondents })}</span>
                </li>
              ))}
            </ul>
          )}
          <GroupPicker
            label={t('groups:detail.moveHere')}
            exclude={[group.id, ...group.children.map((c) => c.id)]}
            onPick={(g) => void addChild(g)}
            error={errors.children || null}
          />
        </section>
      )}
    </section>
  );
}
