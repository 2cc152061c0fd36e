// Sign-up and invites take corporate addresses only: a free-mail domain says nothing about the
// company, and lets one person open many companies.
const FREE_MAIL_DOMAINS = new Set([
  'gmail.com',
  'googlemail.com',
  'hotmail.com',
  'hotmail.com.br',
  'outlook.com',
  'outlook.com.br',
  'live.com',
  'msn.com',
  'yahoo.com',
  'yahoo.com.br',
  'yahoo.com.ar',
  'ymail.com',
  'icloud.com',
  'me.com',
  'mac.com',
  'aol.com',
  'protonmail.com',
  'proton.me',
  'gmx.com',
  'gmx.net',
  'mail.com',
  'zoho.com',
  'yandex.com',
  'yandex.ru',
  'mail.ru',
  'bol.com.br',
  'uol.com.br',
  'terra.com.br',
  'ig.com.br',
  'r7.com',
  'globo.com',
  'globomail.com',
  'fibertel.com.ar',
  'arnet.com.ar',
  'speedy.com.ar',
  'tutanota.com',
  'hey.com',
  'qq.com',
  '163.com',
  'mailinator.com',
  'guerrillamail.com',
  'temp-mail.org',
  '10minutemail.com',
]);

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function isCorporateEmail(email: string): boolean {
  const domain = normaliseEmail(email).split('@')[1] ?? '';
  return domain.length > 0 && !FREE_MAIL_DOMAINS.has(domain);
}
