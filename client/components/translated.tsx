import { useTranslation } from 'react-i18next';

/** A translated text that follows a language change, for titles handed to the modal host outside React's tree of the caller. */
export function Translated({ k }: { k: string }) {
  const { t } = useTranslation();
  return <>{t(k)}</>;
}
