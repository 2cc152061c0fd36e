import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { Crumb } from './breadcrumb';

/** Where a group stands in the tree, each level a link back up. */
export function Breadcrumb({ trail, current }: { trail: Crumb[]; current: string }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('groups:detail.breadcrumb')} className="group-breadcrumb">
      <ol>
        <li>
          <Link to="/groups">{t('groups:title')}</Link>
        </li>
        {trail.map((c) => (
          <li key={c.id}>
            <Link to="/groups/$groupId" params={{ groupId: c.id }}>
              {c.name}
            </Link>
          </li>
        ))}
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  );
}

/** /groups/$groupId: a group to see and change, or a new one when the id is "new". */
