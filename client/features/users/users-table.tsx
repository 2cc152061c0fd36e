import { Link } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { actionsFor, nameOf, stateOf, type StatusAction, type UserItem } from './user-state';

function RowActions({ user, selfId, onAction }: { user: UserItem; selfId: string; onAction: (action: StatusAction, user: UserItem) => void }) {
  const { t } = useTranslation();
  const menu = useRef<HTMLDetailsElement>(null);
  const actions = actionsFor(user, selfId);
  // An open menu closes on a click elsewhere, as menus do.
  useEffect(() => {
    const onDown = (e: MouseEvent) => {
      if (menu.current?.open && !menu.current.contains(e.target as Node)) menu.current.removeAttribute('open');
    };
    document.addEventListener('mousedown', onDown);
    return () => document.removeEventListener('mousedown', onDown);
  }, []);
  if (user.anonymized) return null;
  const name = nameOf(t, user);
  const pick = (action: StatusAction) => {
    menu.current?.removeAttribute('open');
    onAction(action, user);
  };
  return (
    <div className="users-row-actions">
      {user.status !== 'deactivated' && (
        <Link to="/users/edit" search={{ id: user.id }} className="button users-row-actions__edit" aria-label={`${t('users:actions.edit')}: ${name}`}>
          {t('users:actions.edit')}
        </Link>
      )}
      {actions.length > 0 && (
        <details
          className="users-menu"
          ref={menu}
          onKeyDown={(e) => {
            if (e.key !== 'Escape' || !menu.current?.open) return;
            menu.current.removeAttribute('open');
            menu.current.querySelector('summary')?.focus();
          }}
        >
          <summary className="button" aria-label={t('users:actions.label', { name })}>
            {t('users:actions.open')}
          </summary>
          <ul className="users-menu__list">
            {actions.map((action) => (
              <li key={action}>
                <button type="button" className={`users-menu__item${action === 'anonymize' || action === 'remove' ? ' is-danger' : ''}`} onClick={() => pick(action)}>
                  {t(`users:actions.${action}`)}
                </button>
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}

/** One page of people, as a real table that scrolls sideways on phones. */
export function UsersTable({
  users,
  selfId,
  onAction,
  busy,
}: {
  users: UserItem[];
  selfId: string;
  onAction: (action: StatusAction, user: UserItem) => void;
  busy: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className="users-table-wrap" aria-busy={busy || undefined}>
      <table className="users-table">
        <caption className="sr-only">{t('users:table.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('users:table.name')}</th>
            <th scope="col">{t('users:table.email')}</th>
            <th scope="col">{t('users:table.role')}</th>
            <th scope="col">{t('users:table.groups')}</th>
            <th scope="col">{t('users:table.status')}</th>
            <th scope="col">
              <span className="sr-only">{t('users:table.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {users.map((u) => {
            const state = stateOf(u);
            return (
              <tr key={u.id} className={state === 'deactivated' || state === 'anonymized' ? 'is-muted' : undefined}>
                <th scope="row">
                  {nameOf(t, u)}
                  {u.id === selfId && <span className="muted"> {t('users:table.you')}</span>}
                </th>
                <td className="users-table__email">{u.email ?? u.code ?? '—'}</td>
                <td>{t(`users:roles.${u.role}`)}</td>
                <td className="users-table__groups">
                  {u.groups.length === 0 ? (
                    <span className="muted">{t('users:table.noGroups')}</span>
                  ) : (
                    <ul className="users-groups">
                      {u.groups.map((g) => (
                        <li key={`${g.id}-${g.as}`}>
                          {g.name}
                          {g.as === 'manager' && <span className="muted"> ({t('users:table.leads')})</span>}
                        </li>
                      ))}
                    </ul>
                  )}
                </td>
                <td>
                  <span className={`users-status users-status--${state}`}>{t(`users:status.${state}`)}</span>
                </td>
                <td>
                  <RowActions user={u} selfId={selfId} onAction={onAction} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
