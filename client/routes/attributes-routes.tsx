import { createRoute } from '@tanstack/react-router';
import { AttributePage } from '../features/attributes/attribute-form';
import { AttributesList } from '../features/attributes/attributes-list';
import { guard } from '../lib/session';
import { appLayoutRoute } from './app-layout';
import { ADMIN } from './page';

const attributesListRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: '/user-attributes',
  beforeLoad: guard(ADMIN),
  component: AttributesList,
});

const attributeRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: '/user-attributes/$id',
  beforeLoad: guard(ADMIN),
  component: function AttributeRoute() {
    const { id } = attributeRoute.useParams();
    return <AttributePage id={id} key={id} />;
  },
});

export const attributesRoutes = [attributesListRoute, attributeRoute];
