import { useTranslation } from 'react-i18next';
import { checkRules, DEFAULT_SPECIALS, ruleText, type PasswordRules } from './password-rules';

/** The password rules, each ticked off live as the person types. */
export function PasswordChecklist({ password, rules, specials = DEFAULT_SPECIALS }: { password: string; rules: PasswordRules; specials?: string }) {
  const { t } = useTranslation();
  return (
    <>
      <span className="sr-only">{t('login:rules.intro')}</span>
      <ul className="checklist">
        {checkRules(password, rules, specials).map((rule) => (
          <li key={rule.key} className={`checklist__item${rule.met ? ' is-met' : ''}`}>
            {ruleText(t, rule, specials)}
            <span className="sr-only">{rule.met ? ` ${t('login:rules.met')}` : ` ${t('login:rules.notMet')}`}</span>
          </li>
        ))}
      </ul>
    </>
  );
}
