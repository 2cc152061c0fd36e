import { createLazyRoute } from '@tanstack/react-router';
import { AttributePage } from '../features/attributes/attribute-form';
import { AttributesList } from '../features/attributes/attributes-list';

// The attribute screens, loaded with their route (see attributes-routes.tsx).

export const attributesListScreen = createLazyRoute('/app/user-attributes')({ component: AttributesList });

export const attributeScreen = createLazyRoute('/app/user-attributes/$id')({
  component: function AttributeRoute() {
    const { id } = attributeScreen.useParams();
    return <AttributePage id={id} key={id} />;
  },
});
