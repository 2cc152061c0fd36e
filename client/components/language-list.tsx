import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, setLanguage, type LanguageCode } from '../lib/i18n';
import { useTRPC } from '../lib/trpc';

/** The language switch. Signed in, the choice is saved as the person's preference. */
export function LanguageList({ signedIn = false }: { signedIn?: boolean }) {
  const { t, i18n } = useTranslation();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const refresh = useMutation(trpc.auth.refreshToken.mutationOptions());
  const save = useMutation(
    trpc.auth.signLanguage.mutationOptions({
      // The claims changed: take a fresh session now rather than waiting to be told to.
      onSuccess: async () => {
        await refresh.mutateAsync({});
        await queryClient.invalidateQueries({ queryKey: trpc.auth.session.queryKey() });
      },
    }),
  );

  const choose = (code: LanguageCode) => {
    setLanguage(code);
    if (signedIn) save.mutate({ language: code });
  };

  return (
    <ul className="language-list" aria-label={t('common:language')}>
      {LANGUAGES.map((l) => (
        <li key={l.code}>
          <button
            type="button"
            lang={l.code}
            className={`language-list__item${i18n.language === l.code ? ' is-active' : ''}`}
            aria-pressed={i18n.language === l.code}
            onClick={() => choose(l.code)}
            title={l.label}
          >
            <span aria-hidden="true">{l.short}</span>
            <span className="sr-only">{l.label}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
