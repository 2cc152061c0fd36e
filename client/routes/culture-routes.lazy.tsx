import { createLazyRoute } from '@tanstack/react-router';
import { CulturePage } from '../features/culture/culture-page';
import { NoGroups } from '../features/insights/no-groups';

export const cultureIndexScreen = createLazyRoute('/app/culture')({ component: () => <NoGroups page="culture" /> });

export const cultureScreen = createLazyRoute('/app/culture/$groupId')({
  component: function CultureRoute() {
    const { groupId } = cultureScreen.useParams();
    return <CulturePage key={groupId} groupId={groupId} />;
  },
});
