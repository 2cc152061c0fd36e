import { createLazyRoute, useNavigate } from '@tanstack/react-router';
import { useEffect, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { AccountPage } from '../features/account/account-page';
import { CheckoutPage } from '../features/account/checkout-page';
import { LicencesPage } from '../features/account/licences-page';
import { parseCheckoutSearch, parseLicencesSearch } from '../features/account/account-search';
import { PlansPage } from '../features/account/plans-page';
import { SuccessPage } from '../features/account/success-page';
import { useTRPC } from '../lib/trpc';

// The account screens, loaded with their routes (see account-routes.tsx): a chunk apart from the
// dashboard's, which everyone loads, with the prices and card checks they use.
export const accountScreen = createLazyRoute('/app/account')({ component: AccountPage });
export const plansScreen = createLazyRoute('/app/account/plans')({ component: PlansPage });
export const successScreen = createLazyRoute('/app/account/charging/success')({ component: SuccessPage });

export const checkoutScreen = createLazyRoute('/app/account/charging')({
  component: function CheckoutRoute() {
    const raw = checkoutScreen.useSearch();
    const search = useMemo(() => parseCheckoutSearch(raw as Record<string, unknown>), [raw]);
    return <CheckoutPage search={search} />;
  },
});

export const licencesScreen = createLazyRoute('/app/account/licenses/$period')({
  component: function LicencesRoute() {
    const { period } = licencesScreen.useParams();
    const search = licencesScreen.useSearch();
    const { add } = useMemo(() => parseLicencesSearch(search as Record<string, unknown>), [search]);
    const navigate = useNavigate();
    const trpc = useTRPC();
    // The address names the plan's own period (links from elsewhere say "current").
    const actual = useQuery(trpc.billing.licences.queryOptions()).data?.licensesPlan.period;
    useEffect(() => {
      if (actual && actual !== period) void navigate({ to: '/account/licenses/$period', params: { period: actual }, search, replace: true });
    }, [actual, period, search, navigate]);
    return <LicencesPage add={add} />;
  },
});
