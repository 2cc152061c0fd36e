import type { Language } from '../db/types.js';
import { serverT } from '../lib/i18n.js';

export type MailTemplate =
  | 'confirmEmail'
  | 'invite'
  | 'confirmAccount'
  | 'resetPassword'
  | 'surveyDelivery'
  | 'customSurveyDelivery'
  | 'pollDelivery'
  | 'ticketReceived'
  | 'ticketMessage'
  | 'ticketReply'
  | 'ticketCommentReply'
  | 'renewalNotice'
  | 'paymentFailed'
  | 'accountSuspended'
  | 'trialEnding'
  | 'trialEnded';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

// Texts live in locales/<lang>/mail.json so that every language has every message. A `context`
// var picks a variant of the body (i18next contexts: body_<context>).
export function renderMail(template: MailTemplate, language: Language, vars: Record<string, string>) {
  const t = serverT(language);
  const subject = t(`mail:${template}.subject`, vars);
  // Without a name (a notice to an anonymous author: the mail's copies must not name them), a plain greeting.
  const lines = [t(vars.name ? 'mail:greeting' : 'mail:greetingPlain', vars), '', t(`mail:${template}.body`, vars), '', vars.link ?? '', '', t('mail:signature')];
  const text = lines.join('\n');
  const htmlLines = lines.map((line) =>
    line === vars.link && line ? `<p><a href="${escapeHtml(line)}">${escapeHtml(t(`mail:${template}.action`))}</a></p>` : `<p>${escapeHtml(line)}</p>`,
  );
  const html = `<!doctype html><html lang="${language}"><body style="font-family:sans-serif">${htmlLines.join('')}</body></html>`;
  return { subject, text, html };
}
