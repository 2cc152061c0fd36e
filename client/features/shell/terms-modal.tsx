import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/errors';
import { notify } from '../../lib/messages';
import { useTRPC } from '../../lib/trpc';

export function TermsModalBody() {
  const { t } = useTranslation();
  const items = t('shell:terms.items', { returnObjects: true }) as string[];
  return (
    <div className="terms">
      <p>{t('shell:terms.intro')}</p>
      <ul>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  );
}

/** The only way out of the terms modal is to accept (people §2). */
export function TermsModalActions({ close }: { close: () => void }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const accept = useMutation(
    trpc.company.acceptTerms.mutationOptions({
      onSuccess: async () => {
        close();
        await queryClient.invalidateQueries({ queryKey: trpc.auth.session.queryKey() });
      },
      onError: (error) => notify(`${t('shell:terms.error')} ${errorText(t, error)}`, 'danger', { priority: true }),
    }),
  );
  return (
    <button type="button" className="button button--primary" onClick={() => accept.mutate()} disabled={accept.isPending} aria-busy={accept.isPending || undefined}>
      {t('shell:terms.accept')}
    </button>
  );
}
