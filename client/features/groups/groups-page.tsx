import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadBreadcrumb } from './breadcrumb';
import { GroupImport } from './group-import';
import { GroupList } from './group-list';
import { GroupTree } from './group-tree';
import './groups.css';

type View = 'list' | 'tree';
const VIEW_KEY = 'clima.groups.view';

/** /groups: the groups as a list or a tree, with search, create and import. */
export function GroupsPage() {
  const { t } = useTranslation();
  const [view, setView] = useState<View>(() => (sessionStorage.getItem(VIEW_KEY) === 'tree' ? 'tree' : 'list'));
  const [filter, setFilter] = useState('');
  const [status, setStatus] = useState<'' | 'active' | 'inactive'>('');
  const [importing, setImporting] = useState(false);
  const last = loadBreadcrumb();
  const choose = (v: View) => {
    sessionStorage.setItem(VIEW_KEY, v);
    setView(v);
  };
  return (
    <section className="page group-page">
      <header className="page__header group-page__header">
        <div>
          <h1>{t('groups:title')}</h1>
          <p className="page__subtitle">{t('groups:subtitle')}</p>
        </div>
        <div className="group-page__actions">
          <button type="button" className="button" onClick={() => setImporting((v) => !v)} aria-expanded={importing}>
            {t('groups:actions.import')}
          </button>
          <Link to="/groups/$groupId" params={{ groupId: 'new' }} className="button button--primary">
            {t('groups:actions.create')}
          </Link>
        </div>
      </header>

      {last.length > 0 && (
        <nav className="group-last" aria-label={t('groups:list.lastVisited')}>
          <span className="muted">{t('groups:list.lastVisited')}:</span>{' '}
          {last.map((c, i) => (
            <span key={c.id}>
              {i > 0 && ' › '}
              <Link to="/groups/$groupId" params={{ groupId: c.id }}>
                {c.name}
              </Link>
            </span>
          ))}
        </nav>
      )}

      {importing && <GroupImport onClose={() => setImporting(false)} />}

      <div className="group-toolbar">
        <div className="field group-toolbar__search">
          <label htmlFor="group-filter">{t('groups:list.search')}</label>
          <input
            id="group-filter"
            type="search"
            value={filter}
            onChange={(e) => setFilter(e.target.value)}
            placeholder={t('groups:list.searchPlaceholder')}
            maxLength={100}
          />
        </div>
        {view === 'list' && (
          <div className="field">
            <label htmlFor="group-status">{t('groups:list.status')}</label>
            <select id="group-status" value={status} onChange={(e) => setStatus(e.target.value as typeof status)}>
              <option value="">{t('groups:list.all')}</option>
              <option value="active">{t('groups:status.active')}</option>
              <option value="inactive">{t('groups:status.inactive')}</option>
            </select>
          </div>
        )}
        <div className="group-switch" role="group" aria-label={t('groups:list.view')}>
          <button type="button" className={`button${view === 'list' ? ' is-selected' : ''}`} aria-pressed={view === 'list'} onClick={() => choose('list')}>
            {t('groups:list.listView')}
          </button>
          <button type="button" className={`button${view === 'tree' ? ' is-selected' : ''}`} aria-pressed={view === 'tree'} onClick={() => choose('tree')}>
            {t('groups:list.treeView')}
          </button>
        </div>
      </div>

      {view === 'list' ? <GroupList filter={filter} status={status} /> : <GroupTree filter={filter} />}
    </section>
  );
}
