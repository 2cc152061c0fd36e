import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, setLanguage, type LanguageCode } from '../lib/i18n';
import { refreshSession, useTRPC } from '../lib/trpc';

/** The language switch. Signed in, the choice is saved as the person's preference. */
export function LanguageList({ signedIn = false, onChosen }: { signedIn?: boolean; onChosen?: () => void }) {
  const { t, i18n } = useTranslation();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const save = useMutation(
    trpc.auth.signLanguage.mutationOptions({
      // The claims changed: take a fresh session now rather than waiting to be told to.
      onSuccess: async () => {
        await refreshSession();
        await queryClient.invalidateQueries({ queryKey: trpc.auth.session.queryKey() });
      },
    }),
  );

  const choose = (code: LanguageCode) => {
    void setLanguage(code);
    if (signedIn) save.mutate({ language: code });
    onChosen?.();
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
